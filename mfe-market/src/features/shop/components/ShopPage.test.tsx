import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { anonymousSession, setAuthSession } from '@zu/shared-auth';
import type { Item, ShopBought, ShopEntry, ShopPurchase } from '@zu/shared-contract';
import { publicUserApi } from '@zu/shared-platform';
import {
  apiUrl,
  installFakeEventSource,
  itemFixture,
  profileFixture,
  renderWithProviders,
  setupApiServer,
  signedInAs,
} from '@zu/shared-platform/testing';
import ShopPage from './ShopPage';

const item = (n: number): Item => itemFixture(n, { rarity: 3, genre: 'Objet' });
const offer = (n: number, shinyLevel: number, currentStock: number): ShopEntry => ({
  id: `10000000-0000-4000-8000-00000000000${n}`,
  beginDate: '2026-11-01T13:00:00',
  initialStock: 20,
  currentStock,
  shopInventory: { item: item(n), balance: 2500 * n, shinyLevel, isGolden: shinyLevel === 1, upgradeLevel: 0 },
});

let purchases = 0;
const server = setupApiServer(
  http.get(apiUrl('/public/shop'), () => HttpResponse.json([offer(1, 0, 12), offer(2, 1, 0)])),
  http.get(apiUrl('/public/shop/:userName'), () => HttpResponse.json({ boughtEntryIds: [] } satisfies ShopBought)),
  http.get(apiUrl('/public/user/:name'), async ({ params }) => {
    // After a purchase the profile is read again; that answer never comes here, so the balance the page shows
    // can only be the purchase's own.
    if (purchases > 0) await delay('infinite');
    return HttpResponse.json(profileFixture(String(params.name), { user: { balance: 3000 } }));
  }),
  http.post(apiUrl('/public/shop/:entryId/buy'), ({ params }) => {
    purchases += 1;
    expect(params.entryId).toBe(offer(1, 0, 12).id);
    return HttpResponse.json({ entry: offer(1, 0, 11), balance: 500 } satisfies ShopPurchase);
  }),
);

const live = installFakeEventSource();

beforeEach(() => {
  purchases = 0;
});
afterEach(() => setAuthSession(anonymousSession));

