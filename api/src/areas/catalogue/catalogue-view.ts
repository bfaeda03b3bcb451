import type { Fusion, RecycleConfigEntry } from '@zu/shared-contract';
import { derivedId } from '../../lib/derived-id';
import type { listFusions, listRecycleConfig } from './catalogue-queries';
import type { ItemRow } from './item-selection';
import { isGolden, toItem } from './item-view';

/** A line of the recycle values. */
export function toRecycleConfigEntry(row: Awaited<ReturnType<typeof listRecycleConfig>>[number]): RecycleConfigEntry {
  return {
    // A rarity and a shiny level identify a line; its id is derived from them, so it never changes.
    id: derivedId('recycle-config', row.rarity, row.shinyLevel),
    rarity: row.rarity,
    shinyLevel: row.shinyLevel,
    isGolden: isGolden(row.shinyLevel),
    craftValue: row.craftValue,
    recycleValue: row.recycleValue,
  };
}

/** Every fusion: the card it gives and its components, one entry per copy, by the resulting card's number. */
export function toFusions(
  cards: readonly ItemRow[],
  { fusions, inputs }: Awaited<ReturnType<typeof listFusions>>,
  publicUrl: string,
): Fusion[] {
  const shown = new Map(cards.map((row) => [row.item.id, toItem(row, publicUrl)]));
  return fusions
    .map((fusion) => ({
      item: shown.get(fusion.resultItemId)!,
      items: inputs
        .filter((input) => input.fusionId === fusion.id)
        .flatMap((input) => Array.from({ length: input.quantity }, () => shown.get(input.itemId)!)),
    }))
    .sort((a, b) => a.item.identifier - b.item.identifier);
}
