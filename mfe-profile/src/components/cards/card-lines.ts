import type { Item } from '@zu/shared-contract';

/** One line of a card list: the card, its shiny level, and how many copies (absent in a comparison). */
export interface CardLine {
  key: string;
  item: Item;
  shinyLevel: number;
  quantity?: number;
  upgradeLevel?: number;
}

export interface CardFilter {
  search: string;
  /** -1: every shiny level. */
  shinyLevel: number;
}

export const noCardFilter: CardFilter = { search: '', shinyLevel: -1 };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Keeps the lines whose card name holds the search (accents and case aside) or whose number it is. */
export function filterCardLines(lines: readonly CardLine[], filter: CardFilter): CardLine[] {
  const search = fold(filter.search.trim());
  return lines.filter(
    (line) =>
      (filter.shinyLevel < 0 || line.shinyLevel === filter.shinyLevel) &&
      (!search || fold(line.item.name).includes(search) || String(line.item.identifier) === search),
  );
}
