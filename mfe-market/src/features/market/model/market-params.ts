import type { MarketQuery, MarketSort } from '@zu/shared-contract';
import { toItemQuery, type CatalogueFilters } from '@zu/shared-platform/widgets';

/** Query-string names of the Marché beside the catalogue's filters (French, readable in a shared link). */
export const marketParams = { sort: 'tri', page: 'page', pack: 'pack', item: 'carte' } as const;

export const marketSortOptions: readonly { value: MarketSort; word: string; label: string }[] = [
  { value: 'DATE', word: 'date', label: 'Les plus récentes' },
  { value: 'PRICE_ASC', word: 'prix', label: 'Prix croissant' },
  { value: 'PRICE_DESC', word: 'prix-decroissant', label: 'Prix décroissant' },
  { value: 'RARITY', word: 'rarete', label: 'Rareté' },
];

/** The shiny choices of the Marché: without a choice every version is listed (the catalogue's 0 shows normal cards). */
export const marketShinyOptions = [
  { value: 0, label: 'Toutes les versions' },
  { value: 1, label: 'Dorées' },
  { value: 2, label: 'Chromatiques' },
] as const;

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

/** What the Marché asks the API for: the catalogue's filters the market knows, the pack, the card, sort and page. */
export function marketQueryOf(filters: CatalogueFilters, params: URLSearchParams): MarketQuery {
  const { rarity, search, shinyLevel } = toItemQuery(filters);
  const packId = params.get(marketParams.pack) ?? undefined;
  const itemId = params.get(marketParams.item) ?? undefined;
  const page = marketPageOf(params);
  return {
    ...(itemId ? { itemId } : {}),
    ...(packId ? { packId } : {}),
    ...(rarity ? { rarity } : {}),
    ...(shinyLevel ? { shinyLevel } : {}),
    ...(search ? { search } : {}),
    sort: marketSortOf(params),
    ...(page ? { page } : {}),
  };
}

/** Pages of a result: at least one, so that an empty result still reads 'page 1 of 1'. */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
