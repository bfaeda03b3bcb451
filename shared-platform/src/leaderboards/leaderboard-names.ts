import type { LeaderboardType } from '@zu/shared-contract';
import { plural } from '@zu/shared-ui';

/** The French names of one leaderboard. */
export interface LeaderboardName {
  /** Its full name, distinct from every other board's (a page title, or a page title and its tab). */
  name: string;
  /** Its name among the tops, the inventory tabs and a player's positions. */
  shortName: string;
}

const inventory = (shortName: string): LeaderboardName => ({
  name: `Classement inventaire : ${shortName.toLowerCase()}`,
  shortName,
});

/**
 * The one French naming of every leaderboard type, for every page that shows one. Typed over every type, so a type
 * added to the contract does not compile until it is named here.
 */
export const leaderboardNames: Readonly<Record<LeaderboardType, LeaderboardName>> = {
  GLOBAL: { name: 'Classement général', shortName: 'Général' },
  TRADELESS: { name: 'Classement sans échange', shortName: 'Sans échange' },
  FUSION: { name: 'Classement par fusion', shortName: 'Fusions' },
  ACHIEVEMENT: { name: 'Classement par succès', shortName: 'Succès' },
  INVENTORY_UNIQUE: inventory('Cartes uniques'),
  INVENTORY_UNIQUE_NORMAL: inventory('Uniques normales'),
  INVENTORY_UNIQUE_GOLDEN: inventory('Uniques dorées'),
  INVENTORY_UNIQUE_CHROMA: inventory('Uniques chroma'),
  LUCKY: { name: 'Classement Rayou Official', shortName: 'Rayou Official' },
  REPUTATION: { name: 'Classement réputation', shortName: 'Réputation' },
  CHALLENGE: { name: 'Classement défis', shortName: 'Défis' },
  UPGRADE: { name: 'Classement constellations', shortName: 'Constellations' },
};

/** The French names of a type the API sends (a type newer than this site keeps its own name rather than none). */
export function leaderboardNameOf(type: string): LeaderboardName {
  return (leaderboardNames as Readonly<Record<string, LeaderboardName>>)[type] ?? { name: type, shortName: type };
}

/**
 * The boards whose score is a number of distinct cards. The game counts there only the cards its catalogue marks as
 * counting, so a score can be lower than the distinct cards a player holds; naming it 'cartes comptabilisées'
 * everywhere it is shown tells the two figures apart, so that players don't read the gap as a bug.
 */
const countedCardBoards: ReadonlySet<string> = new Set<LeaderboardType>([
  'INVENTORY_UNIQUE',
  'INVENTORY_UNIQUE_NORMAL',
  'INVENTORY_UNIQUE_GOLDEN',
  'INVENTORY_UNIQUE_CHROMA',
]);

/** '699 cartes comptabilisées', '1 carte comptabilisée'. */
function countedCardsText(count: number): string {
  return plural(count, { one: 'carte comptabilisée', other: 'cartes comptabilisées' });
}

/** A board's score as a count of counted cards, for the boards whose score is one; undefined for the others. */
export function countedCardsScoreText(type: string, score: number): string | undefined {
  return countedCardBoards.has(type) ? countedCardsText(score) : undefined;
}
