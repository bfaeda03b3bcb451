import { introPage, type PageMap } from '@zu/shared-platform';

/**
 * Exposed as `./pages`: every route this area owns (the type makes the map complete), loaded lazily.
 * Pages whose full content comes with a later issue show their heading and what they are for.
 */
export const pages: PageMap<'market'> = {
  Market: introPage('Marché', 'Le marché : propose tes cartes en échange et trouve celles qui te manquent.'),
  Shop: () => import('./features/shop/components/ShopPage'),
};

/** Which build of this remote is live (`local`, or a release version). */
export const buildId = __ZU_BUILD_ID__;
