// Built for Node when the site is deployed (see shared-build's page snapshots): the HTML of a remote's page as a
// visitor's first view shows it, its data asked from the live API, so that the page and its pictures paint before
// any JavaScript runs. The browser keeps that HTML until the page's code and data are there, then renders the live
// app in its place (createRoot), with the same markup and styles.
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { markSessionResuming } from '@zu/shared-auth';
import {
  appSettingsApi,
  baseApi,
  formatTitle,
  getRuntimeConfig,
  makeStore,
  routeNameAt,
  routeTable,
  setRuntimeConfig,
  type RemoteArea,
  type RemotePagesModule,
  type RuntimeConfig,
} from '@zu/shared-platform';
import { App } from '../app/App';
import { createShellRoutes } from '../app/shell-routes';
import { remoteRoutePreloader } from '../features/navigation/model/route-preload';
import { RemotePages } from '../remotes/remote-pages';
import { SiteWideAnswers } from './site-wide-answers';

/**
 * Whether `pathname` is a page whose first view is one player's (a profile and its tabs): rendered for each visit,
 * since it changes with every action, rather than ahead of visits.
 */
export function isRenderedOnVisit(pathname: string): boolean {
  const name = routeNameAt(pathname);
  return routeTable.some((route) => route.name === name && route.group === 'User');
}

/** The remotes' `./pages` modules, built into the same Node bundle (one copy of the shared packages). */
export type PagesModuleOf = (area: RemoteArea) => Promise<RemotePagesModule>;

/** A page's first view: what goes inside #root, the document's title, and the answers it was drawn from. */
export interface RenderedPage {
  markup: string;
  title: string;
  /** The API's answers the markup was drawn from (serialised): the same answers draw the same markup. */
  answers: string;
}

/** A render made earlier from these answers, if one was kept: used as it is instead of drawing the page again. */
export type ReuseRender = (answers: string) => RenderedPage | undefined;

type QueryEntries = [string, { data?: unknown } | undefined][];

/** The answers of a render's requests, in a stable order. */
function serialisedAnswers(queries: QueryEntries): string {
  return JSON.stringify(queries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, query]) => [key, query?.data]));
}

/** How the renders of a server are made alike: what they take back, and the site-wide answers they share. */
export interface RenderOptions {
  reuse?: ReuseRender;
  /** Without it, every render asks the site-wide answers. */
  siteWide?: SiteWideAnswers;
}

/**
 * The markup of `url` (Chakra's styles inline, as `<style>` elements), no script: the shell's layout around the
 * remote's page, drawn from the answers of the page's first requests; and the page's title. The requests are always
 * made, but the site-wide ones may be those `siteWide` keeps; `reuse` may give back a render drawn from the same
 * answers (drawing is most of a render's cost).
 */
export async function renderPage(
  url: string,
  runtimeConfig: Partial<RuntimeConfig>,
  pagesModuleOf: PagesModuleOf,
  { reuse, siteWide = new SiteWideAnswers(0) }: RenderOptions = {},
): Promise<RenderedPage> {
  setRuntimeConfig(runtimeConfig);
  const route = routeTable.find(({ name }) => name === routeNameAt(new URL(url, 'http://site.invalid').pathname));
  // A first view is the page with its data: a page that does not say what its first requests are would be drawn
  // as its loading state.
  if (!route || route.area === 'shell') throw new Error(`${url} is no remote's page`);
  const { preloadData } = await pagesModuleOf(route.area);
  if (!preloadData?.[route.name]) throw new Error(`${route.name} does not declare its first requests`);
  const store = makeStore();
  try {
    const remotePages = new RemotePages(
      { loadPages: pagesModuleOf, preload: async () => {}, reset: () => {} },
      store.dispatch,
    );
    // The settings too: the navigation and the page show what the game's active features open, as the app will.
    const [siteWideAnswers] = await Promise.allSettled([
      siteWide.of(getRuntimeConfig().apiUrl),
      remoteRoutePreloader(remotePages)(url),
    ]);
    if (siteWideAnswers.status === 'rejected')
      throw new Error(`the site-wide answers did not come (${String(siteWideAnswers.reason)})`);
    const { settings, status } = siteWideAnswers.value;
    await store.dispatch(appSettingsApi.util.upsertQueryData('appSettings', undefined, settings));
    await store.dispatch(appSettingsApi.util.upsertQueryData('appStatus', undefined, status));
    // Without its data (API down, an unknown player, an error), no HTML rather than a spinner's or an error's.
    const queries = Object.entries(store.getState()[baseApi.reducerPath].queries);
    const unanswered = queries.filter(([, query]) => query?.status !== 'fulfilled').map(([key]) => key);
    if (unanswered.length > 0)
      throw new Error(`the page's first requests did not all answer (${unanswered.join(', ')})`);
    const answers = serialisedAnswers(queries);
    const earlier = reuse?.(answers);
    if (earlier) return earlier;
    const router = createMemoryRouter(createShellRoutes(remotePages), { initialEntries: [url] });
    const markup = await renderAsVisitor(<App store={store} router={router} />);
    return { markup, title: formatTitle(route.pageName), answers };
  } finally {
    // The cached answers go with their removal timers: a server rendering every visit keeps no store alive.
    store.dispatch(baseApi.util.resetApiState());
  }
}

/**
 * The markup of `app`, asked as a visitor: the header then holds the account's place, as on the home page (who visits
 * is unknown here). Only for the render: the next page's requests must not wait for a session.
 */
async function renderAsVisitor(app: ReactElement): Promise<string> {
  let drawn!: () => void;
  markSessionResuming(new Promise<void>((resolve) => (drawn = resolve)));
  try {
    // Whole: a boundary React would otherwise send apart would need an inline script to be shown.
    const { prelude } = await prerender(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    return await new Response(prelude).text();
  } finally {
    drawn();
  }
}
