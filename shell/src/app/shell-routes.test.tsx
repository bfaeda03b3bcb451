import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { anonymousSession, setAuthSession } from '@zu/shared-auth';
import {
  getRuntimeConfig,
  routesOfArea,
  setRuntimeConfig,
  type RemoteArea,
  type RemotePagesModule,
  type RuntimeConfig,
} from '@zu/shared-platform';
import {
  apiUrl,
  appSettingsFixture,
  appStatusFixture,
  renderRoutes,
  setupApiServer,
  signedInAs,
} from '@zu/shared-platform/testing';
import { RemotePages } from '../remotes/remote-pages';
import { RemoteUnavailableError, type RemoteLoader } from '../remotes/remote-loader';
import { createShellRoutes } from './shell-routes';

const server = setupApiServer(
  http.get(apiUrl('/public/post'), () => HttpResponse.json([])),
  http.get(apiUrl('/public/fusion'), () => HttpResponse.json([])),
  http.get(apiUrl('/public/giveaway'), () => HttpResponse.json([])),
);

/** A fake federation: each area either serves simple pages or is "down". */
function fakeLoader(down: Set<RemoteArea>) {
  const loader: RemoteLoader & { loads: RemoteArea[]; resets: RemoteArea[]; preloads: RemoteArea[] } = {
    loads: [],
    resets: [],
    preloads: [],
    async preload(area) {
      loader.preloads.push(area);
    },
    async loadPages(area) {
      loader.loads.push(area);
      if (down.has(area)) throw new RemoteUnavailableError(area);
      const pages: RemotePagesModule['pages'] = {};
      for (const route of routesOfArea(area)) {
        pages[route.name] = () => Promise.resolve({ default: () => <p>{`${area} page ${route.name}`}</p> });
      }
      return { pages, buildId: `${area}-build-7` };
    },
    reset(area) {
      loader.resets.push(area);
    },
  };
  return loader;
}

beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

/** The desktop bar: jsdom applies no media query, so it stays display:none there and role queries skip it. */
const desktopBar = () =>
  waitFor(() => {
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Navigation principale"]');
    if (!nav) throw new Error('no desktop navigation bar');
    return nav;
  });

