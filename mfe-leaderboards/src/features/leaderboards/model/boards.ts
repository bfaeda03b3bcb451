import type { GameFeature, LeaderboardType } from '@zu/shared-contract';
import { pathTo, routeTable, type RouteNameOfArea } from '@zu/shared-platform';

type Data = Readonly<Record<string, number>> | undefined;

const count = (value: number | undefined, one: string, many: string) =>
  value === undefined ? undefined : `${value.toLocaleString('fr-FR')} ${value > 1 ? many : one}`;

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
  scoreLabel: string;
  detail?: (data: Data) => string | undefined;
}

const collectionDetail = (data: Data) =>
  [count(data?.total, 'carte', 'cartes'), count(data?.totalDistinct, 'distincte', 'distinctes')]
    .filter(Boolean)
    .join(' · ') || undefined;

export const inventoryTypes = ['uniques', 'uniques-normales', 'uniques-dorees', 'uniques-chroma'] as const;
export type InventoryType = (typeof inventoryTypes)[number];

const inventoryBoard = (
  inventoryType: InventoryType,
  type: LeaderboardType,
  shortTitle: string,
  description: string,
): BoardDefinition => ({
  type,
  route: 'LeaderboardInventory',
  inventoryType,
  title: 'Classement inventaire',
  shortTitle,
  description,
  scoreLabel: 'Cartes',
});

export const boards: readonly BoardDefinition[] = [
  {
    type: 'GLOBAL',
    route: 'LeaderboardGlobal',
    title: 'Classement général',
    shortTitle: 'Général',
    description: 'Les collectionneurs aux cartes les plus précieuses : chaque carte distincte rapporte ses points.',
    scoreLabel: 'Points',
    detail: collectionDetail,
  },
  {
    type: 'TRADELESS',
    route: 'LeaderboardGlobalTradeless',
    title: 'Classement sans échange',
    shortTitle: 'Sans échange',
    description: "Le classement général des joueurs qui n'ont jamais échangé de carte.",
    scoreLabel: 'Points',
    detail: collectionDetail,
  },
  {
    type: 'FUSION',
    route: 'LeaderboardFusion',
    title: 'Classement par fusion',
    shortTitle: 'Fusions',
    description: 'Les joueurs qui ont réalisé le plus de fusions.',
    scoreLabel: 'Fusions',
  },
  {
    type: 'ACHIEVEMENT',
    route: 'LeaderboardAchievement',
    title: 'Classement par succès',
    shortTitle: 'Succès',
    description: 'Chaque succès débloqué rapporte son score.',
    scoreLabel: 'Score',
    detail: (data) => count(data?.achievementCount, 'succès', 'succès'),
  },
  inventoryBoard(
    'uniques',
    'INVENTORY_UNIQUE',
    'Cartes uniques',
    'Les joueurs qui possèdent le plus de cartes différentes.',
  ),
  inventoryBoard(
    'uniques-normales',
    'INVENTORY_UNIQUE_NORMAL',
    'Uniques normales',
    'Les joueurs qui possèdent le plus de cartes normales différentes.',
  ),
  inventoryBoard(
    'uniques-dorees',
    'INVENTORY_UNIQUE_GOLDEN',
    'Uniques dorées',
    'Les joueurs qui possèdent le plus de cartes dorées différentes.',
  ),
  inventoryBoard(
    'uniques-chroma',
    'INVENTORY_UNIQUE_CHROMA',
    'Uniques chroma',
    'Les joueurs qui possèdent le plus de cartes chromatiques différentes.',
  ),
  {
    type: 'LUCKY',
    route: 'LeaderboardRayouOfficial',
    title: 'Classement Rayou Official',
    shortTitle: 'Rayou Official',
    description: 'Les joueurs qui ont gratté le plus de tickets.',
    scoreLabel: 'Tickets grattés',
  },
  {
    type: 'REPUTATION',
    route: 'LeaderboardReputation',
    title: 'Classement réputation',
    shortTitle: 'Réputation',
    description: 'La réputation gagnée auprès des clans du Vortex, tous clans confondus.',
    scoreLabel: 'Réputation',
  },
  {
    type: 'CHALLENGE',
    route: 'LeaderboardChallenges',
    title: 'Classement défis',
    shortTitle: 'Défis',
    description: 'Chaque défi hebdomadaire relevé rapporte son score.',
    scoreLabel: 'Score',
    detail: (data) => count(data?.total, 'défi relevé', 'défis relevés'),
  },
  {
    type: 'UPGRADE',
    route: 'LeaderboardUpgraded',
    title: 'Classement constellations',
    shortTitle: 'Constellations',
    description: 'La somme des niveaux des constellations de chaque joueur.',
    scoreLabel: 'Niveaux',
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
