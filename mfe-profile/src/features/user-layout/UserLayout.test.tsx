import { act, screen, within } from '@testing-library/react';
import { Outlet, useParams } from 'react-router';
import { http, HttpResponse } from 'msw';
import { createRouteObjects, routeTable } from '@zu/shared-platform';
import { apiUrl, appSettingsFixture, profileFixture, renderRoutes, setupApiServer } from '@zu/shared-platform/testing';
import UserLayout from './UserLayout';

const alice = profileFixture('alice', { user: { discordGlobalName: 'Alice des Brumes' } });

const server = setupApiServer(
  http.get(apiUrl('/public/user/:name'), ({ params }) =>
    params.name === 'alice'
      ? HttpResponse.json(alice)
      : HttpResponse.json({ code: 'USER_NOT_FOUND', message: "Ce joueur n'existe pas" }, { status: 404 }),
  ),
);

let layoutMounts = 0;
function CountingUserLayout() {
  // eslint-disable-next-line react-hooks/globals -- counting renders from outside is what this test measures
  layoutMounts += 1;
  return <UserLayout />;
}
const routes = createRouteObjects({
  routes: routeTable.filter((r) => r.area === 'profile'),
  layouts: { default: Outlet, blank: Outlet },
  renderPage: (route) => <TabContent name={route.name} />,
  renderGroupLayout: () => <MountCounter />,
});
function MountCounter() {
  return <CountingUserLayout />;
}
function TabContent({ name }: { name: string }) {
  const { discordUserName } = useParams();
  return <p>{`${name} de ${discordUserName ?? 'personne'}`}</p>;
}

describe('User layout', () => {
  beforeEach(() => {
    layoutMounts = 0;
  });

  it("shows the player's name and tabs, and stays mounted while the tabs change", async () => {
    const { router } = renderRoutes(routes, { initialEntries: ['/joueur/alice/inventaire'] });
    expect(await screen.findByText('UserInventory de alice')).toBeInTheDocument();
    expect(screen.getByTestId('user-layout-name')).toHaveTextContent('Alice des Brumes');
    expect(screen.getByText('Novice')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profil Discord' })).toHaveAttribute(
      'href',
      'https://discord.com/users/123456789012345678',
    );
    const tabs = screen.getByRole('navigation', { name: 'Onglets du profil' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Profil', 'Inventaire', 'Activité', 'Ascensions', 'Succès', 'Statistiques', 'Bannières']);
    expect(within(tabs).getByRole('link', { name: 'Succès' })).toHaveAttribute('href', '/joueur/alice/succes');
    const mountsBefore = layoutMounts;
    const header = screen.getByTestId('user-layout-name');

    await act(() => router.navigate('/joueur/alice/succes'));
    expect(await screen.findByText('UserAchievement de alice')).toBeInTheDocument();
    expect(screen.getByTestId('user-layout-name')).toBe(header);
    expect(layoutMounts).toBe(mountsBefore);
  });

  it('hides the Ascensions tab while TOWER is off', async () => {
    server.use(http.get(apiUrl('/app/settings'), () => HttpResponse.json(appSettingsFixture({ gameFeatures: [] }))));
    renderRoutes(routes, { initialEntries: ['/joueur/alice/stats'] });
    await screen.findByText('UserStats de alice');
    const tabs = screen.getByRole('navigation', { name: 'Onglets du profil' });
    expect(within(tabs).queryByRole('link', { name: 'Ascensions' })).not.toBeInTheDocument();
  });

  it("shows 'Ce joueur n'existe pas !' for an unknown player, on every tab", async () => {
    renderRoutes(routes, { initialEntries: ['/joueur/personne/succes'] });
    expect(await screen.findByRole('heading', { name: "Ce joueur n'existe pas !" })).toBeInTheDocument();
    expect(screen.queryByText(/UserAchievement/)).not.toBeInTheDocument();
  });

  it('renders only the page when no player is named', async () => {
    renderRoutes(routes, { initialEntries: ['/joueur'] });
    expect(await screen.findByText('UserOverview de personne')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Onglets du profil' })).not.toBeInTheDocument();
  });
});
