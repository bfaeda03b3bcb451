import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { Container, LoadingState, PageHeading, UiProvider } from '@zu/shared-ui';
import type { RemoteArea } from '../areas/areas';
import { appSettingsApi } from '../app-settings/app-settings-api';
import { loadRuntimeConfig } from '../config/runtime-config';
import type { PageLoader, PageMap } from '../pages/page-map';
import { lazyPage } from '../pages/lazy-page';
import { createRouteObjects } from '../routing/create-route-objects';
import { getRoute, routeGroups, routesOfArea } from '../routing/route-table';
import { makeStore } from '../store/store';
import { createHarnessLayout } from './HarnessLayout';

/**
 * Runs one remote alone (`npm run dev -w mfe-x`): the same store, base API, route table, gating and titles as
 * in the shell, with a small frame instead of the shell's navigation. QA tests an area with nothing else running
 * but the API.
 */
export async function startStandalone<A extends RemoteArea>(area: A, pages: PageMap<A>): Promise<void> {
  await loadRuntimeConfig();
  const store = makeStore();
  void store.dispatch(appSettingsApi.endpoints.appSettings.initiate());
  const pageLoaders: Partial<Record<string, PageLoader>> = pages;
  const renderLoaded = (loader: PageLoader | undefined) => {
    if (!loader) return <StandaloneNotFound />;
    const Page = lazyPage(loader);
    return (
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    );
  };

  const router = createBrowserRouter(
    createRouteObjects({
      routes: [...routesOfArea(area), getRoute('NotFound')],
      layouts: { default: createHarnessLayout(area), blank: Outlet },
      renderPage: (route) => renderLoaded(pageLoaders[route.name]),
      renderGroupLayout: (group) =>
        routeGroups[group].area === area ? renderLoaded(pageLoaders[routeGroups[group].layoutPage]) : <Outlet />,
    }),
  );

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <UiProvider>
          <RouterProvider router={router} />
        </UiProvider>
      </Provider>
    </StrictMode>,
  );
}

function StandaloneNotFound() {
  return (
    <Container maxW="7xl" py="8">
      <PageHeading title="Page introuvable">
        Cette page n'appartient pas à cette application : en mode autonome, seules ses propres pages sont servies.
      </PageHeading>
    </Container>
  );
}
