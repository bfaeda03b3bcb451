import type { GameFeature, LeaderboardType } from '@zu/shared-contract';
import { leaderboardNames, pathTo, routeTable, type RouteNameOfArea } from '@zu/shared-platform';
import { plural, type PluralForms } from '@zu/shared-ui';

type Data = Readonly<Record<string, number>> | undefined;

const count = (value: number | undefined, one: string, other: string) =>
  value === undefined ? undefined : plural(value, { one, other });

const points: PluralForms = { one: 'point', other: 'points' };

/** One leaderboard as the pages show it: its route, its titles, what its score counts and what `data` adds. */
export interface BoardDefinition {
  type: LeaderboardType;
  route: RouteNameOfArea<'leaderboards'>;
  /** Only for the inventory boards: the `inventoryType` of the route. */
  inventoryType?: InventoryType;
  title: string;
  /** Its name among the tops and the inventory tabs. */
  shortTitle: string;
  description: string;
  /** A sentence after the description, on the board's page. */
  note?: string;
  scoreLabel: string;
  /** A shorter score header for a phone, when the label is too long for one. */
  scoreLabelOnPhone?: string;
  /** What one of the score counts, for a score in a sentence ('170 points', '1 fusion'). */
  scoreUnit: PluralForms;
  detail?: (data: Data) => string | undefined;
}

const collectionDetail = (data: Data) =>
  [count(data?.total, 'carte', 'cartes'), count(data?.totalDistinct, 'distincte', 'distinctes')]
    .filter(Boolean)
    .join(' · ') || undefined;

/**
 * These boards take only the cards the catalogue marks as counting (a card's page says 'Compte au classement'), so
 * their figures can be below the distinct cards a profile shows; players took the gap for a bug, so the page says it.
 */
const countedCardsNote =
  'Seules les cartes comptabilisées entrent dans ce classement : certaines cartes ne comptent pas, leur fiche le précise.';

export const inventoryTypes = ['uniques', 'uniques-normales', 'uniques-dorees', 'uniques-chroma'] as const;
export type InventoryType = (typeof inventoryTypes)[number];

const named = (type: LeaderboardType) => ({
  type,
  title: leaderboardNames[type].name,
  shortTitle: leaderboardNames[type].shortName,
});

const inventoryBoard = (inventoryType: InventoryType, type: LeaderboardType, description: string): BoardDefinition => ({
  ...named(type),
  route: 'LeaderboardInventory',
  inventoryType,
  title: 'Classement inventaire',
  description,
  note: countedCardsNote,
  scoreLabel: 'Cartes comptabilisées',
  scoreLabelOnPhone: 'Cartes',
  scoreUnit: { one: 'carte comptabilisée', other: 'cartes comptabilisées' },
});

export const boards: readonly BoardDefinition[] = [
  {
    ...named('GLOBAL'),
    route: 'LeaderboardGlobal',
    description:
      'Les collectionneurs aux cartes les plus précieuses : chaque carte distincte comptabilisée rapporte ses points.',
    note: countedCardsNote,
    scoreLabel: 'Points',
    scoreUnit: points,
    detail: collectionDetail,
  },
  {
    ...named('TRADELESS'),
    route: 'LeaderboardGlobalTradeless',
    description: "Le classement général des joueurs qui n'ont jamais échangé de carte.",
    note: countedCardsNote,
    scoreLabel: 'Points',
    scoreUnit: points,
    detail: collectionDetail,
  },
  {
    ...named('FUSION'),
    route: 'LeaderboardFusion',
    description: 'Les joueurs qui ont réalisé le plus de fusions.',
    scoreLabel: 'Fusions',
    scoreUnit: { one: 'fusion', other: 'fusions' },
  },
  {
    ...named('ACHIEVEMENT'),
    route: 'LeaderboardAchievement',
    description: 'Chaque succès débloqué rapporte son score.',
    scoreLabel: 'Score',
    scoreUnit: points,
    detail: (data) => count(data?.achievementCount, 'succès', 'succès'),
  },
  inventoryBoard(
    'uniques',
    'INVENTORY_UNIQUE',
    'Les joueurs qui possèdent le plus de cartes différentes comptabilisées.',
  ),
  inventoryBoard(
    'uniques-normales',
    'INVENTORY_UNIQUE_NORMAL',
    'Les joueurs qui possèdent le plus de cartes normales différentes comptabilisées.',
  ),
  inventoryBoard(
    'uniques-dorees',
    'INVENTORY_UNIQUE_GOLDEN',
    'Les joueurs qui possèdent le plus de cartes dorées différentes comptabilisées.',
  ),
  inventoryBoard(
    'uniques-chroma',
    'INVENTORY_UNIQUE_CHROMA',
    'Les joueurs qui possèdent le plus de cartes chromatiques différentes comptabilisées.',
  ),
  {
    ...named('LUCKY'),
    route: 'LeaderboardRayouOfficial',
    description: 'Les joueurs qui ont gratté le plus de tickets.',
    scoreLabel: 'Tickets grattés',
    scoreUnit: { one: 'ticket gratté', other: 'tickets grattés' },
  },
  {
    ...named('REPUTATION'),
    route: 'LeaderboardReputation',
    description: 'La réputation gagnée auprès des clans du Vortex, tous clans confondus.',
    scoreLabel: 'Réputation',
    scoreUnit: { one: 'point de réputation', other: 'points de réputation' },
  },
  {
    ...named('CHALLENGE'),
    route: 'LeaderboardChallenges',
    description: 'Chaque défi hebdomadaire relevé rapporte son score.',
    scoreLabel: 'Score',
    scoreUnit: points,
    detail: (data) => count(data?.total, 'défi relevé', 'défis relevés'),
  },
  {
    ...named('UPGRADE'),
    route: 'LeaderboardUpgraded',
    description: 'La somme des niveaux des constellations de chaque joueur.',
    scoreLabel: 'Niveaux',
    scoreUnit: { one: 'niveau', other: 'niveaux' },
    detail: (data) =>
      [count(data?.total, 'constellation', 'constellations'), count(data?.maxed, 'au maximum', 'au maximum')]
        .filter(Boolean)
        .join(' · ') || undefined,
  },
];

export function boardOf(type: LeaderboardType): BoardDefinition {
  return boards.find((board) => board.type === type)!;
}

export function inventoryBoardOf(inventoryType: string | undefined): BoardDefinition | undefined {
  return boards.find((board) => board.inventoryType !== undefined && board.inventoryType === inventoryType);
}

/** Whether the board's page is open with these features (a page opens when any of its features is active). */
export function isRouteActive(route: RouteNameOfArea<'leaderboards'>, active: readonly GameFeature[]): boolean {
  const features: readonly GameFeature[] = routeTable.find((r) => r.name === route)?.features ?? [];
  return features.length === 0 || features.some((feature) => active.includes(feature));
}

/** The board's page. */
export function boardPath(board: BoardDefinition): string {
  if (board.route === 'LeaderboardInventory') {
    return pathTo('LeaderboardInventory', { inventoryType: board.inventoryType ?? 'uniques' });
  }
  if (board.route === 'LeaderboardHardcore') return pathTo('LeaderboardHardcore', { displayMode: 'retrospective' });
  return pathTo(board.route);
}
