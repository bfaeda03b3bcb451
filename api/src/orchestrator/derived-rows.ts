// What follows from a player's state rather than from history: their entry on each leaderboard and the collection
// figures a profile and the achievement page show. One pure function, used by the data layer after every action and
// by the seed on its final states, so the two can never disagree.
import type { RuleSet } from '../engine/rule-sets';
import { inventoryMetricValue } from '../areas/achievements/achievements-rules';
import { activeEffects } from '../areas/inventory/effect-cards-rules';
import type { leaderboardEntries } from '../areas/leaderboards/leaderboards-schema';
import { leaderboardScore, leaderboardTypes } from '../areas/leaderboards/leaderboards-rules';
import { rankNameFor } from '../areas/players/players-rules';
import type { playerSummaries } from '../areas/players/players-schema';
import type { Catalogue } from '../engine/catalogue';
import { inventoryEntries, type PlayerState } from '../engine/player-state';

export type LeaderboardEntryRow = typeof leaderboardEntries.$inferInsert;
export type PlayerSummaryRow = typeof playerSummaries.$inferInsert;

export interface DerivedRows {
  leaderboardEntries: LeaderboardEntryRow[];
  summary: PlayerSummaryRow;
  /** The rank the GLOBAL score reaches in the account's rule set. */
  rankName: string;
}

export function derivedRows(state: PlayerState, catalogue: Catalogue): DerivedRows {
  const { userId, ruleSet } = state;
  return {
    leaderboardEntries: leaderboardTypes.flatMap((type) => {
      const entry = leaderboardScore(type, state, catalogue);
      return entry ? [{ ruleSet, type, userId, score: entry.score, tieBreak: entry.tieBreak, data: entry.data }] : [];
    }),
    summary: collectionSummary(state, catalogue, ruleSet),
    rankName: rankNameFor(leaderboardScore('GLOBAL', state, catalogue)?.score ?? 0, ruleSet),
  };
}

/** Plain cards only (constellation copies are counted by their own leaderboard). */
function collectionSummary(state: PlayerState, catalogue: Catalogue, ruleSet: RuleSet): PlayerSummaryRow {
  const plain = inventoryEntries(state).filter((e) => e.upgradeLevel === 0);
  const distinct = (entries: typeof plain) => new Set(entries.map((e) => e.itemId)).size;
  const upgradable = plain.filter((e) => catalogue.itemsById.get(e.itemId)?.isUpgradable);
  return {
    userId: state.userId,
    ruleSet,
    inventoryCount: plain.reduce((sum, e) => sum + e.quantity, 0),
    inventoryUniqueCount: distinct(plain),
    inventoryUniqueGoldenCount: distinct(plain.filter((e) => e.shinyLevel === 1)),
    inventoryUniqueUpgradableCount: distinct(upgradable),
    inventoryUniqueGoldenUpgradableCount: distinct(upgradable.filter((e) => e.shinyLevel === 1)),
    achievementUniqueCards: inventoryMetricValue('UNIQUE_CARDS', state, catalogue),
    achievementUniqueGoldenCards: inventoryMetricValue('UNIQUE_GOLDEN_CARDS', state, catalogue),
    achievementMaxedConstellations: inventoryMetricValue('MAXED_CONSTELLATIONS', state, catalogue),
    effects: activeEffects(state, catalogue),
  };
}
