import { introPage, type PageMap } from '@zu/shared-platform';

/**
 * Exposed as `./pages`: every route this area owns (the type makes the map complete), loaded lazily.
 * Pages whose full content comes with a later issue show their heading and what they are for.
 */
export const pages: PageMap<'leaderboards'> = {
  LeaderboardOverview: introPage('Classements', "Les meilleurs joueurs de chaque classement, en un coup d'oeil."),
  LeaderboardGlobal: introPage('Classement général', 'Le classement général des collectionneurs.'),
  LeaderboardGlobalTradeless: introPage(
    'Classement sans échange',
    "Le classement des joueurs qui n'ont jamais échangé de carte.",
  ),
  LeaderboardFusion: introPage('Classement par fusion', 'Les joueurs qui ont réalisé le plus de fusions.'),
  LeaderboardAchievement: introPage('Classement par succès', 'Les joueurs qui ont débloqué le plus de succès.'),
  LeaderboardInventory: introPage(
    'Classement inventaire',
    'Les plus grandes collections de cartes uniques, normales, dorées ou chromatiques.',
  ),
  LeaderboardHardcore: introPage('Classement hardcore', 'Les saisons hardcore : la rétrospective et les échecs.'),
  LeaderboardTower: introPage('Classement Vortex', 'Les joueurs montés le plus haut dans le Vortex cette saison.'),
  LeaderboardRayouOfficial: introPage(
    'Classement Rayou Official',
    'Les plus gros gagnants des tickets Rayou Official.',
  ),
  LeaderboardReputation: introPage('Classement réputation', 'Les joueurs à la meilleure réputation dans le Vortex.'),
  LeaderboardChallenges: introPage('Classement défis', 'Les joueurs qui ont relevé le plus de défis hebdomadaires.'),
  LeaderboardUpgraded: introPage('Classement constellations', 'Les joueurs aux constellations les plus avancées.'),
  Stats: () => import('./features/stats/components/StatsPage'),
};

/** Which build of this remote is live (`local`, or a release version). */
export const buildId = __ZU_BUILD_ID__;
