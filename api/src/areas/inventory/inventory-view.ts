import type { Evolution, InventoryEntry, RarityCount, ShinyLevel } from '@zu/shared-contract';
import { isGolden, toItem } from '../catalogue/item-view';
import { chainProgress } from './evolution-rules';
import { toPack } from '../catalogue/pack-view';
import { constellationLevel } from './constellation-rules';
import type {
  catalogueCountRows,
  evolutionRows,
  InventoryRow,
  missingFromOtherRows,
  packCompletionRows,
} from './inventory-queries';
import type { OwnedCount } from '../players/players-schema';

// count() and sum() come back as strings from pg and numbers from PGlite.
const n = (value: unknown) => Number(value ?? 0);

export function toInventoryEntry(row: InventoryRow, publicUrl: string): InventoryEntry {
  const { entry, recycle, isFusion, isMaterial } = row;
  return {
    id: entry.id,
    item: toItem(row, publicUrl),
    quantity: entry.quantity,
    shinyLevel: entry.shinyLevel,
    isGolden: isGolden(entry.shinyLevel),
    upgradeLevel: entry.upgradeLevel,
    ...(entry.upgradeLevel > 0 ? { constellationLevel: constellationLevel(row.item.rarity, entry.upgradeLevel) } : {}),
    isFusion: Boolean(isFusion),
    isFusionComponent: Boolean(isMaterial),
    ...(recycle && row.item.isRecyclable
      ? { recycleMetadata: { craftValue: recycle.craftValue, recycleValue: recycle.recycleValue } }
      : {}),
  };
}

type CatalogueCounts = Awaited<ReturnType<typeof catalogueCountRows>>[number];

const shinyLevels = [0, 1, 2] as const;

/**
 * The collection against the catalogue: a line per rarity of the catalogue and shiny level for plain cards (zero
 * when the player has none), and a line per constellation level the player holds. A constellation line counts the
 * upgradable cards only, since only they become constellations.
 */
export function toRarityCounts(catalogue: readonly CatalogueCounts[], owned: readonly OwnedCount[]): RarityCount[] {
  const ownedOf = (rarity: number, shinyLevel: number, upgradeLevel: number) =>
    owned.find((o) => o.rarity === rarity && o.shinyLevel === shinyLevel && o.upgradeLevel === upgradeLevel);
  const lines: RarityCount[] = [];
  for (const counts of catalogue) {
    const existing = [n(counts.shiny0), n(counts.shiny1), n(counts.shiny2)];
    const upgradable = [n(counts.upgradable0), n(counts.upgradable1), n(counts.upgradable2)];
    const upgradeLevels = [
      0,
      ...new Set(owned.filter((o) => o.rarity === counts.rarity && o.upgradeLevel > 0).map((o) => o.upgradeLevel)),
    ].sort((a, b) => a - b);
    for (const upgradeLevel of upgradeLevels) {
      for (const shinyLevel of shinyLevels) {
        const mine = ownedOf(counts.rarity, shinyLevel, upgradeLevel);
        if (upgradeLevel > 0 && !mine) continue;
        lines.push({
          rarity: counts.rarity,
          shinyLevel,
          upgradeLevel,
          inventoryCount: n(mine?.copies),
          inventoryUniqueCount: n(mine?.unique),
          itemCount: upgradeLevel === 0 ? existing[shinyLevel]! : upgradable[shinyLevel]!,
          upgradableItemCount: upgradable[shinyLevel]!,
          chromaItemCount: existing[2]!,
        });
      }
    }
  }
  return lines;
}

type EvolutionRow = Awaited<ReturnType<typeof evolutionRows>>[number];

/** The chains, each as its steps in order. */
export function evolutionChains(rows: readonly EvolutionRow[]): EvolutionRow[][] {
  const chains = new Map<string, EvolutionRow[]>();
  for (const row of rows) chains.set(row.evolution.id, [...(chains.get(row.evolution.id) ?? []), row]);
  return [...chains.values()];
}

/** Where the player stands in a chain, by the evolution rule (-1 before its first card). */
export function ownedStep(chain: readonly EvolutionRow[], ownedItemIds: ReadonlySet<string>): number {
  return chainProgress(
    chain.map((row) => row.item.id),
    (itemId) => ownedItemIds.has(itemId),
  );
}

/**
 * The player's evolution: the chain they went furthest in (the first by name when several tie, or when they have
 * started none). The player keeps the earlier cards of a chain, so every step up to the furthest shows as owned.
 */
export function toEvolution(
  chains: readonly EvolutionRow[][],
  ownedItemIds: ReadonlySet<string>,
  upgradeDust: number,
  publicUrl: string,
): Evolution {
  let chosen: EvolutionRow[] | undefined;
  let chosenStep = -2;
  for (const chain of chains) {
    const step = ownedStep(chain, ownedItemIds);
    if (step > chosenStep) [chosen, chosenStep] = [chain, step];
  }
  if (!chosen) return { evolutionItems: [], evolutionUpgradeDustCost: [], upgradeDust };
  return {
    evolutionItems: chosen.map((row, index) => ({ isOwned: index <= chosenStep, item: toItem(row, publicUrl) })),
    evolutionUpgradeDustCost: chosen.slice(1).map((row) => row.step.upgradeDustCost),
    upgradeDust,
  };
}

/** The plain-card lines of the collection (constellations apart), for the statistics page. */
export function toRarityStats(catalogue: readonly CatalogueCounts[], owned: readonly OwnedCount[]) {
  return toRarityCounts(catalogue, owned)
    .filter((line) => line.upgradeLevel === 0)
    .map((line) => ({
      rarity: line.rarity,
      shinyLevel: line.shinyLevel as ShinyLevel,
      copies: line.inventoryCount,
      unique: line.inventoryUniqueCount,
      itemCount: line.itemCount,
    }));
}

/** How much of a pack a player holds: distinct cards against the pack's cards. */
export function toPackCompletion(row: Awaited<ReturnType<typeof packCompletionRows>>[number]) {
  return { pack: toPack(row.pack), unique: Number(row.unique), itemCount: Number(row.itemCount) };
}

type MissingRow = Awaited<ReturnType<typeof missingFromOtherRows>>[number];

/** Two players compared: the cards (and shiny levels) each holds that the other lacks. */
export function toPlayerCompare(
  onlyFirst: readonly MissingRow[],
  onlySecond: readonly MissingRow[],
  publicUrl: string,
) {
  const toCard = (row: MissingRow) => ({ item: toItem(row, publicUrl), shinyLevel: row.shinyLevel });
  return { onlyFirst: onlyFirst.map(toCard), onlySecond: onlySecond.map(toCard) };
}
