import type { Boosters, Item, ItemDetail, ItemQuery, Pack } from '@zu/shared-contract';
import { baseApi } from '@zu/shared-platform';

export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    catalogueItems: build.query<Item[], ItemQuery>({
      query: (params) => ({ url: '/public/item', params }),
      providesTags: ['Item'],
    }),
    cataloguePacks: build.query<Pack[], void>({ query: () => '/public/pack', providesTags: ['Pack'] }),
    catalogueItem: build.query<ItemDetail, string>({
      query: (slug) => `/public/item/${encodeURIComponent(slug)}`,
      providesTags: ['Item'],
    }),
    catalogueBoosters: build.query<Boosters, void>({ query: () => '/public/booster', providesTags: ['Pack'] }),
  }),
});

export const { useCatalogueItemsQuery, useCataloguePacksQuery, useCatalogueItemQuery, useCatalogueBoostersQuery } =
  catalogueApi;
