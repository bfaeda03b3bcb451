import { lazy } from 'react';

export { FeatureBlocks } from './components/FeatureBlocks';
export { HomeHero } from './components/HomeHero';

/** The home's sections below the hero, a chunk of their own: the hero paints without waiting for them. */
export const HomeSections = lazy(() => import('./components/HomeSections'));
