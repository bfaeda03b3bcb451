import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { appSettingsApi, loadRuntimeConfig, makeStore, type RuntimeConfig } from '@zu/shared-platform';
import { createFederationLoader } from '../remotes/federation-loader';
import type { RemoteLoader } from '../remotes/remote-loader';
import { RemotePages } from '../remotes/remote-pages';
import { App } from './App';
import { remoteRoutePreloader } from '../features/navigation/model/route-preload';
import { createShellRoutes } from './shell-routes';
import { startSession } from './start-session';

/** How long a first view sent as HTML waits for its page's code and data, at most (a remote that is down). */
const prerenderedPageWaitMs = 10_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface StartShellOptions {
  container: HTMLElement;
  /** Module Federation in the browser; a fake in tests. */
  createLoader?: (config: RuntimeConfig) => RemoteLoader;
  storage?: Storage;
}

/**
 * Renders the site at once, as a visitor's: the sign-in (/config, then keycloak-js), the settings and the status
 * start together, beside the first render, and the header and the gated routes follow their answers (a gated route
 * waits for the settings, and only them). Only the deployment's runtime config is read first (the API's address).
 */
export async function startShell({
  container,
  createLoader = createFederationLoader,
  storage,
}: StartShellOptions): Promise<{ root: Root; signIn: Promise<void> }> {
  const config = await loadRuntimeConfig();
  const signIn = startSession(config, storage ? { storage } : {});
  const store = makeStore();
  void store.dispatch(appSettingsApi.endpoints.appSettings.initiate());
  void store.dispatch(appSettingsApi.endpoints.appStatus.initiate());
  const remotePages = new RemotePages(createLoader(config), store.dispatch);
  // The page a visit opens on, if a remote's: its code and its first requests start now, beside the shell's render.
  const address = `${window.location.pathname}${window.location.search}`;
  const openingPage = remoteRoutePreloader(remotePages)(address);
  const router = createBrowserRouter(createShellRoutes(remotePages));
  const root = createRoot(container);
  // The server sent this page's first view as HTML (its controls keep their taps for the app): it stays until the
  // page can be drawn whole in its place (code and data there), rather than giving way to a loading state.
  if (container.dataset.prerendered === address) await Promise.race([openingPage, delay(prerenderedPageWaitMs)]);
  delete container.dataset.prerendered;
  root.render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
  return { root, signIn };
}
