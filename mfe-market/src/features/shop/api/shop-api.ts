import type { ShopEntry } from '@zu/shared-contract';
import { baseApi } from '@zu/shared-platform';

export const shopApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    marketShop: build.query<ShopEntry[], void>({ query: () => '/public/shop' }),
  }),
});

export const { useMarketShopQuery } = shopApi;
