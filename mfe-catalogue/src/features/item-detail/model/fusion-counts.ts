import type { Fusion, Item } from '@zu/shared-contract';

export interface CountedItem {
  item: Item;
  quantity: number;
}

/** A fusion's inputs once each with how many it takes (the API repeats an input once per unit). */
export function countedInputs(fusion: Fusion): CountedItem[] {
  const counted = new Map<string, CountedItem>();
  for (const item of fusion.items) {
    const entry = counted.get(item.id) ?? { item, quantity: 0 };
    entry.quantity += 1;
    counted.set(item.id, entry);
  }
  return [...counted.values()];
}
