import type { LeaderboardType, PlayerProfile } from '@zu/shared-contract';
import { countedCardsScoreText, leaderboardNames } from '@zu/shared-platform';
import { formatNumber } from '@zu/shared-ui';

/** The few boards a hover card has room for. */
const hoverCardBoards: readonly LeaderboardType[] = [
  'GLOBAL',
  'INVENTORY_UNIQUE',
  'ACHIEVEMENT',
  'CHALLENGE',
  'UPGRADE',
];

/** The figures a hover card shows of a player, as short labelled chips. */
export function playerStatChips(profile: PlayerProfile): { label: string; value: string }[] {
  return [
    { label: 'Rang', value: profile.user.rank.name },
    // Every distinct card held, counted or not: 'différentes', never the boards' 'comptabilisées'.
    {
      label: 'Cartes différentes',
      value: `${formatNumber(profile.inventoryUniqueCount)}/${formatNumber(profile.itemCount)}`,
    },
    { label: 'Dorées différentes', value: formatNumber(profile.inventoryUniqueGoldenCount) },
    { label: 'Succès', value: `${profile.achievementLogCount}/${profile.achievementCount}` },
    ...hoverCardBoards.flatMap((type) => {
      const entry = profile.leaderboards.find((board) => board.type === type);
      if (!entry) return [];
      // A unique-card board shows its figure beside the position: a reader sees it apart from 'Cartes différentes'.
      const figure = countedCardsScoreText(type, entry.score);
      const position = `#${formatNumber(entry.position)}`;
      return [
        { label: `Top ${leaderboardNames[type].shortName}`, value: figure ? `${position} · ${figure}` : position },
      ];
    }),
  ];
}
