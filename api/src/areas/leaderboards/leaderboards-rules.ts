// Leaderboards (scores and tie-breakers chosen: the game publishes only the types and the shapes of `data`).
// Players with the same score share a position, as SQL's rank() gives it (1, 2, 2, 4); inside a tie the
// tie-breaker, then the player name, fixes the order so that a page never reshuffles between two loads.
import { leaderboardTypes, type CardEffect, type LeaderboardType } from '@zu/shared-contract';
import { constellationLevel, maxedConstellationCount } from '../inventory/constellation-rules';
import { activeEffects, effectPointsBonus } from '../inventory/effect-cards-rules';
import type { Catalogue } from '../../engine/catalogue';
import { inventoryEntries, type InventoryEntry, type PlayerState } from '../../engine/player-state';

// The one list of types, shared with the contract (the routes validate against it).
export { leaderboardTypes, type LeaderboardType };

export interface LeaderboardScore {
  type: LeaderboardType;
  score: number;
  /** `{total}`, `{total, totalDistinct}`, `{achievementCount}` or `{total, maxed}`. */
  data: Record<string, number>;
  /** Orders players of equal score (higher first); never changes their position. */
  tieBreak: number;
}

/** Plain copies (no constellation) of cards that count for the leaderboards. */
function countingEntries(state: PlayerState, catalogue: Catalogue): InventoryEntry[] {
  return inventoryEntries(state).filter((e) => e.upgradeLevel === 0 && catalogue.itemsById.get(e.itemId)?.isCounting);
}

function distinctItems(entries: readonly InventoryEntry[]): number {
  return new Set(entries.map((e) => e.itemId)).size;
}

function copies(entries: readonly InventoryEntry[]): number {
  return entries.reduce((sum, e) => sum + e.quantity, 0);
}

/**
 * GLOBAL: the points of every distinct card × shiny level held (a card's points per shiny level), plus or minus 500
 * per points effect, never below zero; data {total: copies, totalDistinct: distinct card × shiny level}; ties: more
 * distinct cards first.
 */
function globalScore(state: PlayerState, catalogue: Catalogue, effects: readonly CardEffect[]): LeaderboardScore {
  const entries = countingEntries(state, catalogue);
  const points = entries.reduce((sum, e) => sum + (catalogue.itemsById.get(e.itemId)?.scores[e.shinyLevel] ?? 0), 0);
  return {
    type: 'GLOBAL',
    score: Math.max(0, points + effectPointsBonus(effects)),
    data: { total: copies(entries), totalDistinct: entries.length },
    tieBreak: entries.length,
  };
}

/** One player's entry on a leaderboard; null when the player is not on it (TRADELESS after a first trade). */
export function leaderboardScore(
  type: LeaderboardType,
  state: PlayerState,
  catalogue: Catalogue,
): LeaderboardScore | null {
  const entries = () => countingEntries(state, catalogue);
  const unique = (list: InventoryEntry[]) => ({
    type,
    score: distinctItems(list),
    data: { total: distinctItems(list) },
    tieBreak: copies(list),
  });
  switch (type) {
    case 'GLOBAL':
      return globalScore(state, catalogue, activeEffects(state, catalogue));
    case 'TRADELESS':
      return state.counters.tradeCount === 0
        ? { ...globalScore(state, catalogue, activeEffects(state, catalogue)), type }
        : null;
    case 'INVENTORY_UNIQUE':
      return unique(entries());
    case 'INVENTORY_UNIQUE_NORMAL':
      return unique(entries().filter((e) => e.shinyLevel === 0));
    case 'INVENTORY_UNIQUE_GOLDEN':
      return unique(entries().filter((e) => e.shinyLevel === 1));
    case 'INVENTORY_UNIQUE_CHROMA':
      return unique(entries().filter((e) => e.shinyLevel === 2));
    case 'FUSION':
      return {
        type,
        score: state.counters.fusionCount,
        data: { total: state.counters.fusionCount },
        tieBreak: distinctItems(entries()),
      };
    case 'LUCKY':
      return {
        type,
        score: state.counters.luckyCount,
        data: { total: state.counters.luckyCount },
        // No second figure says more about luck: equal scores go by name.
        tieBreak: 0,
      };
    case 'CHALLENGE':
      return {
        type,
        score: state.counters.challengeScore,
        data: { total: state.counters.challengeCount },
        tieBreak: state.counters.challengeCount,
      };
    case 'ACHIEVEMENT':
      return {
        type,
        score: state.counters.achievementScore,
        data: { achievementCount: state.counters.achievementCount },
        tieBreak: state.counters.achievementCount,
      };
    case 'REPUTATION': {
      const values = Object.values(state.reputations);
      const total = values.reduce((sum, v) => sum + v, 0);
      return { type, score: total, data: { total }, tieBreak: Math.max(0, ...values) };
    }
    case 'UPGRADE': {
      const constellations = inventoryEntries(state).filter((e) => e.upgradeLevel >= 1);
      const levels = constellations.reduce((sum, e) => {
        const rarity = catalogue.itemsById.get(e.itemId)?.rarity ?? e.upgradeLevel;
        return sum + constellationLevel(rarity, e.upgradeLevel);
      }, 0);
      const maxed = maxedConstellationCount(state);
      return { type, score: levels, data: { total: constellations.length, maxed }, tieBreak: maxed };
    }
  }
}

export interface LeaderboardRow {
  userId: string;
  userName: string;
  score: number;
  tieBreak: number;
}

export type RankedRow<R extends LeaderboardRow> = R & { position: number };

/**
 * The players with a score above zero (a board of everyone tied at zero, all first, says nothing), sorted by score,
 * tie-breaker, name; position = 1 + the number of players with a strictly higher score.
 */
export function rankLeaderboard<R extends LeaderboardRow>(rows: readonly R[]): RankedRow<R>[] {
  const sorted = rows
    .filter((row) => row.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.tieBreak - a.tieBreak ||
        (a.userName < b.userName ? -1 : a.userName > b.userName ? 1 : 0) ||
        (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
    );
  let position = 0;
  return sorted.map((row, index) => {
    if (index === 0 || row.score !== sorted[index - 1]?.score) position = index + 1;
    return { ...row, position };
  });
}
