import type { Item } from '@zu/shared-contract';
import { packsApi, type PagePreloadContext } from '@zu/shared-platform';
import {
  cardPictureSrc,
  defaultCatalogueFilters,
  filtersFromSearchParams,
  readStoredFilters,
  type CatalogueFilters,
} from '@zu/shared-platform/widgets';
import { catalogueQuery } from '../model/catalogue-query';
import { groupPacks, selectPack } from '../model/pack-groups';
import { ofRarities, sortItems, toItemSort, type ItemSort } from '../model/sort-items';
import { catalogueApi } from './catalogue-api';

const { catalogueItems } = catalogueApi.endpoints;

/** The cards of a wide screen's first two rows: their pictures are the page's largest paint. */
const firstScreenfulCards = 14;

/**
 * The catalogue's first requests for an address, started ahead of the page (same arguments as the page's, so RTK
 * Query's cache serves them to it): the pack list, the cards of the filters the page will open with (the link's,
 * else the stored ones), then the pictures of the first cards it will show (the browser's cache serves them to the
 * page). A pack's cards wait for the pack list (its id is there); the virtual Constellation pack, which depends on
 * the game's features, is left to the page. Settled once the cards have answered; it also runs in Node, for the
 * page's first view rendered ahead of visits (no storage there, and no pictures to fetch).
 */
export async function preloadCatalogue({ dispatch, params, search }: PagePreloadContext): Promise<void> {
  const filters =
    filtersFromSearchParams(search) ??
    (typeof window === 'undefined' ? defaultCatalogueFilters : readStoredFilters(window.localStorage));
  const year = Number(search.get('year')) || undefined;
  const sort = toItemSort(search.get('tri'));
  const packs = dispatch(packsApi.endpoints.packs.initiate(undefined, { subscribe: false }));
  const startCards = async (packId: string | undefined) => {
    const query = catalogueQuery({ filters, packId, unknownPack: false, constellation: false, year });
    if (!query) return;
    const { data } = await dispatch(catalogueItems.initiate(query, { subscribe: false }));
    if (data) preloadFirstPictures(data, filters, sort);
  };
  if (params.pack === undefined) {
    await Promise.all([packs, startCards(undefined)]);
    return;
  }
  const { data } = await packs;
  const pack = data ? selectPack(groupPacks(data), params.pack, year) : undefined;
  if (pack) await startCards(pack.id);
}

const preloadedPictures = new Set<string>();

function preloadFirstPictures(items: readonly Item[], filters: CatalogueFilters, sort: ItemSort): void {
  if (typeof Image === 'undefined') return;
  const first = sortItems(ofRarities(items, filters.rarities), sort, filters.shinyLevel).slice(0, firstScreenfulCards);
  for (const item of first) {
    const src = cardPictureSrc(item, filters.shinyLevel);
    if (!src || preloadedPictures.has(src)) continue;
    preloadedPictures.add(src);
    const picture = new Image();
    picture.fetchPriority = 'high';
    picture.src = src;
  }
}
