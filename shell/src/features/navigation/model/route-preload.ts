import { createContext, useContext } from 'react';
import { matchPath } from 'react-router';
import { routeNameAt, routeTable } from '@zu/shared-platform';
import type { RemotePages } from '../../../remotes/remote-pages';

/**
 * Called with a link's target when the pointer or the focus reaches it; settled once the page's code and first
 * requests are there (at once for the shell's own pages), never rejected.
 */
export type PreloadRoute = (to: string) => Promise<void>;

export const RoutePreloadContext = createContext<PreloadRoute>(() => Promise.resolve());

export function useRoutePreload(): PreloadRoute {
  return useContext(RoutePreloadContext);
}

/**
 * Preloads the remote that owns a path, and the page's first requests for that address (the shell's own pages are
 * in the shell already).
 */
export function remoteRoutePreloader(remotePages: RemotePages): PreloadRoute {
  return (to) => {
    const { pathname, search } = new URL(to, 'http://site.invalid');
    const name = routeNameAt(pathname);
    const route = routeTable.find((candidate) => candidate.name === name);
    if (!route || route.area === 'shell') return Promise.resolve();
    const params = matchPath(route.path, pathname)?.params ?? {};
    return remotePages.preload(route.area, route.name, { params, search });
  };
}
