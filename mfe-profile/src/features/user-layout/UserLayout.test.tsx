import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymousSession, setAuthSession } from '@zu/shared-auth';
import { Outlet, useParams } from 'react-router';
import { http, HttpResponse } from 'msw';
import { createRouteObjects, routeTable } from '@zu/shared-platform';
import {
  apiUrl,
  appSettingsFixture,
  profileFixture,
  renderRoutes,
  setupApiServer,
  signedInAs,
} from '@zu/shared-platform/testing';
import UserLayout from './UserLayout';

const alice = profileFixture('alice', { user: { discordGlobalName: 'Alice des Brumes' } });
const subscribed = profileFixture('abonnee', {
  subscription: { beginDate: '2026-01-01T00:00:00', endDate: '2999-12-31T23:59:59' },
  subscriptionBonusCount: 2,
  subscriptionBonusLimit: 3,
});

function signIn(userName: string) {
  setAuthSession(signedInAs(userName));
}

const server = setupApiServer(
  http.get(apiUrl('/public/user/:name'), ({ params }) =>
    params.name === 'alice'
      ? HttpResponse.json(alice)
      : params.name === 'abonnee'
        ? HttpResponse.json(subscribed)
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
    localStorage.clear();
  });
  afterEach(() => setAuthSession(anonymousSession));

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

  const actions = () => screen.getByTestId('user-layout-actions');

  it("shows 'Retour au profil' on subpages only", async () => {
    const { router } = renderRoutes(routes, { initialEntries: ['/joueur/alice'] });
    await screen.findByText('UserOverview de alice');
    expect(within(actions()).queryByRole('link', { name: 'Retour au profil' })).not.toBeInTheDocument();
    await act(() => router.navigate('/joueur/alice/activite'));
    expect(within(actions()).getByRole('link', { name: 'Retour au profil' })).toHaveAttribute('href', '/joueur/alice');
  });

  it('shows the Constellations button while UPGRADE is on, and the calendar button in the calendar period', async () => {
    server.use(
      http.get(apiUrl('/app/settings'), () =>
        HttpResponse.json(appSettingsFixture({ inCalendarPeriod: true, gameFeatures: ['UPGRADE', 'CALENDAR'] })),
      ),
    );
    renderRoutes(routes, { initialEntries: ['/joueur/alice'] });
    await screen.findByText('UserOverview de alice');
    expect(await within(actions()).findByRole('link', { name: 'Constellations' })).toHaveAttribute(
      'href',
      '/joueur/alice/constellations',
    );
    expect(within(actions()).getByRole('link', { name: 'Calendrier festif' })).toHaveAttribute(
      'href',
      '/calendrier-festif/alice',
    );
  });

  it('hides both outside the calendar period and with UPGRADE off', async () => {
    server.use(
      http.get(apiUrl('/app/settings'), () =>
        HttpResponse.json(appSettingsFixture({ inCalendarPeriod: false, gameFeatures: ['CALENDAR'] })),
      ),
    );
    renderRoutes(routes, { initialEntries: ['/joueur/alice'] });
    await screen.findByText('UserOverview de alice');
    expect(within(actions()).queryByRole('link', { name: 'Constellations' })).not.toBeInTheDocument();
    expect(within(actions()).queryByRole('link', { name: 'Calendrier festif' })).not.toBeInTheDocument();
  });

  it("offers to subscribe on one's own profile without a subscription, and not to a visitor", async () => {
    signIn('alice');
    renderRoutes(routes, { initialEntries: ['/joueur/alice'] });
    await screen.findByText('UserOverview de alice');
    expect(await within(actions()).findByRole('button', { name: "S'abonner" })).toBeInTheDocument();
  });

  it("does not offer to subscribe on another player's profile", async () => {
    signIn('bob');
    renderRoutes(routes, { initialEntries: ['/joueur/alice'] });
    await screen.findByText('UserOverview de alice');
    expect(within(actions()).queryByRole('button', { name: "S'abonner" })).not.toBeInTheDocument();
  });

  it('does not offer to subscribe while SUBSCRIPTION is off', async () => {
    server.use(http.get(apiUrl('/app/settings'), () => HttpResponse.json(appSettingsFixture({ gameFeatures: [] }))));
    signIn('alice');
    renderRoutes(routes, { initialEntries: ['/joueur/alice'] });
    await screen.findByText('UserOverview de alice');
    expect(within(actions()).queryByRole('button', { name: "S'abonner" })).not.toBeInTheDocument();
  });

  it('shows a running subscription in the header, with the daily bonus count, and no Subscribe button', async () => {
    signIn('abonnee');
    renderRoutes(routes, { initialEntries: ['/joueur/abonnee'] });
    await screen.findByText('UserOverview de abonnee');
    expect(screen.getByTestId('user-layout-subscribed')).toHaveTextContent('Abonné(e) · bonus 2/3');
    expect(within(actions()).queryByRole('button', { name: "S'abonner" })).not.toBeInTheDocument();
  });

  it("offers 'Changer de bannière' on one's own banner page only", async () => {
    signIn('alice');
    const { router } = renderRoutes(routes, { initialEntries: ['/joueur/alice/bannieres'] });
    await screen.findByText('UserBanner de alice');
    expect(within(actions()).getByRole('button', { name: 'Changer de bannière' })).toBeInTheDocument();
    await act(() => router.navigate('/joueur/alice/stats'));
    expect(within(actions()).queryByRole('button', { name: 'Changer de bannière' })).not.toBeInTheDocument();
    signIn('bob');
    await act(() => router.navigate('/joueur/alice/bannieres'));
    await screen.findByText('UserBanner de alice');
    expect(within(actions()).queryByRole('button', { name: 'Changer de bannière' })).not.toBeInTheDocument();
  });

  it('switches between inventory and compare, remembering the mode (Inventory by default)', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, { initialEntries: ['/joueur/alice/inventaire'] });
    await screen.findByText('UserInventory de alice');
    const tabs = screen.getByRole('navigation', { name: 'Onglets du profil' });
    expect(within(tabs).getByRole('link', { name: 'Inventaire' })).toHaveAttribute('href', '/joueur/alice/inventaire');
    expect(within(actions()).getByRole('button', { name: 'Inventaire' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(actions()).getByRole('button', { name: 'Comparer' }));
    expect(await screen.findByText('UserCompare de alice')).toBeInTheDocument();
    expect(localStorage.getItem('inventoryMode')).toBe('Compare');
    expect(within(tabs).getByRole('link', { name: 'Inventaire' })).toHaveAttribute('href', '/joueur/alice/comparer');
    expect(within(actions()).queryByRole('button', { name: 'Comparer' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts in the stored mode: the Inventaire tab leads to the comparison', async () => {
    localStorage.setItem('inventoryMode', 'Compare');
    renderRoutes(routes, { initialEntries: ['/joueur/alice/stats'] });
    await screen.findByText('UserStats de alice');
    const tabs = screen.getByRole('navigation', { name: 'Onglets du profil' });
    expect(within(tabs).getByRole('link', { name: 'Inventaire' })).toHaveAttribute('href', '/joueur/alice/comparer');
  });

  it('shows no mode switch outside the inventory', async () => {
    renderRoutes(routes, { initialEntries: ['/joueur/alice/succes'] });
    await screen.findByText('UserAchievement de alice');
    expect(within(actions()).queryByRole('group', { name: "Mode de l'inventaire" })).not.toBeInTheDocument();
  });

  it('tells a signed-in player without an account that their profile comes once they play', async () => {
    signIn('personne');
    renderRoutes(routes, { initialEntries: ['/joueur/personne'] });
    expect(await screen.findByRole('heading', { name: "Ton profil n'est pas encore disponible" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'guide du débutant' })).toHaveAttribute('href', '/guide');
    expect(screen.queryByText("Ce joueur n'existe pas !")).not.toBeInTheDocument();
  });

  it("keeps 'Validé !' open after subscribing, while the header turns to the subscription and the button goes", async () => {
    let subscribedNow = false;
    server.use(
      http.get(apiUrl('/public/user/alice'), () =>
        HttpResponse.json(subscribedNow ? { ...alice, subscription: subscribed.subscription } : alice),
      ),
      http.post(apiUrl('/public/subscription/subscribe'), () => {
        subscribedNow = true;
        return HttpResponse.json({ beginDate: '2026-11-02', endDate: '2026-12-01', loreDustCost: 0 });
      }),
    );
    signIn('alice');
    const user = userEvent.setup();
    renderRoutes(routes, { initialEntries: ['/joueur/alice'] });
    await user.click(
      await within(await screen.findByTestId('user-layout-actions')).findByRole('button', { name: "S'abonner" }),
    );
    await user.click(await screen.findByRole('button', { name: "Je m'abonne" }));
    expect(await screen.findByTestId('user-layout-subscribed')).toBeInTheDocument();
    expect(within(actions()).queryByRole('button', { name: "S'abonner" })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Validé !' })).toBeInTheDocument();
  });
});
