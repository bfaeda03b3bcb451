import type { ComponentType, ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams, type RouteObject } from 'react-router';
import { ErrorState } from '@zu/shared-ui';
import { pathTo } from './paths';
import { listRedirect, routeTable, type AppRoute, type LayoutName } from './route-table';
import { RoutePage } from './RoutePage';
import { ScrollManager } from './ScrollManager';

export interface RouteObjectsOptions {
  /** Defaults to the whole table; a standalone remote passes only its own routes. */
  routes?: readonly AppRoute[];
  /** Each layout renders an <Outlet />. */
  layouts: Record<LayoutName, ComponentType>;
  renderPage: (route: AppRoute) => ReactNode;
}

/** Builds react-router's route objects from the named-route table: one parent route per layout. */
export function createRouteObjects({ routes = routeTable, layouts, renderPage }: RouteObjectsOptions): RouteObject[] {
  const layoutNames = Object.keys(layouts) as LayoutName[];
  const children: RouteObject[] = layoutNames.map((layout) => {
    const Layout = layouts[layout];
    return {
      element: <Layout />,
      children: routes
        .filter((route) => route.layout === layout)
        .map((route) => ({ path: route.path, element: <RoutePage route={route}>{renderPage(route)}</RoutePage> })),
    };
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
