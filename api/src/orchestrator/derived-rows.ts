// What follows from a player's state rather than from history: their entry on each leaderboard and the collection
// figures a profile and the achievement page show. One pure function, used by the data layer after every action and
// by the seed on its final states, so the two can never disagree.
import type { RuleSet } from '../engine/rule-sets';
import { inventoryMetricValue } from '../areas/achievements/achievements-rules';
import { activeEffects } from '../areas/inventory/effect-cards-rules';
import type { leaderboardEntries } from '../areas/leaderboards/leaderboards-schema';
import { leaderboardScore, leaderboardTypes } from '../areas/leaderboards/leaderboards-rules';
import { rankNameFor } from '../areas/players/players-rules';
import type { OwnedCount, playerSummaries } from '../areas/players/players-schema';
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

/**
 * The collection's counters: plain cards for the card counts, constellation copies (upgrade level 1 and up, the
 * entries the UPGRADE leaderboard counts) for the constellation counts, so a profile's "Constellations uniques" and
 * its constellations tab always speak of the same cards.
 */
function collectionSummary(state: PlayerState, catalogue: Catalogue, ruleSet: RuleSet): PlayerSummaryRow {
  const held = inventoryEntries(state);
  const plain = held.filter((e) => e.upgradeLevel === 0);
  const constellations = held.filter((e) => e.upgradeLevel >= 1);
  const distinct = (entries: typeof held) => new Set(entries.map((e) => e.itemId)).size;
  return {
    userId: state.userId,
    ruleSet,
    inventoryCount: plain.reduce((sum, e) => sum + e.quantity, 0),
    inventoryUniqueCount: distinct(plain),
    inventoryUniqueGoldenCount: distinct(plain.filter((e) => e.shinyLevel === 1)),
    inventoryUniqueUpgradableCount: distinct(constellations),
    inventoryUniqueGoldenUpgradableCount: distinct(constellations.filter((e) => e.shinyLevel === 1)),
    achievementUniqueCards: inventoryMetricValue('UNIQUE_CARDS', state, catalogue),
    achievementUniqueGoldenCards: inventoryMetricValue('UNIQUE_GOLDEN_CARDS', state, catalogue),
    achievementMaxedConstellations: inventoryMetricValue('MAXED_CONSTELLATIONS', state, catalogue),
    effects: activeEffects(state, catalogue),
    ownedCounts: ownedCounts(state, catalogue),
  };
}

/** Every card held, constellations included, counted by rarity, shiny level and constellation level. */
function ownedCounts(state: PlayerState, catalogue: Catalogue): OwnedCount[] {
  const groups = new Map<string, { count: OwnedCount; itemIds: Set<string> }>();
  for (const entry of inventoryEntries(state)) {
    const rarity = catalogue.itemsById.get(entry.itemId)?.rarity;
    if (entry.quantity <= 0 || rarity === undefined) continue;
    const key = `${rarity}|${entry.shinyLevel}|${entry.upgradeLevel}`;
    let group = groups.get(key);
    if (!group) {
      const count = { rarity, shinyLevel: entry.shinyLevel, upgradeLevel: entry.upgradeLevel, copies: 0, unique: 0 };
      groups.set(key, (group = { count, itemIds: new Set() }));
    }
    group.count.copies += entry.quantity;
    group.itemIds.add(entry.itemId);
  }
  return [...groups.values()]
    .map(({ count, itemIds }) => ({ ...count, unique: itemIds.size }))
    .sort((a, b) => a.rarity - b.rarity || a.shinyLevel - b.shinyLevel || a.upgradeLevel - b.upgradeLevel);
}
