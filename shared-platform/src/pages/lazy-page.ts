import { lazy, type LazyExoticComponent, type ComponentType } from 'react';
import type { PageLoader } from './page-map';

const cache = new WeakMap<PageLoader, LazyExoticComponent<ComponentType>>();

/** One React.lazy component per loader, so re-renders never restart a page's loading. */
export function lazyPage(loader: PageLoader): LazyExoticComponent<ComponentType> {
  let component = cache.get(loader);
  if (!component) {
    component = lazy(loader);
    cache.set(loader, component);
  }
  return component;
}
