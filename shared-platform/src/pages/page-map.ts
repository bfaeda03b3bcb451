import type { ComponentType } from 'react';
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

/** The `./pages` module as the shell sees it (any remote). */
export interface RemotePagesModule {
  pages: Partial<Record<PageName, PageLoader>>;
  /** The build of the remote that answered (shown on its pages as `data-remote-build`). */
  buildId?: string;
}
