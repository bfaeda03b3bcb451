import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { anonymousSession, setAuthSession } from '@zu/shared-auth';
import type { PlayerProfile, SubscriptionHistory, SubscriptionResult } from '@zu/shared-contract';
import {
  apiUrl,
  itemFixture,
  profileFixture,
  renderWithProviders,
  setupApiServer,
  signedInAs,
} from '@zu/shared-platform/testing';
import PremiumPage from './PremiumPage';

const history: SubscriptionHistory = {
  subscriptions: [
    { beginDate: '2026-10-01', endDate: '2026-10-30', loreDustCost: 2000 },
    { beginDate: '2026-08-01', endDate: '2026-08-30', loreDustCost: 0 },
  ],
};

let profile: PlayerProfile;
let profileReads = 0;
let historyReads: string[] = [];
const server = setupApiServer(
  http.get(apiUrl('/public/user/:userName'), () => {
    profileReads += 1;
    return HttpResponse.json(profile);
  }),
  http.get(apiUrl('/public/subscription/:userName'), ({ params }) => {
    historyReads.push(String(params.userName));
    return HttpResponse.json(history);
  }),
);

jest.setTimeout(15000);

beforeEach(() => {
  profile = profileFixture('alice', {
    subscriptionBonusCount: 1,
    subscriptionBonusLimit: 3,
    subscriptionLoreDustCost: 2000,
  });
  profileReads = 0;
  historyReads = [];
});
afterEach(() => setAuthSession(anonymousSession));

describe('the Premium page', () => {
  it('tells a visitor what premium gives and costs, and asks them to sign in to subscribe', async () => {
    const login = jest.fn(async () => {});
    setAuthSession({ ...anonymousSession, login });
    const user = userEvent.setup();
    renderWithProviders(<PremiumPage />, { route: '/abonnement' });
    expect(screen.getByRole('heading', { level: 1, name: 'Abonnement' })).toBeInTheDocument();
    expect(screen.getByTestId('premium-price')).toHaveTextContent(
      /^Le premier mois est offert, puis 2\s000 poudres créatrices pour 30 jours\.$/,
    );
    const perks = within(screen.getByTestId('premium-perks')).getAllByRole('listitem');
    expect(perks.map((perk) => perk.textContent)).toEqual([
      'Une carte offerte à chaque abonnement.',
      'Chaque butin (/journa, /bonus) rapporte 1\u202f200 ZUMonnaie au lieu de 1\u202f000.',
      "Jusqu'à 3 bonus d'abonnement par jour avec /bonus, tant que ton bonus hebdomadaire n'est pas prêt.",
    ]);
    await user.click(within(screen.getByTestId('premium-sign-in')).getByRole('button', { name: 'Se connecter' }));
    expect(login).toHaveBeenCalledTimes(1);
    expect(profileReads).toBe(0);
    expect(historyReads).toEqual([]);
  });

  it("shows a player without a subscription their bonus count, their next price and history, and the flow's button", async () => {
    setAuthSession(signedInAs('alice'));
    renderWithProviders(<PremiumPage />, { route: '/abonnement' });
    expect(await screen.findByTestId('premium-status')).toHaveTextContent("Tu n'es pas abonné(e) en ce moment.");
    expect(screen.getByTestId('premium-bonus-count')).toHaveTextContent("Bonus d'abonnement aujourd'hui : 1/3");
    expect(screen.getByTestId('premium-next-price')).toHaveTextContent(
      /^Ton prochain abonnement coûte 2\s000 poudres créatrices\.$/,
    );
    expect(screen.getByRole('button', { name: "S'abonner" })).toBeInTheDocument();
    const rows = within(await screen.findByTestId('premium-history'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1er\u00a0octobre 202630\u00a0octobre 20262\u202f000 poudres créatrices',
      '1er\u00a0août 202630\u00a0août 2026Offert',
    ]);
    expect(historyReads).toEqual(['alice']);
  });

  it("subscribes through the shared flow, then reads the player's state and history again", async () => {
    setAuthSession(signedInAs('alice'));
    const result: SubscriptionResult = {
      beginDate: '2026-11-27',
      endDate: '2026-12-26',
      loreDustCost: 2000,
      inventory: { item: itemFixture(3, { name: 'Houx doré' }), shinyLevel: 1, quantity: 1 },
    };
    server.use(
      http.post(apiUrl('/public/subscription/subscribe'), () => {
        profile = { ...profile, subscription: { beginDate: '2026-11-27T00:00:00', endDate: '2026-12-26T23:59:59' } };
        return HttpResponse.json(result);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PremiumPage />, { route: '/abonnement' });
    await user.click(await screen.findByRole('button', { name: "S'abonner" }));
    await user.click(await screen.findByRole('button', { name: "Je m'abonne" }));
    expect(await screen.findByRole('dialog', { name: 'Validé !' })).toBeInTheDocument();
    await waitFor(() => expect(historyReads).toHaveLength(2));
    expect(await screen.findByTestId('premium-status')).toHaveTextContent("Tu es abonné(e) jusqu'au 26 décembre 2026.");
    expect(profileReads).toBe(2);
  });

  it('shows a subscriber until when it runs, and offers no subscription', async () => {
    setAuthSession(signedInAs('alice'));
    profile = { ...profile, subscription: { beginDate: '2026-11-02T00:00:00', endDate: '2026-12-01T23:59:59' } };
    renderWithProviders(<PremiumPage />, { route: '/abonnement' });
    expect(await screen.findByTestId('premium-status')).toHaveTextContent(
      "Tu es abonné(e) jusqu'au 1er décembre 2026.",
    );
    expect(screen.queryByRole('button', { name: "S'abonner" })).not.toBeInTheDocument();
    expect(screen.queryByTestId('premium-next-price')).not.toBeInTheDocument();
  });

  it('says when the player never subscribed, and when the history cannot be read', async () => {
    setAuthSession(signedInAs('alice'));
    server.use(http.get(apiUrl('/public/subscription/:userName'), () => HttpResponse.json({ subscriptions: [] })));
    const { unmount } = renderWithProviders(<PremiumPage />, { route: '/abonnement' });
    expect(await screen.findByText("Tu ne t'es encore jamais abonné(e).")).toBeInTheDocument();
    unmount();
    server.use(
      http.get(apiUrl('/public/subscription/:userName'), () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 }),
      ),
    );
    renderWithProviders(<PremiumPage />, { route: '/abonnement' });
    expect(await screen.findByText(/Une erreur s'est produite, veuillez réessayer/)).toBeInTheDocument();
  });
});
