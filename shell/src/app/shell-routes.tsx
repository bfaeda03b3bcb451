import { Suspense } from 'react';
import { createRouteObjects, lazyPage, routeGroups, type AppRoute } from '@zu/shared-platform';
import { LoadingState } from '@zu/shared-ui';
import { BlankLayout } from '../layouts/BlankLayout';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { eagerShellPages, shellPages } from '../pages/shell-pages';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import type { RemotePages } from '../remotes/remote-pages';
import { RemotePage } from '../remotes/RemotePage';
import { remoteRoutePreloader, RoutePreloadContext } from '../features/navigation/model/route-preload';

/** The whole site's routes: the shell's own pages, and every other route rendered from its owning remote. */
export function createShellRoutes(remotePages: RemotePages) {
  const preloadRoute = remoteRoutePreloader(remotePages);
  // The navigation preloads a remote's page as soon as the pointer or the focus reaches its link.
  function DefaultLayoutWithPreload() {
    return (
      <RoutePreloadContext.Provider value={preloadRoute}>
        <DefaultLayout />
      </RoutePreloadContext.Provider>
    );
  }
  return createRouteObjects({
    layouts: { default: DefaultLayoutWithPreload, blank: BlankLayout },
    renderPage: (route: AppRoute) => {
      if (route.area === 'shell') {
        const Eager = eagerShellPages[route.name];
        if (Eager) return <Eager />;
        const Page = lazyPage(shellPages[route.name]);
        return (
          <Suspense fallback={<LoadingState />}>
            <Page />
          </Suspense>
        );
      }
      return (
        <RemoteBoundary area={route.area} remotePages={remotePages}>
          <RemotePage area={route.area} routeName={route.name} remotePages={remotePages} />
        </RemoteBoundary>
      );
    },
    renderGroupLayout: (group) => {
      const { area, layoutPage } = routeGroups[group];
      return (
        <RemoteBoundary area={area} remotePages={remotePages}>
          <RemotePage area={area} routeName={layoutPage} remotePages={remotePages} />
        </RemoteBoundary>
      );
    },
  });
}
