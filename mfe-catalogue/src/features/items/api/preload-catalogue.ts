import type { PagePreloadContext } from '@zu/shared-platform';
import { filtersFromSearchParams, readStoredFilters } from '@zu/shared-platform/widgets';
import { catalogueQuery } from '../model/catalogue-query';
import { groupPacks, selectPack } from '../model/pack-groups';
import { catalogueApi } from './catalogue-api';

const { catalogueItems, cataloguePacks } = catalogueApi.endpoints;

/**
 * The catalogue's first requests for an address, started ahead of the page (same arguments as the page's, so RTK
 * Query's cache serves them to it): the pack list, and the cards of the filters the page will open with (the
 * link's, else the stored ones). A pack's cards wait for the pack list (its id is there); the virtual Constellation
 * pack, which depends on the game's features, is left to the page.
 */
export function preloadCatalogue({ dispatch, params, search }: PagePreloadContext): void {
  const filters = filtersFromSearchParams(search) ?? readStoredFilters(window.localStorage);
  const year = Number(search.get('year')) || undefined;
  const packs = dispatch(cataloguePacks.initiate(undefined, { subscribe: false }));
  const startCards = (packId: string | undefined) => {
    const query = catalogueQuery({ filters, packId, unknownPack: false, constellation: false, year });
    if (query) void dispatch(catalogueItems.initiate(query, { subscribe: false }));
  };
  if (params.pack === undefined) {
    startCards(undefined);
    return;
  }
  void packs.then(({ data }) => {
    const pack = data ? selectPack(groupPacks(data), params.pack, year) : undefined;
    if (pack) startCards(pack.id);
  });
}
