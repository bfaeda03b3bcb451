// What an invocation draws (chosen: the game publishes no odds). First a rarity, by weight among the rarities the
// pool holds, then a card of that rarity, then its shiny level.
import type { Prng } from '../../engine/prng';
import { hasShinyLevel, starRarity, type CatalogueItem, type ShinyLevel } from '../../engine/catalogue';

export type Weights = readonly (readonly [number, number])[];

/** Rarity weights out of 10,000: 50%, 28%, 15%, 6%, 1%. */
export const invocationRarityWeights: Weights = [
  [1, 5000],
  [2, 2800],
  [3, 1500],
  [4, 600],
  [5, 100],
];
export const starRarityWeights: Weights = [[starRarity, 1]];

/** A basic invocation's card comes out chromatic 0.5% of the time and golden 3%, each if the card exists so. */
export const invocationChromaChance = 0.005;
export const invocationGoldenChance = 0.03;
/** A STAR card comes out chromatic 10% of the time when it exists so. */
export const starChromaChance = 0.1;

/** How the shiny level is chosen: by chance, or forced by the kind of invocation. */
export type ShinyMode = 'CHANCE' | 'GOLDEN' | 'CHROMA' | 'STAR';

const poolsByRarity = new WeakMap<readonly CatalogueItem[], Map<number, CatalogueItem[]>>();

/**
 * A pool's cards by rarity, in pool order, computed once per pool: pools come from catalogueSelection and never
 * change, and a simulated world draws from them millions of times.
 */
function byRarity(pool: readonly CatalogueItem[]): Map<number, CatalogueItem[]> {
  let split = poolsByRarity.get(pool);
  if (!split) {
    split = new Map();
    for (const item of pool) {
      const list = split.get(item.rarity);
      if (list) list.push(item);
      else split.set(item.rarity, [item]);
    }
    poolsByRarity.set(pool, split);
  }
  return split;
}

/** The weighted rarities a draw from `present` picks among, no lower than `minRarity`. */
function usableWeights(weights: Weights, present: ReadonlyMap<number, unknown>, minRarity: number): Weights {
  return weights.filter(([rarity, weight]) => rarity >= minRarity && weight > 0 && present.has(rarity));
}

/** An event may hold rarities the table does not weigh: then the draw is even among what it holds. */
function unweighedRarities(present: ReadonlyMap<number, unknown>, minRarity: number): number[] {
  return [...present.keys()].filter((rarity) => rarity >= minRarity).sort((a, b) => a - b);
}

/** Draws a rarity among those `pool` holds, no lower than `minRarity`; null when none fits. */
export function drawRarity(prng: Prng, weights: Weights, pool: readonly CatalogueItem[], minRarity = 1): number | null {
  const present = byRarity(pool);
  const usable = usableWeights(weights, present, minRarity);
  if (usable.length > 0) return prng.weightedPick(usable);
  const fallback = unweighedRarities(present, minRarity);
  return fallback.length > 0 ? prng.pick(fallback) : null;
}

/** The chance of each rarity in one drawRarity from `pool`: the published odds. */
export function rarityOdds(weights: Weights, pool: readonly CatalogueItem[], minRarity = 1): Map<number, number> {
  const present = byRarity(pool);
  const usable = usableWeights(weights, present, minRarity);
  if (usable.length > 0) {
    const total = usable.reduce((sum, [, weight]) => sum + weight, 0);
    return new Map(usable.map(([rarity, weight]) => [rarity, weight / total]));
  }
  const fallback = unweighedRarities(present, minRarity);
  return new Map(fallback.map((rarity) => [rarity, 1 / fallback.length]));
}

export function drawShinyLevel(prng: Prng, item: CatalogueItem, mode: ShinyMode): ShinyLevel {
  switch (mode) {
    case 'GOLDEN':
      return 1;
    case 'CHROMA':
      return 2;
    case 'STAR':
      return hasShinyLevel(item, 2) && prng.chance(starChromaChance) ? 2 : 0;
    case 'CHANCE': {
      // One roll, two windows of their own width: a card with no chromatic version stays plain in the chromatic
      // window rather than falling into the golden one, so the golden rate is the published one for every card.
      const roll = prng.float();
      if (roll < invocationChromaChance) return hasShinyLevel(item, 2) ? 2 : 0;
      if (roll < invocationChromaChance + invocationGoldenChance) return hasShinyLevel(item, 1) ? 1 : 0;
      return 0;
    }
  }
}

export interface Drawn {
  item: CatalogueItem;
  shinyLevel: ShinyLevel;
}

export function drawCard(
  prng: Prng,
  pool: readonly CatalogueItem[],
  weights: Weights,
  mode: ShinyMode,
  minRarity = 1,
): Drawn | null {
  const rarity = drawRarity(prng, weights, pool, minRarity);
  if (rarity === null) return null;
  const item = prng.pick(byRarity(pool).get(rarity) ?? []);
  return { item, shinyLevel: drawShinyLevel(prng, item, mode) };
}