describe('échoppe', () => {
  it("shows the day's offers with price, stock and the golden card's image", async () => {
    renderWithProviders(<ShopPage />);
    expect(await screen.findByText('Les offres du 1er novembre 2026, payées en ZUMonnaie.')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText(/2\s500 ZUMonnaie/)).toBeInTheDocument();
    expect(within(first!).getByText('12 / 20 en stock')).toBeInTheDocument();
    expect(within(second!).getByRole('heading', { name: 'Carte 2 (dorée)' })).toBeInTheDocument();
    expect(within(second!).getByText('Épuisé')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au site' })).toHaveAttribute('href', '/');
  });

  it('draws each card with the shared card tile: its version on sale, rarity, name and link to its page', async () => {
    renderWithProviders(<ShopPage />);
    const [first, second] = await screen.findAllByTestId('card-tile');
    expect(within(first!).getByRole('img', { name: 'Carte 1' })).toHaveAttribute(
      'src',
      'http://api.test/images/item/1-0.webp',
    );
    expect(within(second!).getByRole('img', { name: 'Carte 2' })).toHaveAttribute(
      'src',
      'http://api.test/images/item/2-1.webp',
    );
    expect(within(second!).getByText('Dorée')).toBeInTheDocument();
    expect(within(second!).getByRole('img', { name: 'Rareté 3' })).toBeInTheDocument();
    expect(within(second!).getByTestId('hardcore-tag')).toHaveTextContent('-hc');
    expect(within(second!).getByRole('link', { name: /#2 · Carte 2/ })).toHaveAttribute('href', '/carte/2-carte-2');
    // Inside the offer's list item, not a list item of its own.
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says when the échoppe is empty', async () => {
    server.use(http.get(apiUrl('/public/shop'), () => HttpResponse.json([])));
    renderWithProviders(<ShopPage />);
    expect(await screen.findByText(/L'échoppe est vide pour le moment/)).toBeInTheDocument();
  });

  it("shows each offer's first day and when the next batch comes, and asks a visitor to sign in to buy", async () => {
    renderWithProviders(<ShopPage />);
    expect(await screen.findAllByText('En vente depuis le 1er novembre 2026')).toHaveLength(2);
    expect(screen.getByTestId('shop-restock')).toHaveTextContent(/^Prochain arrivage le /);
    expect(screen.getByRole('button', { name: 'Connecte-toi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Acheter/ })).not.toBeInTheDocument();
  });

  it('buys an offer after confirming its price: the stock and the balance change at once', async () => {
    setAuthSession(signedInAs('joueur'));
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ShopPage />);
    void store.dispatch(publicUserApi.endpoints.publicUser.initiate('joueur'));
    const balanceOf = () => publicUserApi.endpoints.publicUser.select('joueur')(store.getState()).data?.user.balance;
    await waitFor(() => expect(balanceOf()).toBe(3000));
    // The sold-out offer cannot be bought.
    expect(
      await screen.findByRole('button', { name: /^Acheter Carte 2 \(dorée\) pour 5\s000 ZUMonnaie$/ }),
    ).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /^Acheter Carte 1 pour 2\s500 ZUMonnaie$/ }));
    const dialog = await screen.findByRole('dialog', { name: "Acheter à l'échoppe ?" });
    expect(dialog).toHaveTextContent(/Tu achètes Carte 1 pour 2\s500 ZUMonnaie/);
    expect(purchases).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: /^Acheter pour 2\s500 ZUMonnaie$/ }));

    expect(await screen.findByTestId('shop-notice')).toHaveTextContent(
      'Tu as acheté Carte 1 : il te reste 500 ZUMonnaie.',
    );
    expect(purchases).toBe(1);
    expect(screen.getByText('11 / 20 en stock')).toBeInTheDocument();
    expect(balanceOf()).toBe(500);
    expect(screen.getByRole('button', { name: 'Carte 1 : déjà acheté' })).toBeDisabled();
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Déjà acheté')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says which offers the player bought on an earlier visit, and offers no second buy of them', async () => {
    server.use(
      http.get(apiUrl('/public/shop/:userName'), ({ params }) => {
        expect(params.userName).toBe('joueur');
        return HttpResponse.json({ boughtEntryIds: [offer(1, 0, 12).id] } satisfies ShopBought);
      }),
    );
    setAuthSession(signedInAs('joueur'));
    renderWithProviders(<ShopPage />);
    expect(await screen.findByRole('button', { name: 'Carte 1 : déjà acheté' })).toBeDisabled();
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByTestId('shop-bought')).toHaveTextContent('Déjà acheté');
    expect(within(second!).queryByTestId('shop-bought')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Acheter Carte 1/ })).not.toBeInTheDocument();
  });

  it("shows a refusal in the API's own words, in the dialog", async () => {
    server.use(
      http.post(apiUrl('/public/shop/:entryId/buy'), () =>
        HttpResponse.json({ code: 'ALREADY_BOUGHT', message: 'Tu as déjà acheté cette offre.' }, { status: 400 }),
      ),
    );
    setAuthSession(signedInAs('joueur'));
    const user = userEvent.setup();
    renderWithProviders(<ShopPage />);
    await user.click(await screen.findByRole('button', { name: /^Acheter Carte 1 pour 2\s500 ZUMonnaie$/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /^Acheter pour 2\s500 ZUMonnaie$/ }));
    expect(await within(dialog).findByText('Tu as déjà acheté cette offre.')).toBeInTheDocument();
    expect(screen.getByText('12 / 20 en stock')).toBeInTheDocument();
  });
});

describe('the échoppe, live', () => {
  it("shows other players' purchases: the stock is read again when the échoppe's topic changes", async () => {
    let stock = 12;
    server.use(http.get(apiUrl('/public/shop'), () => HttpResponse.json([offer(1, 0, stock), offer(2, 1, 0)])));
    renderWithProviders(<ShopPage />);
    expect(await screen.findByText('12 / 20 en stock')).toBeInTheDocument();
    await waitFor(() => expect(live.latest?.topics).toEqual(['shop']));

    stock = 9;
    act(() => live.latest!.change('shop', '5'));
    expect(await screen.findByText('9 / 20 en stock')).toBeInTheDocument();
  });
});
