// Built for Node at build time (see shared-build's PrerenderPlugin): the HTML of `/` as a visitor's first render
// shows it, so that the layout and the hero paint before any JavaScript runs. The browser then renders the live
// app in its place (createRoot), which gives the same markup and the same styles: no visible change. The normal
// rule set's deployment renders its home with it too, with its own head (see shared-build's normal-site.mjs).
import { renderToString } from 'react-dom/server';
import { markSessionResuming } from '@zu/shared-auth';
import { createMemoryRouter } from 'react-router';
import { makeStore, setRuntimeConfig, siteDescription, siteName, type RuntimeConfig } from '@zu/shared-platform';
import { App } from '../app/App';
import { createShellRoutes } from '../app/shell-routes';
import { RemotePages } from '../remotes/remote-pages';
import type { RemoteLoader } from '../remotes/remote-loader';

const noRemote: RemoteLoader = {
  loadPages: () => Promise.reject(new Error('the home page loads no remote')),
  preload: async () => {},
  reset: () => {},
};

/** The markup of `/` (Chakra's styles inline, as `<style>` elements), no script. */
export function renderHome(runtimeConfig: Partial<RuntimeConfig>): string {
  setRuntimeConfig(runtimeConfig);
  // Who visits is unknown at build time: the header holds the account's place (a returning player must not see
  // the visitor's 'Se connecter' before their menu); the live app fills it at once.
  markSessionResuming(new Promise(() => {}));
  const router = createMemoryRouter(createShellRoutes(new RemotePages(noRemote)), { initialEntries: ['/'] });
  return renderToString(<App store={makeStore()} router={router} />);
}

/** The head of the site's empty page for `runtimeConfig`: its title until a page names itself, its description. */
export function siteHead(runtimeConfig: Partial<RuntimeConfig>): { title: string; description: string } {
  setRuntimeConfig(runtimeConfig);
  return { title: siteName(), description: siteDescription() };
}
