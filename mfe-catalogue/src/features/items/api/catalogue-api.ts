import type { Boosters, Item, ItemDetail, ItemQuery } from '@zu/shared-contract';
import { baseApi } from '@zu/shared-platform';

export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    catalogueItems: build.query<Item[], ItemQuery>({
      query: (params) => ({ url: '/public/item', params }),
      providesTags: ['Item'],
    }),
    catalogueItem: build.query<ItemDetail, string>({
      query: (slug) => `/public/item/${encodeURIComponent(slug)}`,
      providesTags: ['Item'],
    }),
    catalogueBoosters: build.query<Boosters, void>({ query: () => '/public/booster', providesTags: ['Pack'] }),
  }),
});

export const { useCatalogueItemsQuery, useCatalogueItemQuery, useCatalogueBoostersQuery } = catalogueApi;
