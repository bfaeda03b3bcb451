import type { MarketQuery, MarketSort, ShinyLevel } from '@zu/shared-contract';
import { filterParams, toItemQuery, type CatalogueFilters, type FilterScope } from '@zu/shared-platform/widgets';

/**
 * Query-string names of the Marché beside the catalogue's filters (French, readable in a shared link). The shiny
 * choice keeps the catalogue's name, so that older links to golden or chromatic offers still read the same.
 */
export const marketParams = {
  sort: 'tri',
  page: 'page',
  pack: 'pack',
  item: 'carte',
  shinyLevel: filterParams.shinyLevel,
} as const;

/** The Marché keeps its shiny choice itself: unlike the catalogue, it may list every version at once. */
export const marketFilterScope: FilterScope = Object.freeze({ shinyLevel: false });

export const marketSortOptions: readonly { value: MarketSort; word: string; label: string }[] = [
  { value: 'DATE', word: 'date', label: 'Les plus récentes' },
  { value: 'PRICE_ASC', word: 'prix', label: 'Prix croissant' },
  { value: 'PRICE_DESC', word: 'prix-decroissant', label: 'Prix décroissant' },
  { value: 'RARITY', word: 'rarete', label: 'Rareté' },
];

/**
 * The shiny choices of the Marché, as the address writes them: none lists every version, `0` the normal copies
 * only (a value of its own, so that a shared link keeps it).
 */
export const marketShinyOptions = [
  { value: '', label: 'Toutes les versions' },
  { value: '0', label: 'Normales' },
  { value: '1', label: 'Dorées' },
  { value: '2', label: 'Chromatiques' },
] as const;

/** The shiny level the address asks for; undefined (every version) when it asks none or cannot be read. */
export function marketShinyLevelOf(params: URLSearchParams): ShinyLevel | undefined {
  const word = params.get(marketParams.shinyLevel);
  return word === '0' || word === '1' || word === '2' ? (Number(word) as ShinyLevel) : undefined;
}

export function marketSortOf(params: URLSearchParams): MarketSort {
  const word = params.get(marketParams.sort);
  return marketSortOptions.find((option) => option.word === word)?.value ?? 'DATE';
}

export const sortWordOf = (sort: MarketSort): string =>
  marketSortOptions.find((option) => option.value === sort)?.word ?? 'date';

/** The 0-based page the address names (its `page` counts from 1, as a player reads it); the first when unreadable. */
export function marketPageOf(params: URLSearchParams): number {
  const page = Number(params.get(marketParams.page));
  return Number.isInteger(page) && page >= 1 ? page - 1 : 0;
}

/**
 * What the Marché asks the API for: the catalogue's filters the market knows, its shiny choice (none sent for every
 * version), the pack, the card, sort and page.
 */
export function marketQueryOf(filters: CatalogueFilters, params: URLSearchParams): MarketQuery {
  const { rarity, search } = toItemQuery(filters);
  const shinyLevel = marketShinyLevelOf(params);
  const packId = params.get(marketParams.pack) ?? undefined;
  const itemId = params.get(marketParams.item) ?? undefined;
  const page = marketPageOf(params);
  return {
    ...(itemId ? { itemId } : {}),
    ...(packId ? { packId } : {}),
    ...(rarity ? { rarity } : {}),
    ...(shinyLevel === undefined ? {} : { shinyLevel }),
    ...(search ? { search } : {}),
    sort: marketSortOf(params),
    ...(page ? { page } : {}),
  };
}

/** Pages of a result: at least one, so that an empty result still reads 'page 1 of 1'. */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
