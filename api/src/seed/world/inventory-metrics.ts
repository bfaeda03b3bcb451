// What the rules would otherwise recount from the whole inventory after every action, kept up to date from each
// entry that appears or vanishes: the metrics achievements watch (distinct cards, distinct golden cards, maxed
// constellations) and the effect cards held. The metrics only decide which achievements are worth checking
// (checkAchievements still reads the state itself); the effects are handed to the rules as the player's
// effects in force. Tests compare both with the engine's own reading.
import type { AchievementMetric } from '../../areas/achievements/achievement-definitions-rules';
import type { CardEffect } from '@zu/shared-contract';
import type { Catalogue } from '../../engine/catalogue';
import type { PresenceChange } from './fast-apply';
import { isMaxedConstellation } from '../../areas/inventory/constellation-rules';

export interface InventoryMetrics {
  /** Plain entries (any shiny level) held per counting card. */
  plainEntries: Map<string, number>;
  uniqueCards: number;
  uniqueGoldenCards: number;
  maxedConstellations: number;
  /** Entries held per effect card, and the effects in force they give (sorted, as activeEffects gives them). */
  effectEntries: Map<string, number>;
  cardEffects: CardEffect[];
}

export function createInventoryMetrics(): InventoryMetrics {
  return {
    plainEntries: new Map(),
    uniqueCards: 0,
    uniqueGoldenCards: 0,
    maxedConstellations: 0,
    effectEntries: new Map(),
    cardEffects: [],
  };
}

export function trackPresence(
  metrics: InventoryMetrics,
  changes: readonly PresenceChange[],
  catalogue: Catalogue,
): void {
  let effectsMoved = false;
  for (const { itemId, shinyLevel, upgradeLevel, change } of changes) {
    const item = catalogue.itemsById.get(itemId);
    if (item?.effect) {
      const held = (metrics.effectEntries.get(itemId) ?? 0) + change;
      if (held === 0) metrics.effectEntries.delete(itemId);
      else metrics.effectEntries.set(itemId, held);
      effectsMoved = true;
    }
    if (isMaxedConstellation(upgradeLevel)) metrics.maxedConstellations += change;
    if (upgradeLevel !== 0 || !item?.isCounting) continue;
    const before = metrics.plainEntries.get(itemId) ?? 0;
    const after = before + change;
    if (after === 0) metrics.plainEntries.delete(itemId);
    else metrics.plainEntries.set(itemId, after);
    if (before === 0 && after > 0) metrics.uniqueCards++;
    if (before > 0 && after === 0) metrics.uniqueCards--;
    if (shinyLevel === 1) metrics.uniqueGoldenCards += change;
  }
  if (effectsMoved) {
    const effects = new Set<CardEffect>();
    for (const itemId of metrics.effectEntries.keys()) {
      const effect = catalogue.itemsById.get(itemId)?.effect;
      if (effect) effects.add(effect);
    }
    metrics.cardEffects = [...effects].sort();
  }
}

/** The tracked value of an inventory metric; null for metrics read from counters. */
export function trackedMetric(metrics: InventoryMetrics, metric: AchievementMetric): number | null {
  switch (metric) {
    case 'UNIQUE_CARDS':
      return metrics.uniqueCards;
    case 'UNIQUE_GOLDEN_CARDS':
      return metrics.uniqueGoldenCards;
    case 'MAXED_CONSTELLATIONS':
      return metrics.maxedConstellations;
    default:
      return null;
  }
}
