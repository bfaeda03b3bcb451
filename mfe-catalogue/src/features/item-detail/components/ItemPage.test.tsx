import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Fusion, ItemDetail, ItemTrades } from '@zu/shared-contract';
import {
  apiUrl,
  appSettingsFixture,
  avatarFixture,
  itemFixture,
  marketOfferFixture,
  renderAt,
  setupApiServer,
} from '@zu/shared-platform/testing';
import ItemPage from './ItemPage';

const [a, b] = [itemFixture(1, { name: 'Œuf' }), itemFixture(2, { name: 'Plume' })];
const result = itemFixture(10, {
  name: 'Phénix',
  rarity: 4,
  isFusion: true,
  shinyLevels: { 0: true, 1: true, 2: true },
  description: 'Renaît de ses cendres.',
});
const detail: ItemDetail = {
  item: result,
  backUrls: [0, 1, 2].map((l) => `http://api.test/images/back/${l}.webp`),
  normalRecycleMetadata: { craftValue: 400, recycleValue: 40 },
  goldenRecycleMetadata: { craftValue: 1600, recycleValue: 160 },
  ownedPercent: 12.5,
  componentItems: [a, b],
  fusionItems: [itemFixture(20, { name: 'Phénix royal' })],
};
const fusions: Fusion[] = [{ item: result, items: [a, a, b] }];
// As the API answers a STAR card: no golden version.
const star = itemFixture(30, { name: 'Étoile', rarity: 6, shinyLevels: { 0: true, 1: false, 2: false } });

const trades: ItemTrades = {
  openOffers: [
    marketOfferFixture(1, result, 'vendeur.un', { price: 1500, shinyLevel: 1 }),
    marketOfferFixture(2, result, 'vendeur.deux', {
      price: 2400,
      seller: { discordUserName: 'vendeur.deux', discordGlobalName: 'Vendeuse Deux', discordAvatar: avatarFixture },
    }),
  ],
  lastSales: [{ price: 1800, shinyLevel: 0, date: '2026-11-20T18:30:00' }],
};

const server = setupApiServer(
  http.get(apiUrl('/public/item/10-carte-10/trades'), () => HttpResponse.json(trades)),
  http.get(apiUrl('/public/item/:slug/trades'), () => HttpResponse.json({ openOffers: [], lastSales: [] })),
  http.get(apiUrl('/public/item/10-carte-10'), () => HttpResponse.json(detail)),
  http.get(apiUrl('/public/item/30-carte-30'), () =>
    HttpResponse.json({ item: star, backUrls: [], ownedPercent: 0 } satisfies ItemDetail),
  ),
  http.get(apiUrl('/public/item/:slug'), () =>
    HttpResponse.json({ code: 'NOT_FOUND', message: 'Carte introuvable' }, { status: 404 }),
  ),
  http.get(apiUrl('/public/fusion'), () => HttpResponse.json(fusions)),
);

const openAt = (slug: string) => renderAt(<ItemPage />, 'Item', `/carte/${slug}`);

