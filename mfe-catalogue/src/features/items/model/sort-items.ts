import type { Item } from '@zu/shared-contract';

export type ItemSort = 'rarete' | 'alpha' | 'numero' | 'points';

export const itemSortOptions: readonly { value: ItemSort; label: string }[] = [
  { value: 'rarete', label: 'Rareté' },
  { value: 'alpha', label: 'Alphabétique' },
  { value: 'numero', label: 'Numéro' },
  { value: 'points', label: 'Points' },
];

export const defaultItemSort: ItemSort = 'rarete';

export function toItemSort(value: string | null): ItemSort {
  return itemSortOptions.some((o) => o.value === value) ? (value as ItemSort) : defaultItemSort;
}

const byNumber = (a: Item, b: Item) => a.identifier - b.identifier;
const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** A sorted copy: rarity (highest first), name, number, or points of the shown shiny level (highest first). */
export function sortItems(items: readonly Item[], sort: ItemSort, shinyLevel: 0 | 1 | 2): Item[] {
  const copy = [...items];
  switch (sort) {
    case 'rarete':
      return copy.sort((a, b) => b.rarity - a.rarity || byNumber(a, b));
    case 'alpha':
      return copy.sort((a, b) => collator.compare(a.name, b.name) || byNumber(a, b));
    case 'points':
      return copy.sort((a, b) => b.scores[shinyLevel] - a.scores[shinyLevel] || byNumber(a, b));
    default:
      return copy.sort(byNumber);
  }
}

/** The cards of the rarities picked (all of them when none is). */
export function ofRarities(items: readonly Item[], rarities: readonly number[]): readonly Item[] {
  return rarities.length === 0 ? items : items.filter((item) => rarities.includes(item.rarity));
}