describe('shell routes', () => {
  it('renders the home page with the site frame and the versions in the footer', async () => {
    server.use(
      http.get(apiUrl('/app/status'), () => HttpResponse.json(appStatusFixture({ applicationVersion: '9.8.7' }))),
    );
    renderRoutes(createShellRoutes(new RemotePages(fakeLoader(new Set()))), { initialEntries: ['/'] });
    expect(await screen.findByRole('heading', { level: 1, name: /Collectionne, fusionne/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jouer maintenant' })).toHaveAttribute(
      'href',
      'https://discord.gg/zunivers',
    );
    expect(screen.getByRole('link', { name: 'Lire le guide' })).toHaveAttribute('href', '/guide');
    expect(await screen.findByText('Version web 2.3.0 · API 9.8.7')).toBeInTheDocument();
    expect(document.title).toBe('Accueil | ZUnivers Hardcore');
  });

  it('says the API is unavailable in the footer when its status cannot be read', async () => {
    server.use(http.get(apiUrl('/app/status'), () => new HttpResponse(null, { status: 503 })));
    renderRoutes(createShellRoutes(new RemotePages(fakeLoader(new Set()))), { initialEntries: ['/'] });
    expect(await screen.findByText('Version web 2.3.0 · API indisponible')).toBeInTheDocument();
  });

  it('renders a remote page, loaded from its owning area, inside the shell frame', async () => {
    const loader = fakeLoader(new Set());
    renderRoutes(createShellRoutes(new RemotePages(loader)), { initialEntries: ['/classement/global'] });
    expect(await screen.findByText('leaderboards page LeaderboardGlobal')).toBeInTheDocument();
    expect(loader.loads).toEqual(['leaderboards']);
    expect(screen.getByText('leaderboards page LeaderboardGlobal').closest('[data-remote-build]')).toHaveAttribute(
      'data-remote-build',
      'leaderboards-build-7',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows the French fallback for a remote that is down, and retries it on demand', async () => {
    const down = new Set<RemoteArea>(['market']);
    const loader = fakeLoader(down);
    renderRoutes(createShellRoutes(new RemotePages(loader)), { initialEntries: ['/marche'] });
    const fallback = await screen.findByTestId('remote-fallback');
    expect(within(fallback).getByText('Marché : momentanément indisponible')).toBeInTheDocument();
    expect(within(fallback).getByText(/Le reste du site fonctionne normalement/)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();

    down.delete('market');
    await userEvent.click(within(fallback).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('market page Market')).toBeInTheDocument();
    expect(loader.resets).toEqual(['market']);
  });

  it('keeps the other areas working while one is down', async () => {
    const { router } = renderRoutes(createShellRoutes(new RemotePages(fakeLoader(new Set(['market'])))), {
      initialEntries: ['/marche'],
    });
    await screen.findByTestId('remote-fallback');
    await act(() => router.navigate('/catalogue'));
    expect(await screen.findByText('catalogue page ItemsGrid')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
  });

  it("shows 'Marché' in the navigation while TRADE is active, and not otherwise", async () => {
    renderRoutes(createShellRoutes(new RemotePages(fakeLoader(new Set()))), { initialEntries: ['/'] });
    const bar = await desktopBar();
    expect(await within(bar).findByRole('link', { name: 'Marché', hidden: true })).toHaveAttribute('href', '/marche');
  });

  it("starts loading a remote's page when the pointer reaches its link, before the click", async () => {
    const loader = fakeLoader(new Set());
    renderRoutes(createShellRoutes(new RemotePages(loader)), { initialEntries: ['/'] });
    const bar = await desktopBar();
    await userEvent.hover(await within(bar).findByRole('link', { name: 'Marché', hidden: true }));
    await waitFor(() => expect(loader.loads).toEqual(['market']));
    expect(loader.preloads).toEqual(['market']);
    expect(screen.queryByText('market page Market')).not.toBeInTheDocument();
  });

  it("points 'Mode normal' at the page being shown, after each navigation", async () => {
    const { router } = renderRoutes(createShellRoutes(new RemotePages(fakeLoader(new Set()))), {
      initialEntries: ['/'],
    });
    const modeSwitch = () => screen.findByRole('link', { name: 'Mode normal', hidden: true });
    expect(new URL((await modeSwitch()).getAttribute('href')!).pathname).toBe('/');
    await act(() => router.navigate('/classement/global?page=2'));
    await waitFor(async () => {
      const target = new URL((await modeSwitch()).getAttribute('href')!);
      expect(`${target.pathname}${target.search}`).toBe('/classement/global?page=2');
    });
  });

  it("gives a signed-in player's switch the session check hint, and a visitor's none", async () => {
    const { unmount } = renderRoutes(createShellRoutes(new RemotePages(fakeLoader(new Set()))), {
      initialEntries: ['/classement/global'],
    });
    const modeSwitch = () => screen.findByRole('link', { name: 'Mode normal', hidden: true });
    expect(new URL((await modeSwitch()).getAttribute('href')!).searchParams.has('sso')).toBe(false);
    unmount();
    setAuthSession(signedInAs('joueur.test'));
    try {
      renderRoutes(createShellRoutes(new RemotePages(fakeLoader(new Set()))), {
        initialEntries: ['/classement/global?page=2'],
      });
      const target = new URL((await modeSwitch()).getAttribute('href')!);
      expect(`${target.pathname}${target.search}`).toBe('/classement/global?page=2&sso=1');
    } finally {
      setAuthSession(anonymousSession);
    }
  });

  describe('on the normal site', () => {
    let hardcoreSite: RuntimeConfig;
    beforeEach(() => {
      hardcoreSite = getRuntimeConfig();
      setRuntimeConfig({ ...hardcoreSite, ruleSet: 'NORMAL', hardcoreSiteHost: 'hardcore.example' });
    });
    afterEach(() => setRuntimeConfig(hardcoreSite));

    it("is named without 'Hardcore' and leads back to the same page on the hardcore site", async () => {
      const { router } = renderRoutes(createShellRoutes(new RemotePages(fakeLoader(new Set()))), {
        initialEntries: ['/'],
      });
      expect(await screen.findByRole('link', { name: 'ZUnivers, accueil' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Accueil | ZUnivers'));
      expect(screen.queryByRole('link', { name: 'Mode normal', hidden: true })).not.toBeInTheDocument();
      await act(() => router.navigate('/carte/12-dragon?x=1'));
      await waitFor(async () => {
        const target = new URL(
          (await screen.findByRole('link', { name: 'Mode hardcore', hidden: true })).getAttribute('href')!,
        );
        expect(`${target.host}${target.pathname}${target.search}`).toBe('hardcore.example/carte/12-dragon?x=1');
      });
    });

    it("leads to the hardcore site's retrospective once the last season is done", async () => {
      server.use(
        http.get(apiUrl('/app/settings'), () =>
          HttpResponse.json(appSettingsFixture({ lastHardcoreSeasonDone: true })),
        ),
      );
      renderRoutes(createShellRoutes(new RemotePages(fakeLoader(new Set()))), { initialEntries: ['/'] });
      const link = await screen.findByRole('link', { name: 'Rétrospective hardcore', hidden: true });
      const target = new URL(link.getAttribute('href')!);
      expect(`${target.host}${target.pathname}`).toBe('hardcore.example/classement/hardcore/retrospective');
      expect(screen.queryByRole('link', { name: 'Mode hardcore', hidden: true })).not.toBeInTheDocument();
    });
  });

  it("shows 'Rétrospective' instead of the mode switch once the last hardcore season is done", async () => {
    server.use(
      http.get(apiUrl('/app/settings'), () => HttpResponse.json(appSettingsFixture({ lastHardcoreSeasonDone: true }))),
    );
    renderRoutes(createShellRoutes(new RemotePages(fakeLoader(new Set()))), { initialEntries: ['/'] });
    const links = await screen.findAllByRole('link', { name: 'Rétrospective', hidden: true });
    expect(links[0]).toHaveAttribute('href', '/classement/hardcore/retrospective');
    expect(screen.queryByRole('link', { name: 'Mode normal', hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ZUnivers Hardcore, accueil' })).toBeInTheDocument();
  });

  it("hides 'Marché' from the navigation while TRADE is off", async () => {
    server.use(
      http.get(apiUrl('/app/settings'), () => HttpResponse.json(appSettingsFixture({ gameFeatures: ['TOWER'] }))),
    );
    renderRoutes(createShellRoutes(new RemotePages(fakeLoader(new Set()))), { initialEntries: ['/'] });
    const nav = await desktopBar();
    expect(await within(nav).findByRole('button', { name: 'Cartes', hidden: true })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Marché', hidden: true })).not.toBeInTheDocument();
  });

  it.each([
    ['/actus', 'Posts', 'Actualités'],
    ['/guide', 'BeginnersGuide', 'Guide du débutant'],
    ['/commandes', 'Commands', 'Commandes'],
    ['/codedeconduite', 'CGU', 'Code de conduite'],
    ['/equipe', 'Team', "L'équipe"],
  ])('renders the shell page %s in its container, titled after its page name', async (path, routeName, pageName) => {
    renderRoutes(createShellRoutes(new RemotePages(fakeLoader(new Set()))), { initialEntries: [path] });
    const heading = await screen.findByRole('heading', { level: 1, name: pageName });
    expect(heading.closest(`#${routeName}-page`)).not.toBeNull();
    expect(document.title).toBe(`${pageName} | ZUnivers Hardcore`);
  });

  it('shows the French 404 page for an unknown path', async () => {
    renderRoutes(createShellRoutes(new RemotePages(fakeLoader(new Set()))), { initialEntries: ['/pas/ici'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(document.title).toBe('Page introuvable | ZUnivers Hardcore');
  });
});
