import { act, screen, within } from '@testing-library/react';
import { Outlet, useParams } from 'react-router';
import { http, HttpResponse } from 'msw';
import { createRouteObjects, routeTable } from '@zu/shared-platform';
import { apiUrl, appSettingsFixture, renderRoutes, setupApiServer } from '@zu/shared-platform/testing';
import UserLayout from './UserLayout';

const server = setupApiServer();

let layoutMounts = 0;
function CountingUserLayout() {
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
    expect(screen.getByTestId('user-layout-name')).toHaveTextContent('alice');
    const tabs = screen.getByRole('navigation', { name: 'Onglets du profil' });
    expect(within(tabs).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Inventaire',
      'Activité',
      'Ascensions',
      'Succès',
      'Statistiques',
      'Bannières',
    ]);
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

  it('renders only the page when no player is named', async () => {
    renderRoutes(routes, { initialEntries: ['/joueur'] });
    expect(await screen.findByText('UserOverview de personne')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Onglets du profil' })).not.toBeInTheDocument();
  });
});
