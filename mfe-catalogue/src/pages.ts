import type { PageDataPreloader, PageMap, PageName } from '@zu/shared-platform';

/**
 * Exposed as `./pages`: every route this area owns (the type makes the map complete), loaded lazily.
 */
export const pages: PageMap<'catalogue'> = {
  ItemsGrid: () => import('./features/items/components/ItemsGridPage'),
  ItemsList: () => import('./features/items/components/ItemsListPage'),
  Item: () => import('./features/item-detail/components/ItemPage'),
  Fusions: () => import('./features/fusions/components/FusionsPage'),
  Boosters: () => import('./features/boosters/components/BoostersPage'),
  Stars: () => import('./features/stars/components/StarsPage'),
  Effects: () => import('./features/effects/components/EffectsPage'),
  Constellations: () => import('./features/constellations/components/ConstellationsPage'),
};

// Its own chunk, fetched beside the page's: the pages module stays small.
const preloadCatalogue: PageDataPreloader = (context) =>
  import('./features/items/api/preload-catalogue').then(({ preloadCatalogue }) => preloadCatalogue(context));

/** The first requests of the catalogue's grid and list, started ahead of the page (see PageDataPreloader). */
export const preloadData: Partial<Record<PageName, PageDataPreloader>> = {
  ItemsGrid: preloadCatalogue,
  ItemsList: preloadCatalogue,
};

/** Which build of this remote is live (`local`, or a release version). */
export const buildId = __ZU_BUILD_ID__;
