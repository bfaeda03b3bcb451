import type { LeaderboardType } from '@zu/shared-contract';

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
