// The engine's view of the generated catalogue, built once per simulation, plus the few lists the habits pick from
// every day (so that no player scans 1,500 cards to choose what to craft or sell).
import {
  createCatalogue,
  isClassic,
  type Catalogue,
  type CatalogueItem,
  type FusionRecipe,
  type ShinyLevel,
} from '../../engine/catalogue';
import { chainsOfSteps, type EvolutionChain } from '../../areas/inventory/evolution-rules';
import { toCatalogueItem } from '../../orchestrator/catalogue-loader';
import type { EvolutionStepRow, FusionInputRow, FusionRow, ItemRow, PackRow, RecycleConfigRow } from '../types';

export interface WorldCatalogueInput {
  packs: readonly PackRow[];
  items: readonly ItemRow[];
  fusions: readonly FusionRow[];
  fusionInputs: readonly FusionInputRow[];
  evolutionSteps: readonly EvolutionStepRow[];
  recycleConfig: readonly RecycleConfigRow[];
}

export interface CatalogueContext {
  catalogue: Catalogue;
  packs: readonly PackRow[];
  /** Packs other than 'Classique' that hold plain cards: the Vortex towers and the event banners use them. */
  themedPacks: readonly PackRow[];
  /** Plain (non-effect, non-STAR) cards by pack id. */
  plainItemsByPack: ReadonlyMap<string, readonly CatalogueItem[]>;
  /** 'Classique' cards a player may craft. */
  craftableClassics: readonly CatalogueItem[];
  fusions: readonly FusionRecipe[];
  /** Cards some fusion needs, with the largest quantity any recipe asks (collectors keep that many). */
  fusionNeeds: ReadonlyMap<string, number>;
  /** The recipes each card is an input of. */
  recipesByInput: ReadonlyMap<string, readonly FusionRecipe[]>;
  /** The evolution chains, in the catalogue's order. */
  evolutions: readonly EvolutionChain[];
  /** The cards of the evolution chains (a player who evolves keeps a copy of each). */
  evolutionItems: ReadonlySet<string>;
  /** The cheapest step of any chain: a player holding fewer star shards cannot evolve anything. */
  cheapestEvolutionStep: number;
}

function catalogueItemOf(row: ItemRow, packNames: ReadonlyMap<string, string>): CatalogueItem {
  const packName = packNames.get(row.packId);
  if (packName === undefined) throw new Error(`card ${row.id} belongs to an unknown pack ${row.packId}`);
  return toCatalogueItem({ ...row, effect: row.effect ?? null }, packName);
}

export function createCatalogueContext(input: WorldCatalogueInput): CatalogueContext {
  const packNames = new Map(input.packs.map((pack) => [pack.id, pack.name]));
  const items = input.items.map((row) => catalogueItemOf(row, packNames));
  const inputsByFusion = new Map<string, { itemId: string; quantity: number }[]>();
  for (const row of input.fusionInputs) {
    const list = inputsByFusion.get(row.fusionId) ?? [];
    list.push({ itemId: row.itemId, quantity: row.quantity });
    inputsByFusion.set(row.fusionId, list);
  }
  const fusions: FusionRecipe[] = input.fusions.map((row) => ({
    resultItemId: row.resultItemId,
    inputs: inputsByFusion.get(row.id ?? '') ?? [],
  }));
  const catalogue = createCatalogue({
    items,
    recycleConfig: input.recycleConfig.map((row) => ({
      rarity: row.rarity,
      shinyLevel: row.shinyLevel as ShinyLevel,
      craftValue: row.craftValue,
      recycleValue: row.recycleValue,
    })),
    fusions,
  });

  const plainItemsByPack = new Map<string, CatalogueItem[]>();
  for (const item of items) {
    if (item.effect !== null || item.rarity > 5) continue;
    const list = plainItemsByPack.get(item.packId) ?? [];
    list.push(item);
    plainItemsByPack.set(item.packId, list);
  }
  const themedPacks = input.packs.filter(
    (pack) => pack.name !== 'Classique' && (plainItemsByPack.get(pack.id ?? '')?.length ?? 0) > 0,
  );
  const fusionNeeds = new Map<string, number>();
  const recipesByInput = new Map<string, FusionRecipe[]>();
  for (const recipe of fusions) {
    const needed = new Map<string, number>();
    for (const part of recipe.inputs) needed.set(part.itemId, (needed.get(part.itemId) ?? 0) + part.quantity);
    for (const [itemId, quantity] of needed) {
      fusionNeeds.set(itemId, Math.max(fusionNeeds.get(itemId) ?? 0, quantity));
      recipesByInput.set(itemId, [...(recipesByInput.get(itemId) ?? []), recipe]);
    }
  }
  const evolutions = chainsOfSteps(input.evolutionSteps);
  return {
    catalogue,
    packs: input.packs,
    themedPacks,
    plainItemsByPack,
    craftableClassics: items.filter((item) => isClassic(item) && item.isCraftable && item.effect === null),
    fusions,
    fusionNeeds,
    recipesByInput,
    evolutions,
    evolutionItems: new Set(evolutions.flatMap((chain) => chain.itemIds)),
    cheapestEvolutionStep: Math.min(...evolutions.flatMap((chain) => chain.upgradeDustCosts)),
  };
}