describe('card page', () => {
  it('shows the card: its versions, back, values, owners, flags and title', async () => {
    openAt('10-carte-10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Phénix' })).toBeInTheDocument();
    const versions = screen.getByRole('list', { name: 'Versions de la carte' });
    expect(within(versions).getByRole('img', { name: 'Phénix (Normale)' })).toHaveAttribute('loading', 'lazy');
    expect(within(versions).getByRole('img', { name: 'Phénix (Dorée)' })).toBeInTheDocument();
    expect(within(versions).getByRole('img', { name: 'Phénix (Chromatique)' })).toBeInTheDocument();
    expect(within(versions).getByRole('img', { name: 'Dos de la carte' })).toBeInTheDocument();
    expect(screen.getByTestId('chromatic-tilt')).toBeInTheDocument();
    expect(screen.getByText('Renaît de ses cendres.')).toBeInTheDocument();
    expect(screen.getByTestId('owned-percent')).toHaveTextContent('Possédée par 12,5 % des joueurs');
    const values = screen.getByRole('table', { name: 'Valeurs en poudre créatrice' });
    expect(within(values).getByRole('row', { name: 'Dorée 160 1600' })).toBeInTheDocument();
    expect(screen.getByText('Échangeable : oui')).toBeInTheDocument();
    expect(screen.getByText('Améliorable en constellation : non')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Classique 2026' })).toHaveAttribute(
      'href',
      '/catalogue/classique?year=2026',
    );
    expect(document.title).toContain('Phénix');
  });

  it('counts the fusion components and lists the fusions the card goes into', async () => {
    openAt('10-carte-10');
    const components = await screen.findByRole('region', { name: 'Composants de la fusion' });
    expect(await within(components).findByText('×2')).toBeInTheDocument();
    expect(within(components).getByText('×1')).toBeInTheDocument();
    expect(within(components).getByRole('link', { name: 'Voir la fusion' })).toHaveAttribute(
      'href',
      '/fusions/10-carte-10',
    );
    const usedIn = screen.getByRole('region', { name: 'Utilisée dans les fusions' });
    expect(within(usedIn).getByRole('link', { name: /Phénix royal/ })).toHaveAttribute('href', '/carte/20-carte-20');
  });

  it('shows only the versions the API says a card exists in (no golden one for a STAR card)', async () => {
    openAt('30-carte-30');
    expect(await screen.findByRole('heading', { level: 1, name: 'Étoile' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Étoile (Normale)' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Étoile (Dorée)' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Carte STAR' })).toBeInTheDocument();
  });

  it("shows a tradable card's open offers with their sellers and its last sale prices", async () => {
    openAt('10-carte-10');
    const market = await screen.findByRole('region', { name: 'Au marché' });
    const offers = await within(market).findByRole('table', { name: 'Offres en cours' });
    const [, first, second] = within(offers).getAllByRole('row');
    expect(first).toHaveTextContent(/^Doréevendeur\.un1\s500 ZUMonnaie$/);
    expect(within(first!).getByRole('link', { name: 'vendeur.un' })).toHaveAttribute('href', '/joueur/vendeur.un');
    expect(within(second!).getByRole('link', { name: 'Vendeuse Deux' })).toHaveAttribute(
      'href',
      '/joueur/vendeur.deux',
    );
    const sales = within(market).getByRole('table', { name: 'Dernières ventes' });
    expect(within(sales).getAllByRole('row')[1]).toHaveTextContent(/^20 novembre 2026Normale1\s800 ZUMonnaie$/);
    expect(within(market).getByRole('link', { name: 'Voir ses offres au marché' })).toHaveAttribute(
      'href',
      `/marche?carte=${result.id}`,
    );
  });

  it('says when nobody sells the card nor ever sold it', async () => {
    openAt('30-carte-30');
    expect(await screen.findByText('Personne ne vend cette carte en ce moment.')).toBeInTheDocument();
    expect(screen.getByText("Cette carte n'a encore jamais été vendue au marché.")).toBeInTheDocument();
  });

  it('shows no market section for a card that cannot be traded, nor while TRADE is off', async () => {
    server.use(
      http.get(apiUrl('/public/item/30-carte-30'), () =>
        HttpResponse.json({ item: { ...star, isTradable: false }, backUrls: [], ownedPercent: 0 } satisfies ItemDetail),
      ),
    );
    const untradable = openAt('30-carte-30');
    expect(await screen.findByRole('heading', { level: 1, name: 'Étoile' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Au marché' })).not.toBeInTheDocument();
    untradable.unmount();
    server.use(
      http.get(apiUrl('/app/settings'), () =>
        HttpResponse.json(appSettingsFixture({ gameFeatures: ['SHOP', 'LUCKY'] })),
      ),
    );
    openAt('10-carte-10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Phénix' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Composants de la fusion' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Au marché' })).not.toBeInTheDocument();
  });

  it('says so for an unknown card', async () => {
    openAt('999-nulle-part');
    expect(await screen.findByText("Cette carte n'existe pas.")).toBeInTheDocument();
  });

  it('shows a spinner while the card loads, and offers to retry on another error', async () => {
    server.use(http.get(apiUrl('/public/item/10-carte-10'), () => HttpResponse.json({}, { status: 500 })));
    openAt('10-carte-10');
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.queryByText("Cette carte n'existe pas.")).not.toBeInTheDocument();
  });
});
