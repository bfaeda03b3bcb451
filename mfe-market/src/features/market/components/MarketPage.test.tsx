import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { anonymousSession, setAuthSession } from '@zu/shared-auth';
import type { InventoryEntry, MarketHistory, MarketOffer, MarketOffersPage } from '@zu/shared-contract';
import { storageKeys } from '@zu/shared-platform';
import {
  avatarFixture,
  apiUrl,
  installFakeEventSource,
  itemFixture,
  marketOfferFixture,
  packFixture,
  renderAt,
  setupApiServer,
  signedInAs,
} from '@zu/shared-platform/testing';
import MarketPage from './MarketPage';

const me = 'joueur';
const [dragon, fairy, golem] = [
  itemFixture(1, { name: 'Dragon' }),
  itemFixture(2, { name: 'Fée' }),
  itemFixture(3, { name: 'Golem' }),
];
const theirs = marketOfferFixture(1, dragon, 'vendeur.un', {
  price: 1500,
  shinyLevel: 1,
  seller: { discordUserName: 'vendeur.un', discordGlobalName: 'Vendeur Un', discordAvatar: avatarFixture },
});
const mine = marketOfferFixture(2, fairy, me, { price: 800 });
const sale = (n: number): MarketOffer =>
  marketOfferFixture(10 + n, golem, me, {
    status: 'ACCEPTED',
    price: 100 * n,
    closedDate: `2026-11-2${n}T10:00:00`,
    buyer: { discordUserName: `acheteur.${n}`, discordAvatar: avatarFixture },
  });
const history: MarketHistory = {
  openOffers: [mine],
  sold: [sale(3), sale(2), sale(1)],
  bought: [
    marketOfferFixture(20, dragon, 'vendeur.un', {
      status: 'ACCEPTED',
      price: 4200,
      closedDate: '2026-11-19T10:00:00',
      buyer: { discordUserName: me, discordAvatar: avatarFixture },
    }),
  ],
  tradeCount: 12,
  tradeCountToday: 3,
  tradeLimit: 10,
};
const otherPack = { id: '22222222-2222-4222-8222-222222222222', name: 'Halloween', slug: 'halloween', year: 2025 };

let offerQueries: URLSearchParams[] = [];
let historyReads = 0;
let writes: { method: string; path: string; body?: unknown }[] = [];
const server = setupApiServer(
  http.get(apiUrl('/public/market'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    offerQueries.push(params);
    const page = Number(params.get('page') ?? 0);
    // Like the API, a shiny level keeps the offers at that level only.
    const shinyLevel = params.get('shinyLevel');
    const offers = [theirs, mine].filter((offer) => shinyLevel === null || offer.shinyLevel === Number(shinyLevel));
    return HttpResponse.json({ offers, page, pageSize: 24, total: 50 } satisfies MarketOffersPage);
  }),
  http.get(apiUrl('/public/pack'), () => HttpResponse.json([packFixture, otherPack])),
  http.get(apiUrl('/public/market/history/:userName'), ({ params }) => {
    historyReads += 1;
    expect(params.userName).toBe(me);
    return HttpResponse.json(history);
  }),
  http.post(apiUrl('/public/market/:offerId/accept'), ({ params }) => {
    writes.push({ method: 'POST', path: `/public/market/${String(params.offerId)}/accept` });
    return HttpResponse.json({ ...theirs, status: 'ACCEPTED', buyer: { discordUserName: me } });
  }),
  http.delete(apiUrl('/public/market/:offerId'), ({ params }) => {
    writes.push({ method: 'DELETE', path: `/public/market/${String(params.offerId)}` });
    return HttpResponse.json({ ...mine, status: 'CANCELLED' });
  }),
);

function ShowLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

const renderPage = (url = '/marche') =>
  renderAt(
    <>
      <MarketPage />
      <ShowLocation />
    </>,
    'Market',
    url,
  );
const lastQuery = () => offerQueries.at(-1)!;
const live = installFakeEventSource();

beforeEach(() => {
  localStorage.clear();
  offerQueries = [];
  historyReads = 0;
  writes = [];
});
afterEach(() => setAuthSession(anonymousSession));

