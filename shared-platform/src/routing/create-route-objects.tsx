import type { ComponentType, ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams, type RouteObject } from 'react-router';
import { ErrorState } from '@zu/shared-ui';
import { pathTo } from './paths';
import { listRedirect, routeTable, type AppRoute, type LayoutName, type RouteGroup } from './route-table';
import { RoutePage } from './RoutePage';
import { ScrollManager } from './ScrollManager';

export interface RouteObjectsOptions {
  /** Defaults to the whole table; a standalone remote passes only its own routes. */
  routes?: readonly AppRoute[];
  /** Each layout renders an <Outlet />. */
  layouts: Record<LayoutName, ComponentType>;
  renderPage: (route: AppRoute) => ReactNode;
  /** The shared layout page of a route group (rendering an <Outlet />); without it, grouped routes stand alone. */
  renderGroupLayout?: (group: RouteGroup) => ReactNode;
}

/** Builds react-router's route objects from the named-route table: one parent route per layout. */
export function createRouteObjects({
  routes = routeTable,
  layouts,
  renderPage,
  renderGroupLayout,
}: RouteObjectsOptions): RouteObject[] {
  const pageRoute = (route: AppRoute): RouteObject => ({
    path: route.path,
    element: <RoutePage route={route}>{renderPage(route)}</RoutePage>,
  });
  const layoutNames = Object.keys(layouts) as LayoutName[];
  const children: RouteObject[] = layoutNames.map((layout) => {
    const Layout = layouts[layout];
    const inLayout = routes.filter((route) => route.layout === layout);
    const grouped = new Map<RouteGroup, AppRoute[]>();
    const standalone: RouteObject[] = [];
    for (const route of inLayout) {
      const group = 'group' in route && renderGroupLayout ? route.group : undefined;
      if (group) grouped.set(group, [...(grouped.get(group) ?? []), route]);
      else standalone.push(pageRoute(route));
    }
    // A pathless parent keeps the group's layout mounted while its child routes change.
    const groupRoutes = [...grouped].map(([group, members]) => ({
      element: renderGroupLayout?.(group),
      children: members.map(pageRoute),
    }));
    return { element: <Layout />, children: [...groupRoutes, ...standalone] };
  });
  return [
    {
      element: <RootFrame />,
      errorElement: <ErrorState />,
      children: [{ path: listRedirect.from, element: <ListRedirect /> }, ...children],
    },
  ];
}

function RootFrame() {
  return (
    <>
      <ScrollManager />
      <Outlet />
    </>
  );
}

/** `/liste/:pack?` → ItemsList, query kept. */
function ListRedirect() {
  const { pack } = useParams();
  const { search } = useLocation();
  return <Navigate to={`${pathTo('ItemsList', pack ? { pack } : {})}${search}`} replace />;
}
