// Achievements: each one watches a metric of the player (loot days, cards held, fusions…) and unlocks, once and
// for good, when it reaches its target, paying its loreDust reward and adding its score to the ACHIEVEMENT
// leaderboard. After every action the unlocks it caused are added as follow-up effects.
import { maxedConstellationCount } from '../inventory/constellation-rules';
import type { Catalogue } from '../../engine/catalogue';
import { makeEffects, type ActionContext, type CounterName, type Effects } from '../../engine/effects';
import { inventoryEntries, type PlayerState } from '../../engine/player-state';
import type { GameRecord } from '../../engine/records';
import { instantString } from '../../engine/world-rules';
import {
  achievementDefinitions,
  lootDaysPerYear,
  type AchievementDefinition,
  type AchievementMetric,
} from './achievement-definitions-rules';

/** The metrics read from the inventory rather than from a counter. */
export type InventoryMetric = Extract<
  AchievementMetric,
  'UNIQUE_CARDS' | 'UNIQUE_GOLDEN_CARDS' | 'MAXED_CONSTELLATIONS'
>;

/**
 * A metric's value from the player's counters, and from `inventoryValue` for the three the inventory holds: the
 * engine reads them from the state (achievementMetricValue), the achievement page from the figures kept for the
 * player after every action (the counters row and the collection summary).
 */
export function metricValueOf(
  metric: AchievementMetric,
  counters: Readonly<Record<CounterName, number>>,
  inventoryValue: (metric: InventoryMetric) => number,
): number {
  switch (metric) {
    case 'LOOT_DAYS':
      return counters.dailyLootCount;
    case 'UNIQUE_CARDS':
    case 'UNIQUE_GOLDEN_CARDS':
    case 'MAXED_CONSTELLATIONS':
      return inventoryValue(metric);
    case 'FUSIONS':
      return counters.fusionCount;
    case 'INVOCATIONS':
      return counters.invocationCount;
    case 'TOWER_FLOOR':
      return counters.bestTowerFloor;
    case 'TOWER_ATTEMPTS':
      return counters.towerAttemptCount;
    case 'TRADES':
      return counters.tradeCount;
    case 'TICKETS':
      return counters.luckyCount;
    case 'CHALLENGES':
      return counters.challengeCount;
  }
}

/** An inventory metric's value: distinct counting cards held plain (golden ones), constellations at their maximum. */
export function inventoryMetricValue(metric: InventoryMetric, state: PlayerState, catalogue: Catalogue): number {
  const plain = () =>
    inventoryEntries(state).filter((e) => e.upgradeLevel === 0 && catalogue.itemsById.get(e.itemId)?.isCounting);
  const distinct = (entries: { itemId: string }[]) => new Set(entries.map((e) => e.itemId)).size;
  switch (metric) {
    case 'UNIQUE_CARDS':
      return distinct(plain());
    case 'UNIQUE_GOLDEN_CARDS':
      return distinct(plain().filter((e) => e.shinyLevel === 1));
    case 'MAXED_CONSTELLATIONS':
      return maxedConstellationCount(state);
  }
}

export function achievementMetricValue(metric: AchievementMetric, state: PlayerState, catalogue: Catalogue): number {
  return metricValueOf(metric, state.counters, (inventoryMetric) =>
    inventoryMetricValue(inventoryMetric, state, catalogue),
  );
}

export interface AchievementProgress {
  type: AchievementMetric;
  current: number;
  max: number;
  /** Loot achievements only: one item per year, named '◇ n/365'. */
  items: { name: string; done: boolean }[] | null;
}

/** Progress as the achievement page shows it; null once unlocked. */
export function achievementProgress(
  definition: AchievementDefinition,
  state: PlayerState,
  catalogue: Catalogue,
): AchievementProgress | null {
  if (state.achievements[definition.id]) return null;
  const current = Math.min(definition.target, achievementMetricValue(definition.metric, state, catalogue));
  let items: AchievementProgress['items'] = null;
  if (definition.metric === 'LOOT_DAYS') {
    const years = Math.ceil(definition.target / lootDaysPerYear);
    items = Array.from({ length: years }, (_, year) => {
      const days = Math.max(0, Math.min(lootDaysPerYear, current - year * lootDaysPerYear));
      return { name: `◇ ${days}/${lootDaysPerYear}`, done: days === lootDaysPerYear };
    });
  }
  return { type: definition.metric, current, max: definition.target, items };
}

export interface AchievementContext extends ActionContext {
  catalogue: Catalogue;
  definitions?: readonly AchievementDefinition[];
}

/** Unlocks every achievement `state` (the state after an action) reaches and has not unlocked yet. */
export function checkAchievements(state: PlayerState, ctx: AchievementContext): Effects {
  const reached = (ctx.definitions ?? achievementDefinitions).filter(
    (d) => !state.achievements[d.id] && achievementMetricValue(d.metric, state, ctx.catalogue) >= d.target,
  );
  if (reached.length === 0) return makeEffects();
  const at = instantString(ctx.now);
  const records: GameRecord[] = reached.map((d) => ({
    kind: 'achievementUnlocked',
    at,
    achievementId: d.id,
    score: d.score,
    rewardLoreDust: d.rewardLoreDust,
  }));
  return makeEffects({
    currencies: { loreDust: reached.reduce((sum, d) => sum + d.rewardLoreDust, 0) },
    counters: [
      { counter: 'achievementCount', delta: reached.length },
      { counter: 'achievementScore', delta: reached.reduce((sum, d) => sum + d.score, 0) },
    ],
    records,
  });
}
