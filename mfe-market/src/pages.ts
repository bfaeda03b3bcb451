import type { PageMap } from '@zu/shared-platform';

/** Exposed as `./pages`: every route this area owns (the type makes the map complete), loaded lazily. */
export const pages: PageMap<'market'> = {
  Market: () => import('./features/market/components/MarketPage'),
  Shop: () => import('./features/shop/components/ShopPage'),
};

/** Which build of this remote is live (`local`, or a release version). */
export const buildId = __ZU_BUILD_ID__;
