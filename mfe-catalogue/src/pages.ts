import { introPage, type PageMap } from '@zu/shared-platform';

/**
 * Exposed as `./pages`: every route this area owns (the type makes the map complete), loaded lazily.
 * Pages whose full content comes with a later issue show their heading and what they are for.
 */
export const pages: PageMap<'catalogue'> = {
  ItemsGrid: () => import('./features/items/components/ItemsGridPage'),
  ItemsList: () => import('./features/items/components/ItemsListPage'),
  Item: () => import('./features/item-detail/components/ItemPage'),
  Fusions: () => import('./features/fusions/components/FusionsPage'),
  Boosters: () => import('./features/boosters/components/BoostersPage'),
  Stars: introPage('Cartes STAR', 'Les cartes STAR, au-dessus de toutes les raretés.'),
  Effects: introPage('Cartes à effets', 'Les cartes à effets du mode hardcore et leurs bonus ou malus sur tes gains.'),
  Constellations: introPage('Constellations', 'Les cartes améliorables en constellation et leurs niveaux.'),
};

/** Which build of this remote is live (`local`, or a release version). */
export const buildId = __ZU_BUILD_ID__;
