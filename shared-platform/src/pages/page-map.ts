import type { ComponentType } from 'react';
import type { RemoteArea } from '../areas/areas';
import type { RouteName, RouteNameOfArea } from '../routing/route-table';

export interface PageModule {
  default: ComponentType;
}
export type PageLoader = () => Promise<PageModule>;

/** What a remote exposes as `./pages`: every route it owns, by name, loaded lazily. The type makes it complete. */
export type PageMap<A extends RemoteArea> = Record<RouteNameOfArea<A>, PageLoader>;

/** The `./pages` module as the shell sees it (any remote). */
export interface RemotePagesModule {
  pages: Partial<Record<RouteName, PageLoader>>;
}