describe('the Marché for a visitor', () => {
  it('lists the open offers with their card, price, seller and day, and nothing to buy', async () => {
    renderPage();
    const offers = await screen.findByRole('list', { name: 'Offres' });
    expect(screen.getByTestId('offer-count')).toHaveTextContent('50 offres');
    const [first] = within(offers).getAllByTestId('market-offer');
    expect(within(first!).getByRole('img', { name: 'Dragon' })).toHaveAttribute(
      'src',
      'http://api.test/images/item/1-1.webp',
    );
    expect(first).toHaveTextContent(/1\s500 ZUMonnaie/);
    expect(within(first!).getByRole('link', { name: 'Vendeur Un' })).toHaveAttribute('href', '/joueur/vendeur.un');
    expect(first).toHaveTextContent('En vente depuis le 11 novembre 2026');
    expect(screen.queryByRole('button', { name: /^Acheter/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connecte-toi' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mon activité' })).not.toBeInTheDocument();
    expect(historyReads).toBe(0);
  });

  it('asks the API for the filters, pack, card, sort and page the address holds', async () => {
    renderPage(
      `/marche?rarete=5&rarete=2&brillance=1&recherche=dra&pack=${otherPack.id}&tri=prix&page=2&carte=${dragon.id}`,
    );
    await screen.findByRole('list', { name: 'Offres' });
    const query = lastQuery();
    expect(query.getAll('rarity')).toEqual(['2', '5']);
    expect(query.get('shinyLevel')).toBe('1');
    expect(query.get('search')).toBe('dra');
    expect(query.get('packId')).toBe(otherPack.id);
    expect(query.get('itemId')).toBe(dragon.id);
    expect(query.get('sort')).toBe('PRICE_ASC');
    expect(query.get('page')).toBe('1');
    expect(screen.getByRole('combobox', { name: 'Pack' })).toHaveValue(otherPack.id);
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveValue('PRICE_ASC');
    expect(screen.getByText('Les offres de la carte Dragon.')).toBeInTheDocument();
    // The market filters on no keyword or fusion: the catalogue's extra panel is not offered.
    expect(screen.queryByRole('button', { name: /Plus de filtres/ })).not.toBeInTheDocument();
  });

  it('lists every version without a shiny choice, and keeps a new sort in the address, back on the first page', async () => {
    const user = userEvent.setup();
    renderPage('/marche?page=2');
    await screen.findByRole('list', { name: 'Offres' });
    expect(lastQuery().has('shinyLevel')).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Brillance' })).toHaveDisplayValue('Toutes les versions');
    expect(lastQuery().get('sort')).toBe('DATE');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'PRICE_DESC');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/marche\?tri=prix-decroissant$/);
    await waitFor(() => expect(lastQuery().get('sort')).toBe('PRICE_DESC'));
    expect(lastQuery().has('page')).toBe(false);
  });

  it('lists the normal copies only on "Normales", kept in the address, and every version again on "Toutes les versions"', async () => {
    const user = userEvent.setup();
    renderPage('/marche?page=2');
    await screen.findByRole('list', { name: 'Offres' });
    const shiny = screen.getByRole('combobox', { name: 'Brillance' });
    expect(
      within(shiny)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Toutes les versions', 'Normales', 'Dorées', 'Chromatiques']);
    await user.selectOptions(shiny, 'Normales');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/marche\?brillance=0$/);
    await waitFor(() => expect(lastQuery().get('shinyLevel')).toBe('0'));
    // Only the normal copy is left of the two offers the API answers for this query.
    await waitFor(() => expect(screen.getAllByTestId('market-offer')).toHaveLength(1));
    expect(screen.getByTestId('market-offer')).toHaveTextContent('Fée');
    await user.selectOptions(shiny, 'Toutes les versions');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/marche$/);
    await waitFor(() => expect(lastQuery().has('shinyLevel')).toBe(false));
    await waitFor(() => expect(screen.getAllByTestId('market-offer')).toHaveLength(2));
  });

  it('keeps "Normales" from a shared link, and leaves the catalogue\'s stored shiny level alone', async () => {
    localStorage.setItem(storageKeys.catalogueShinyLevel, '1');
    renderPage('/marche?brillance=0');
    await screen.findByRole('list', { name: 'Offres' });
    expect(screen.getByRole('combobox', { name: 'Brillance' })).toHaveDisplayValue('Normales');
    expect(lastQuery().get('shinyLevel')).toBe('0');
    expect(localStorage.getItem(storageKeys.catalogueShinyLevel)).toBe('1');
  });

  it('pages through the offers', async () => {
    const user = userEvent.setup();
    renderPage();
    const pager = await screen.findByRole('navigation', { name: 'Pages des offres' });
    expect(pager).toHaveTextContent('Page 1 sur 3');
    expect(within(pager).getByRole('button', { name: 'Précédente' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Suivante' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/marche\?page=2$/);
    await waitFor(() => expect(pager).toHaveTextContent('Page 2 sur 3'));
    expect(lastQuery().get('page')).toBe('1');
  });
});

describe('the Marché for a signed-in player', () => {
  beforeEach(() => setAuthSession(signedInAs(me)));

  it("shows the player's trades: the day's count against the limit, new sales since the last visit, then marks them seen", async () => {
    localStorage.setItem(storageKeys.seenSaleId, sale(1).id);
    renderPage();
    const activity = await screen.findByRole('region', { name: 'Mon activité' });
    expect(await within(activity).findByTestId('trade-count-today')).toHaveTextContent("Échanges aujourd'hui : 3 / 10");
    expect(within(activity).getByTestId('trade-count')).toHaveTextContent('Échanges au total : 12');
    expect(within(activity).getByTestId('new-sales')).toHaveTextContent('2 ventes depuis ta dernière visite');
    const sales = within(activity).getByRole('list', { name: 'Mes ventes' });
    expect(within(sales).getAllByText('Nouveau')).toHaveLength(2);
    expect(within(sales).getAllByRole('listitem')[0]).toHaveTextContent(
      /Golem · 300 ZUMonnaie · à acheteur\.3 · le 23 novembre 2026/,
    );
    expect(within(activity).getByRole('list', { name: 'Mes achats' })).toHaveTextContent(
      /Dragon · 4\s200 ZUMonnaie · de vendeur\.un/,
    );
    expect(localStorage.getItem(storageKeys.seenSaleId)).toBe(sale(3).id);
    expect(within(activity).getByRole('list', { name: 'Mes offres en cours' })).toHaveTextContent(/800 ZUMonnaie/);
  });

  it("buys another player's offer after a confirmation stating the price and the day's trades", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('trade-count-today');
    const readsBefore = historyReads;
    await user.click(await screen.findByRole('button', { name: /^Acheter Dragon \(dorée\) pour 1\s500 ZUMonnaie$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Acheter cette offre ?' });
    expect(dialog).toHaveTextContent(/Tu achètes Dragon \(dorée\) à Vendeur Un pour 1\s500 ZUMonnaie/);
    expect(within(dialog).getByTestId('trade-count-in-dialog')).toHaveTextContent("Échanges aujourd'hui : 3 / 10");
    expect(writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: /^Acheter pour 1\s500 ZUMonnaie$/ }));
    expect(await screen.findByTestId('market-notice')).toHaveTextContent(/Tu as acheté Dragon \(dorée\) pour 1\s500/);
    expect(writes).toEqual([{ method: 'POST', path: `/public/market/${theirs.id}/accept` }]);
    // The trades are read again: the counts change.
    await waitFor(() => expect(historyReads).toBeGreaterThan(readsBefore));
  });

  it("shows a refused purchase in the API's words, and buys nothing", async () => {
    server.use(
      http.post(apiUrl('/public/market/:offerId/accept'), () =>
        HttpResponse.json(
          { code: 'TRADE_LIMIT_REACHED', message: "Tu as atteint ta limite d'échanges pour aujourd'hui." },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /^Acheter Dragon/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /^Acheter pour/ }));
    expect(await within(dialog).findByText("Tu as atteint ta limite d'échanges pour aujourd'hui.")).toBeInTheDocument();
    expect(screen.queryByTestId('market-notice')).not.toBeInTheDocument();
  });

  it('withdraws one of their own offers after confirming', async () => {
    const user = userEvent.setup();
    renderPage();
    const ownOffers = await screen.findByRole('list', { name: 'Mes offres en cours' });
    // Their own offer, among the others, can only be withdrawn.
    const offers = await screen.findByRole('list', { name: 'Offres' });
    expect(within(offers).queryByRole('button', { name: /^Acheter Fée/ })).not.toBeInTheDocument();
    await user.click(within(ownOffers).getByRole('button', { name: /^Retirer l'offre Fée à 800 ZUMonnaie$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirer cette offre ?' });
    expect(dialog).toHaveTextContent('Ton offre de Fée à 800 ZUMonnaie quitte le marché');
    await user.click(within(dialog).getByRole('button', { name: "Retirer l'offre" }));
    expect(await screen.findByTestId('market-notice')).toHaveTextContent('Ton offre de Fée est retirée du marché.');
    expect(writes).toEqual([{ method: 'DELETE', path: `/public/market/${mine.id}` }]);
  });
});

describe('putting a card on offer', () => {
  beforeEach(() => setAuthSession(signedInAs(me)));

  const entry = (n: number, item: InventoryEntry['item'], overrides: Partial<InventoryEntry> = {}): InventoryEntry => ({
    id: `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    item,
    quantity: 1,
    shinyLevel: 0,
    isGolden: overrides.shinyLevel === 1,
    upgradeLevel: 0,
    isFusion: false,
    isFusionComponent: false,
    ...overrides,
  });
  const inventory = [
    entry(1, golem, { quantity: 3 }),
    entry(2, golem, { shinyLevel: 1 }),
    // One copy, already on offer.
    entry(3, fairy),
    entry(4, itemFixture(4, { name: 'Relique', isTradable: false })),
    entry(5, dragon, { upgradeLevel: 2, constellationLevel: 2 }),
  ];

  it('offers only tradable plain copies not already on offer, and sends the card, version and price once confirmed', async () => {
    let body: unknown;
    server.use(
      http.get(apiUrl('/public/inventory/:userName'), () => HttpResponse.json(inventory)),
      http.post(apiUrl('/public/market'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(marketOfferFixture(9, golem, me, { shinyLevel: 1, price: 2500 }));
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mettre une carte en vente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mettre une carte en vente' });
    const select = await within(dialog).findByRole('combobox', { name: 'Carte à vendre' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choisis une carte (2)', 'Golem — 3 disponibles', 'Golem (dorée) — 1 disponible']);
    expect(within(dialog).getByRole('button', { name: 'Continuer' })).toBeDisabled();
    await user.selectOptions(select, 'Golem (dorée) — 1 disponible');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Prix en ZUMonnaie' }), '2500');
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    expect(dialog).toHaveTextContent(/Tu mets en vente Golem \(dorée\) pour 2\s500 ZUMonnaie/);
    expect(body).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: /^Mettre en vente pour 2\s500 ZUMonnaie$/ }));
    expect(await screen.findByTestId('market-notice')).toHaveTextContent(/Golem \(dorée\) est en vente pour 2\s500/);
    expect(body).toEqual({ itemId: golem.id, shinyLevel: 1, price: 2500 });
  });

  it('says when the player has nothing to sell', async () => {
    server.use(http.get(apiUrl('/public/inventory/:userName'), () => HttpResponse.json([inventory[2], inventory[3]])));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mettre une carte en vente' }));
    expect(await screen.findByText(/Tu n'as aucune carte à vendre/)).toBeInTheDocument();
  });
});

describe('the Marché, live', () => {
  it("reads the offers again when the market's topic changes: another player's new offer shows", async () => {
    let total = 50;
    server.use(
      http.get(apiUrl('/public/market'), () =>
        HttpResponse.json({ offers: [theirs, mine], page: 0, pageSize: 24, total } satisfies MarketOffersPage),
      ),
    );
    renderPage();
    await waitFor(() => expect(screen.getByTestId('offer-count')).toHaveTextContent('50 offres'));
    await waitFor(() => expect(live.latest?.topics).toEqual(['market']));

    total = 51;
    act(() => live.latest!.change('market', '14'));
    await waitFor(() => expect(screen.getByTestId('offer-count')).toHaveTextContent('51 offres'));
  });
});

describe('the Marché, live, for a seller', () => {
  beforeEach(() => setAuthSession(signedInAs(me)));

  it('says a sale made while the page is open in its polite live region, and none of the sales found on opening', async () => {
    let sold = history.sold;
    server.use(http.get(apiUrl('/public/market/history/:userName'), () => HttpResponse.json({ ...history, sold })));
    renderPage();
    await screen.findByTestId('trade-count-today');
    await waitFor(() => expect(live.latest?.topics).toEqual(['market']));
    expect(screen.queryByTestId('market-notice')).not.toBeInTheDocument();

    const newSale = marketOfferFixture(30, fairy, me, {
      status: 'ACCEPTED',
      price: 1250,
      closedDate: '2026-11-28T10:00:00',
      buyer: { discordUserName: 'acheteur.neuf', discordGlobalName: 'Acheteur Neuf', discordAvatar: avatarFixture },
    });
    sold = [newSale, ...history.sold];
    act(() => live.latest!.change('market', '15'));
    const notice = await screen.findByTestId('market-notice');
    expect(notice).toHaveTextContent(/^Vendu ! Acheteur Neuf a acheté ta carte Fée pour 1\s250 ZUMonnaie\.$/);
    expect(notice.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
  });
});
