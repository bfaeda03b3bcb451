// What the rules need to know of the card catalogue, shared by both rule sets. The data layer or the seed builds
// it once from the catalogue tables; the rules only read it.
import type { CardEffect } from '@zu/shared-contract';

/** 0 normal, 1 golden, 2 chromatic. */
export type ShinyLevel = 0 | 1 | 2;
export const shinyLevels: readonly ShinyLevel[] = [0, 1, 2];

/** Rarity 6 is the STAR rarity. */
export const starRarity = 6;
/** The pack reissued every year; its cards recycle into loreDust and carry the constellations. */
export const classicPackName = 'Classique';

export interface CatalogueItem {
  id: string;
  rarity: number;
  packId: string;
  packName: string;
  /** Points per shiny level. */
  scores: readonly [number, number, number];
  /** Which shiny levels exist for the card. */
  shinyLevels: readonly [boolean, boolean, boolean];
  isRecyclable: boolean;
  isTradable: boolean;
  isCounting: boolean;
  isCraftable: boolean;
  isInvocable: boolean;
  isGoldable: boolean;
  isUpgradable: boolean;
  effect: CardEffect | null;
}

export interface RecycleConfigEntry {
  rarity: number;
  shinyLevel: ShinyLevel;
  craftValue: number;
  recycleValue: number;
}

export interface FusionInput {
  itemId: string;
  quantity: number;
}

export interface FusionRecipe {
  resultItemId: string;
  /** Either one entry per unit or entries with a quantity: both are summed per card. */
  inputs: readonly FusionInput[];
}

export interface Catalogue {
  items: readonly CatalogueItem[];
  itemsById: ReadonlyMap<string, CatalogueItem>;
  fusionsByResult: ReadonlyMap<string, FusionRecipe>;
  recycleConfig: ReadonlyMap<string, RecycleConfigEntry>;
}

export function createCatalogue(input: {
  items: readonly CatalogueItem[];
  recycleConfig: readonly RecycleConfigEntry[];
  fusions: readonly FusionRecipe[];
}): Catalogue {
  return {
    items: input.items,
    itemsById: new Map(input.items.map((item) => [item.id, item])),
    fusionsByResult: new Map(input.fusions.map((fusion) => [fusion.resultItemId, fusion])),
    recycleConfig: new Map(input.recycleConfig.map((row) => [recycleKey(row.rarity, row.shinyLevel), row])),
  };
}

function recycleKey(rarity: number, shinyLevel: number): string {
  return `${rarity}:${shinyLevel}`;
}

export function recycleEntry(
  catalogue: Catalogue,
  rarity: number,
  shinyLevel: ShinyLevel,
): RecycleConfigEntry | undefined {
  return catalogue.recycleConfig.get(recycleKey(rarity, shinyLevel));
}

export function isClassic(item: Pick<CatalogueItem, 'packName'>): boolean {
  return item.packName === classicPackName;
}

export function hasShinyLevel(item: CatalogueItem, shinyLevel: ShinyLevel): boolean {
  return item.shinyLevels[shinyLevel];
}

const selections = new WeakMap<Catalogue, Map<string, unknown>>();

/**
 * A list derived from the catalogue's cards (an invocation pool, a pack's cards…), computed once per catalogue and
 * key. A catalogue never changes once built, and filtering its 1,500 cards on every invocation or Vortex attempt
 * would dominate a simulated world. `key` names the selection: the same key must always select the same way.
 */
export function catalogueSelection<T>(catalogue: Catalogue, key: string, select: () => T): T {
  let cache = selections.get(catalogue);
  if (!cache) {
    cache = new Map();
    selections.set(catalogue, cache);
  }
  if (!cache.has(key)) cache.set(key, select());
  return cache.get(key) as T;
}
