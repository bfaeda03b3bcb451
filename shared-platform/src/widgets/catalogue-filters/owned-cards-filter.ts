import type { FilterKeyword } from '@zu/shared-contract/constants';
import type { Item } from '@zu/shared-contract';
import type { CatalogueFilters } from './catalogue-filters';

/** A copy of a card a player owns (inventory, comparison): the card and the version of it they own. */
export interface OwnedCard {
  item: Item;
  shinyLevel: number;
}

const keywordTest: Readonly<Record<FilterKeyword, (item: Item) => boolean>> = {
  IS_TRADABLE: (item) => item.isTradable,
  IS_RECYCLABLE: (item) => item.isRecyclable,
  IS_INVOCABLE: (item) => item.isInvocable,
  IS_UPGRADABLE: (item) => item.isUpgradable,
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Whether a card answers a search typed in the browser: its name (accents and case aside) or its number. */
export function matchesCardSearch(item: Pick<Item, 'name' | 'identifier'>, typed: string): boolean {
  const search = fold(typed.trim().replace(/^#/, ''));
  return !search || fold(item.name).includes(search) || String(item.identifier) === search;
}

/**
 * The catalogue's filters applied in the browser to cards a player owns, whose list the API sends whole: the
 * shiny level picks the copies of that version; the search matches a name (accents and case aside) or a number.
 */
export function filterOwnedCards<T extends OwnedCard>(cards: readonly T[], filters: CatalogueFilters): T[] {
  return cards.filter(
    ({ item, shinyLevel }) =>
      shinyLevel === filters.shinyLevel &&
      (filters.rarities.length === 0 || filters.rarities.includes(item.rarity)) &&
      filters.filters.every((keyword) => keywordTest[keyword](item)) &&
      (!filters.fusions || item.isFusion) &&
      (!filters.materials || item.isMaterial) &&
      matchesCardSearch(item, filters.search),
  );
}
