import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Item, ShopEntry } from '@zu/shared-contract';
import { apiUrl, itemFixture, renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import ShopPage from './ShopPage';

const item = (n: number): Item => itemFixture(n, { rarity: 3, genre: 'Objet' });
const offer = (n: number, shinyLevel: number, currentStock: number): ShopEntry => ({
  id: `10000000-0000-4000-8000-00000000000${n}`,
  beginDate: '2026-11-01T13:00:00',
  initialStock: 20,
  currentStock,
  shopInventory: { item: item(n), balance: 2500 * n, shinyLevel, upgradeLevel: 0 },
});

const server = setupApiServer(
  http.get(apiUrl('/public/shop'), () => HttpResponse.json([offer(1, 0, 12), offer(2, 1, 0)])),
);

describe('échoppe', () => {
  it("shows the day's offers with price, stock and the golden card's image", async () => {
    renderWithProviders(<ShopPage />);
    expect(await screen.findByText('Les offres du 1er novembre 2026, payées en ZUMonnaie.')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText(/2\s500 ZUMonnaie/)).toBeInTheDocument();
    expect(within(first!).getByText('12 / 20 en stock')).toBeInTheDocument();
    expect(within(second!).getByRole('heading', { name: 'Carte 2 (dorée)' })).toBeInTheDocument();
    expect(within(second!).getByText('Épuisé')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Retour au site' })).toHaveAttribute('href', '/');
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
});
