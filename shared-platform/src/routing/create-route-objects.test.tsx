import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Outlet, type RouteObject } from 'react-router';
import { appSettingsFixture, apiUrl, renderRoutes, setupApiServer } from '../testing';
import { setRuntimeConfig } from '../config/runtime-config';
import { createRouteObjects } from './create-route-objects';
import { pagePathPatterns } from './route-table';

const server = setupApiServer();

function DefaultLayout() {
  return (
    <div data-testid="default-layout">
      <Outlet />
    </div>
  );
}
function BlankLayout() {
  return (
    <div data-testid="blank-layout">
      <Outlet />
    </div>
  );
}

const routes = createRouteObjects({
  layouts: { default: DefaultLayout, blank: BlankLayout },
  renderPage: (route) => <p>page {route.name}</p>,
});

describe('routes built from the table', () => {
  beforeEach(() => setRuntimeConfig({ apiUrl: 'http://api.test', bossToggle: false }));

  it('renders a page in its layout, with its container id and title', async () => {
    renderRoutes(routes, { initialEntries: ['/carte/un-slug'] });
    expect(await screen.findByText('page Item')).toBeInTheDocument();
    expect(document.getElementById('Item-page')).toContainElement(screen.getByText('page Item'));
    expect(screen.getByTestId('default-layout')).toBeInTheDocument();
    expect(document.title).toBe('Carte | ZUnivers Hardcore');
  });

  it('uses the blank layout where the table says so', async () => {
    renderRoutes(routes, { initialEntries: ['/echoppe'] });
    expect(await screen.findByText('page Shop')).toBeInTheDocument();
    expect(screen.getByTestId('blank-layout')).toBeInTheDocument();
  });

  it('opens a gated route when its feature is active', async () => {
    renderRoutes(routes, { initialEntries: ['/marche'] });
    expect(await screen.findByText('page Market')).toBeInTheDocument();
  });

  it('sends a gated route to /non-disponible when its feature is off', async () => {
    server.use(
      http.get(apiUrl('/app/settings'), () => HttpResponse.json(appSettingsFixture({ gameFeatures: ['TOWER'] }))),
    );
    const { router } = renderRoutes(routes, { initialEntries: ['/marche'] });
    expect(await screen.findByText('page Unavailable')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/non-disponible');
    expect(screen.queryByText('page Market')).not.toBeInTheDocument();
  });

  it('keeps Boss closed while the boss toggle is off', async () => {
    server.use(
      http.get(apiUrl('/app/settings'), () => HttpResponse.json(appSettingsFixture({ gameFeatures: ['BOSS'] }))),
    );
    const { router } = renderRoutes(routes, { initialEntries: ['/boss'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/non-disponible'));
  });

  it('shows the generic French error, not the page, when the settings cannot be read', async () => {
    server.use(http.get(apiUrl('/app/settings'), () => new HttpResponse(null, { status: 500 })));
    renderRoutes(routes, { initialEntries: ['/vortex'] });
    expect(await screen.findByText(/Une erreur s'est produite, veuillez réessayer/)).toBeInTheDocument();
    expect(screen.queryByText('page Tower')).not.toBeInTheDocument();
  });

  it('redirects /liste/:pack? to the list view, keeping the query', async () => {
    const { router } = renderRoutes(routes, { initialEntries: ['/liste/classique?year=2024'] });
    expect(await screen.findByText('page ItemsList')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/catalogue/liste/classique');
    expect(router.state.location.search).toBe('?year=2024');
  });

  it('sends an unknown path to the not-found page', async () => {
    renderRoutes(routes, { initialEntries: ['/cette/page/existe-pas'] });
    expect(await screen.findByText('page NotFound')).toBeInTheDocument();
    expect(document.title).toBe('Page introuvable | ZUnivers Hardcore');
  });

  it("declares, besides the 404's catch-all, exactly the patterns the shell's server is given", () => {
    const pathsOf = (objects: RouteObject[]): string[] =>
      objects.flatMap((object) => [...(object.path ? [object.path] : []), ...pathsOf(object.children ?? [])]);
    const declared = pathsOf(routes).filter((path) => path !== '*');
    expect(declared.sort()).toEqual([...pagePathPatterns].sort());
  });

  it('scrolls to the top on navigation', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const { router } = renderRoutes(routes, { initialEntries: ['/'] });
    await screen.findByText('page Main');
    scrollTo.mockClear();
    await act(() => router.navigate('/classement'));
    await screen.findByText('page LeaderboardOverview');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
