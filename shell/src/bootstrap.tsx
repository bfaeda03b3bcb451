import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { appSettingsApi, loadRuntimeConfig, makeStore } from '@zu/shared-platform';
import { App } from './app/App';
import { startSession } from './app/start-session';
import { createShellRoutes } from './app/shell-routes';
import { createFederationLoader } from './remotes/federation-loader';
import { RemotePages } from './remotes/remote-pages';

async function start() {
  const config = await loadRuntimeConfig();
  await startSession(config);
  const remotePages = new RemotePages(createFederationLoader(config));
  const store = makeStore();
  // Settings and status are read at start, in parallel; gates and the footer reuse the cache.
  void store.dispatch(appSettingsApi.endpoints.appSettings.initiate());
  void store.dispatch(appSettingsApi.endpoints.appStatus.initiate());
  const router = createBrowserRouter(createShellRoutes(remotePages));

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
}

void start();
