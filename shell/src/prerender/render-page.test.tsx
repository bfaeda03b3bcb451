/**
 * @jest-environment node
 */
// As the deployment runs it: in Node, without a DOM.
import { http, HttpResponse } from 'msw';
import { baseApi, type RemotePagesModule } from '@zu/shared-platform';
import { apiUrl, appSettingsFixture, appStatusFixture, setupApiServer, testApiUrl } from '@zu/shared-platform/testing';
import { isRenderedOnVisit, renderPage } from './render-page';
import { SiteWideAnswers } from './site-wide-answers';

// A remote page as the catalogue's is made: its first request named by `preloadData`, its list drawn from the answer.
const cardsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ testCards: build.query<string[], void>({ query: () => '/public/test-cards' }) }),
});

function CardsPage() {
  const { data } = cardsApi.useTestCardsQuery();
  return data ? (
    <ul aria-label="Cartes">
      {data.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  ) : (
    <p>Chargement…</p>
  );
}

const catalogueModule: RemotePagesModule = {
  pages: { ItemsGrid: () => Promise.resolve({ default: CardsPage }) },
  preloadData: {
    ItemsGrid: ({ dispatch }) => dispatch(cardsApi.endpoints.testCards.initiate(undefined, { subscribe: false })),
  },
};
const pagesModuleOf = () => Promise.resolve(catalogueModule);

const server = setupApiServer();
// What the deployment's render gives the page: browser storage, empty (see shared-build's withBrowserStorage).
beforeAll(() => {
  Object.assign(globalThis, { localStorage: { getItem: () => null, setItem() {}, removeItem() {} } });
});
afterAll(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

describe("a remote page's first view rendered ahead of visits", () => {
  it('draws the layout and the page from the API, with no script and no loading state', async () => {
    server.use(http.get(apiUrl('/public/test-cards'), () => HttpResponse.json(['Pégase nuageux', 'Longue-vue'])));
    const { markup, title } = await renderPage(
      '/catalogue',
      { apiUrl: testApiUrl, productName: 'ZUnivers' },
      pagesModuleOf,
    );
    expect(title).toBe('Catalogue | ZUnivers Hardcore');

    expect(markup).toContain('<li>Pégase nuageux</li><li>Longue-vue</li>');
    expect(markup).toContain('aria-label="Navigation principale"');
    expect(markup).toContain('data-remote="catalogue"');
    expect(markup).not.toContain('Chargement');
    expect(markup).not.toMatch(/<script|<template/);
  });

  it('makes no HTML when a first request fails (the app draws the page and its error itself)', async () => {
    server.use(
      http.get(apiUrl('/public/test-cards'), () => HttpResponse.json({ code: 'X', message: 'x' }, { status: 404 })),
    );
    await expect(renderPage('/catalogue', { apiUrl: testApiUrl }, pagesModuleOf)).rejects.toThrow(
      /did not all answer.*testCards/,
    );
  });

  it('makes no HTML for a page that does not declare its first requests (it would be drawn loading)', async () => {
    const withoutPreload: RemotePagesModule = { pages: catalogueModule.pages };
    await expect(
      renderPage('/catalogue', { apiUrl: testApiUrl }, () => Promise.resolve(withoutPreload)),
    ).rejects.toThrow(/ItemsGrid does not declare its first requests/);
    await expect(renderPage('/equipe', { apiUrl: testApiUrl }, pagesModuleOf)).rejects.toThrow(/no remote's page/);
  });
});

describe('a render drawn again only when its answers change', () => {
  it('gives the answers it was drawn from, and takes back an earlier render of the same answers', async () => {
    let cards = ['Pégase nuageux'];
    server.use(http.get(apiUrl('/public/test-cards'), () => HttpResponse.json(cards)));
    const config = { apiUrl: testApiUrl, productName: 'ZUnivers' };
    const siteWide = new SiteWideAnswers(30_000);
    const first = await renderPage('/catalogue', config, pagesModuleOf, { siteWide });
    expect(first.answers).toContain('Pégase nuageux');

    const offered: string[] = [];
    const reuse = (answers: string) => {
      offered.push(answers);
      return answers === first.answers ? first : undefined;
    };
    // Same answers: the earlier render, as it was.
    await expect(renderPage('/catalogue', config, pagesModuleOf, { reuse, siteWide })).resolves.toBe(first);
    // An answer changed: drawn again, with it.
    cards = ['Pégase nuageux', 'Longue-vue'];
    const again = await renderPage('/catalogue', config, pagesModuleOf, { reuse, siteWide });
    expect(again).not.toBe(first);
    expect(again.markup).toContain('<li>Longue-vue</li>');
    expect(offered).toEqual([first.answers, again.answers]);
  });
});

/** The API's version the footer shows (React separates the text's parts by comments). */
const apiVersionShown = (markup: string) => /API (?:<!-- -->)?([\d.]+)/.exec(markup)?.[1];

describe('the site-wide answers a server keeps for its renders', () => {
  const config = { apiUrl: testApiUrl, productName: 'ZUnivers' };
  let asked: string[];
  let uptime: number;
  beforeEach(() => {
    asked = [];
    uptime = 1;
    server.use(
      http.get(apiUrl('/public/test-cards'), () => HttpResponse.json(['Pégase nuageux'])),
      http.get(apiUrl('/app/settings'), () => {
        asked.push('settings');
        return HttpResponse.json(appSettingsFixture());
      }),
      // The API's uptime moves between two visits.
      http.get(apiUrl('/app/status'), () => {
        asked.push('status');
        return HttpResponse.json(appStatusFixture({ applicationVersion: `1.${uptime}`, uptime: uptime++ }));
      }),
    );
  });

  it('asks them once while they are kept, and the renders of that time are alike', async () => {
    let now = 0;
    const siteWide = new SiteWideAnswers(30_000, () => now);
    const first = await renderPage('/catalogue', config, pagesModuleOf, { siteWide });
    expect(apiVersionShown(first.markup)).toBe('1.1');
    now = 29_000;
    const second = await renderPage('/catalogue', config, pagesModuleOf, { siteWide });
    expect(asked).toEqual(['settings', 'status']);
    expect(second.answers).toBe(first.answers);

    // Past their time: asked again, and drawn from the new ones.
    now = 30_000;
    const third = await renderPage('/catalogue', config, pagesModuleOf, { siteWide });
    expect(asked).toEqual(['settings', 'status', 'settings', 'status']);
    expect(third.answers).not.toBe(first.answers);
    expect(apiVersionShown(third.markup)).toBe('1.2');
  });

  it('asks them at every render without a keeper', async () => {
    await renderPage('/catalogue', config, pagesModuleOf);
    await renderPage('/catalogue', config, pagesModuleOf);
    expect(asked).toEqual(['settings', 'status', 'settings', 'status']);
  });

  it('keeps no failed answer, and makes no HTML without them', async () => {
    const siteWide = new SiteWideAnswers(30_000, () => 0);
    server.use(
      http.get(apiUrl('/app/settings'), () => HttpResponse.json({ code: 'X', message: 'x' }, { status: 503 }), {
        once: true,
      }),
    );
    await expect(renderPage('/catalogue', config, pagesModuleOf, { siteWide })).rejects.toThrow(
      /site-wide answers did not come/,
    );
    // The next render asks again, and draws.
    const drawn = await renderPage('/catalogue', config, pagesModuleOf, { siteWide });
    expect(apiVersionShown(drawn.markup)).toBe('1.2');
  });
});

describe('the pages rendered on each visit', () => {
  it("are a player's profile and tabs, not the pages every visitor shares", () => {
    expect(isRenderedOnVisit('/joueur/zoe.martin')).toBe(true);
    expect(isRenderedOnVisit('/joueur/zoe.martin/stats')).toBe(true);
    expect(isRenderedOnVisit('/catalogue')).toBe(false);
    expect(isRenderedOnVisit('/classement/global')).toBe(false);
    expect(isRenderedOnVisit('/succes/premiere-carte')).toBe(false);
  });
});
