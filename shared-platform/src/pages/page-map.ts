import type { ComponentType } from 'react';
import type { AppDispatch } from '../store/store';
import type { RemoteArea } from '../areas/areas';
import type { GroupLayoutPage, GroupLayoutPageOfArea, RouteName, RouteNameOfArea } from '../routing/route-table';

export interface PageModule {
  default: ComponentType;
}
export type PageLoader = () => Promise<PageModule>;

/** A routed page, or the shared layout page of a route group. */
export type PageName = RouteName | GroupLayoutPage;

/**
 * What a remote exposes as `./pages`: every route it owns and the layout page of every group it owns, by name,
 * loaded lazily. The type makes it complete.
 */
export type PageMap<A extends RemoteArea> = Record<RouteNameOfArea<A> | GroupLayoutPageOfArea<A>, PageLoader>;

/** Where a visit is going: the store to fill, the route's parameters and the query string. */
export interface PagePreloadContext {
  dispatch: AppDispatch;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * Starts the requests a page makes first (RTK Query's cache then serves them to the page), before its code is
 * loaded and rendered: on a first visit beside the loading of the remote, on a link when the pointer reaches it.
 * Never throws; a page that is not preloaded asks for its data as usual. It may return a promise settled once its
 * requests have answered: a render of the page ahead of any visit (the site's first views as HTML) waits for it.
 */
export type PageDataPreloader = (context: PagePreloadContext) => void | Promise<unknown>;

/** The `./pages` module as the shell sees it (any remote). */
export interface RemotePagesModule {
  pages: Partial<Record<PageName, PageLoader>>;
  /** The first requests of some pages, to start ahead of them. */
  preloadData?: Partial<Record<PageName, PageDataPreloader>>;
  /** The build of the remote that answered (shown on its pages as `data-remote-build`). */
  buildId?: string;
}
