import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, type RouteObject } from 'react-router';
import { UiProvider } from '@zu/shared-ui';
import { routeTable, type RouteName } from '../routing/route-table';
import { makeStore, type AppStore, type RootState } from '../store/store';

interface ProviderOptions {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

export interface RenderWithProvidersOptions extends ProviderOptions, Omit<RenderOptions, 'wrapper'> {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern the element is mounted at, so useParams works. */
  path?: string;
}

function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <UiProvider>{children}</UiProvider>
    </Provider>
  );
}

/** Renders with a real store (fresh per call), the site's Chakra system and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  {
    preloadedState,
    store = makeStore(preloadedState),
    route = '/',
    path = '*',
    ...options
  }: RenderWithProvidersOptions = {},
) {
  const result = render(
    <Providers store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>
    </Providers>,
    options,
  );
  return { store, ...result };
}

/**
 * Renders a page at `url`, mounted at the pattern the route table gives the route `name` (its parameters read as
 * the site reads them); the other options as `renderWithProviders`'.
 */
export function renderAt(
  ui: ReactElement,
  name: RouteName,
  url: string,
  options: Omit<RenderWithProvidersOptions, 'route' | 'path'> = {},
) {
  return renderWithProviders(ui, { ...options, route: url, path: patternOf(name) });
}

function patternOf(name: RouteName): string {
  const route = routeTable.find((entry) => entry.name === name);
  if (!route) throw new Error(`no route named ${name}`);
  return route.path;
}

/**
 * Route objects for `renderRoutes`: each named route's element at the pattern the route table gives it, for a test
 * of a page and the pages it leads to.
 */
export function tableRoutes(elements: Partial<Record<RouteName, ReactElement>>): RouteObject[] {
  return Object.entries(elements).map(([name, element]) => ({ path: patternOf(name as RouteName), element }));
}

/** Renders whole route objects (layouts, gates, redirects) in a data memory router; returns the router too. */
export function renderRoutes(
  routes: RouteObject[],
  {
    initialEntries = ['/'],
    preloadedState,
    store = makeStore(preloadedState),
  }: ProviderOptions & { initialEntries?: string[] } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries });
  const result = render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { store, router, ...result };
}
