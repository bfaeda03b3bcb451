import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Fusion, Giveaway } from '@zu/shared-contract';
import { giveawayApi } from '@zu/shared-platform';
import {
  apiUrl,
  appSettingsFixture,
  giveawayFixture,
  itemFixture,
  renderWithProviders,
  setupApiServer,
} from '@zu/shared-platform/testing';
import HomePage from './HomePage';

const fusions: Fusion[] = Array.from({ length: 7 }, (_, i) => ({
  item: itemFixture(100 + i, { name: `Résultat ${i}` }),
  items: [itemFixture(1), itemFixture(1), itemFixture(2)],
}));

let giveaways: Giveaway[] = [];
let giveawayReads = 0;
const server = setupApiServer(
  http.get(apiUrl('/public/fusion'), () => HttpResponse.json(fusions)),
  http.get(apiUrl('/public/post'), () => HttpResponse.json([])),
  http.get(apiUrl('/public/giveaway'), () => {
    giveawayReads += 1;
    return HttpResponse.json(giveaways);
  }),
);
beforeEach(() => {
  giveaways = [];
  giveawayReads = 0;
});

describe('home page', () => {
  it('shows the hero, the card showcase, a fusion and every block whose feature is on', async () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('link', { name: 'Jouer maintenant' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Résultat 5' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Résultat 6' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir le catalogue' })).toHaveAttribute('href', '/catalogue');
    expect(screen.getByRole('link', { name: 'Voir les fusions' })).toHaveAttribute('href', '/fusions');
    const fusion = screen.getByTestId('fusion-showcase');
    expect(within(fusion).getByText('× 2')).toBeInTheDocument();
    expect(within(fusion).getByRole('img', { name: 'Résultat 0' })).toBeInTheDocument();
    expect(await screen.findByTestId('play-modes')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('play-modes'))
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Le Vortex', 'Les défis', "L'abonnement"]);
    expect(screen.getByRole('heading', { name: 'Les cartes STAR' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Les tickets Lucky' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir les commandes' })).toHaveAttribute('href', '/commandes');
  });

  it('leaves out the blocks whose features are off', async () => {
    server.use(
      http.get(apiUrl('/app/settings'), () => HttpResponse.json(appSettingsFixture({ gameFeatures: ['TOWER'] }))),
    );
    renderWithProviders(<HomePage />);
    const modes = await screen.findByTestId('play-modes');
    expect(
      within(modes)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Le Vortex']);
    expect(screen.queryByRole('heading', { name: 'Les cartes STAR' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Les tickets Lucky' })).not.toBeInTheDocument();
  });
});

describe("the home page's giveaway banner", () => {
  const pastGiveaway = giveawayFixture(1, { isOpen: false, isDrawn: true, endDate: '2026-11-16T00:00:00' });

  it('leads to the open giveaway, with its prize and end date', async () => {
    giveaways = [giveawayFixture(2), pastGiveaway];
    renderWithProviders(<HomePage />);
    const banner = await screen.findByRole('region', { name: 'Giveaway en cours : 1 carte dorée : Carte 2' });
    expect(banner).toHaveTextContent("Participations jusqu'au 30 novembre 2026 à 00:00");
    expect(within(banner).getByRole('link', { name: 'Participer' })).toHaveAttribute('href', '/giveaway');
    expect(giveawayReads).toBe(1);
  });

  it('reads the giveaways once and shows nothing when none is open', async () => {
    giveaways = [pastGiveaway];
    const { store } = renderWithProviders(<HomePage />);
    await waitFor(() => expect(giveawayApi.endpoints.giveaways.select()(store.getState()).isSuccess).toBe(true));
    expect(giveawayReads).toBe(1);
    expect(screen.queryByRole('region', { name: /^Giveaway en cours/ })).not.toBeInTheDocument();
  });

  it('shows nothing when the giveaways cannot be read', async () => {
    server.use(http.get(apiUrl('/public/giveaway'), () => HttpResponse.json({}, { status: 500 })));
    const { store } = renderWithProviders(<HomePage />);
    await waitFor(() => expect(giveawayApi.endpoints.giveaways.select()(store.getState()).isError).toBe(true));
    expect(screen.queryByRole('region', { name: /^Giveaway en cours/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Participer' })).not.toBeInTheDocument();
  });
});
