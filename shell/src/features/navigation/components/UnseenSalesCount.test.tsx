import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { anonymousSession, setAuthSession } from '@zu/shared-auth';
import type { MarketHistory } from '@zu/shared-contract';
import { markSalesSeen, storageKeys } from '@zu/shared-platform';
import {
  avatarFixture,
  apiUrl,
  appSettingsFixture,
  itemFixture,
  marketOfferFixture,
  renderWithProviders,
  setupApiServer,
  signedInAs,
} from '@zu/shared-platform/testing';
import { UnseenSalesCount } from './UnseenSalesCount';

const sold = [3, 2, 1].map((n) =>
  marketOfferFixture(n, itemFixture(n), 'vendeur', {
    status: 'ACCEPTED',
    buyer: { discordUserName: 'acheteur', discordAvatar: avatarFixture },
  }),
);
const history: MarketHistory = { openOffers: [], sold, bought: [], tradeCount: 3, tradeCountToday: 1, tradeLimit: 10 };

let historyRequests = 0;
const server = setupApiServer(
  http.get(apiUrl('/public/market/history/:userName'), ({ params }) => {
    historyRequests += 1;
    expect(params.userName).toBe('vendeur');
    return HttpResponse.json(history);
  }),
);

beforeEach(() => {
  localStorage.clear();
  historyRequests = 0;
});
afterEach(() => setAuthSession(anonymousSession));

describe('the count of sales on the Marché link', () => {
  it('counts the sales after the last one seen, and clears once the Marché page marks them seen', async () => {
    setAuthSession(signedInAs('vendeur'));
    localStorage.setItem(storageKeys.seenSaleId, sold[2]!.id);
    renderWithProviders(<UnseenSalesCount />);
    expect(await screen.findByTestId('unseen-sales')).toHaveTextContent(/^2 ventes depuis ta dernière visite$/);
    act(() => markSalesSeen(sold));
    expect(screen.queryByTestId('unseen-sales')).not.toBeInTheDocument();
  });

  it('counts every listed sale when none was ever seen, and says one sale in the singular', async () => {
    setAuthSession(signedInAs('vendeur'));
    renderWithProviders(<UnseenSalesCount />);
    expect(await screen.findByTestId('unseen-sales')).toHaveTextContent(/^3 ventes/);
    act(() => localStorage.setItem(storageKeys.seenSaleId, sold[1]!.id));
    act(() => window.dispatchEvent(new Event('storage')));
    expect(screen.getByTestId('unseen-sales')).toHaveTextContent(/^1 vente depuis/);
  });

  it('asks nothing and shows nothing for a visitor, or while TRADE is off', async () => {
    // Once the settings are in, a request for the history would have gone out.
    const settingsRead = (store: ReturnType<typeof renderWithProviders>['store']) =>
      waitFor(() => expect(store.getState().api.queries['appSettings(undefined)']?.status).toBe('fulfilled'));
    const visitor = renderWithProviders(<UnseenSalesCount />);
    await settingsRead(visitor.store);
    visitor.unmount();
    setAuthSession(signedInAs('vendeur'));
    server.use(
      http.get(apiUrl('/app/settings'), () => HttpResponse.json(appSettingsFixture({ gameFeatures: ['SHOP'] }))),
    );
    const { store } = renderWithProviders(<UnseenSalesCount />);
    await settingsRead(store);
    expect(screen.queryByTestId('unseen-sales')).not.toBeInTheDocument();
    expect(historyRequests).toBe(0);
  });
});
