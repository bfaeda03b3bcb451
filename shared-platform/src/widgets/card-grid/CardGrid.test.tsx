import { screen, within } from '@testing-library/react';
import { itemFixture, renderWithProviders } from '@zu/shared-platform/testing';
import { CardGrid, type CardGridEntry } from './CardGrid';

const cards = (count: number): CardGridEntry[] =>
  Array.from({ length: count }, (_, i) => ({ key: String(i + 1), item: itemFixture(i + 1), quantity: i + 1 }));

describe('CardGrid', () => {
  it('draws only the rows near the viewport of a long list, from the first card', async () => {
    renderWithProviders(<CardGrid cards={cards(1500)} label="Cartes" />);
    const list = await screen.findByRole('list', { name: 'Cartes' });
    const tiles = within(list).getAllByRole('listitem');
    expect(tiles.length).toBeGreaterThan(5);
    expect(tiles.length).toBeLessThan(120);
    expect(within(list).getByRole('link', { name: /#1 · Carte 1/ })).toBeInTheDocument();
    // The cards left out keep their place, so the page is as tall as the whole list.
    expect(parseFloat(list.style.paddingBottom)).toBeGreaterThan(10000);
  });

  it('draws every card of a short list as a tile with its copies', async () => {
    renderWithProviders(<CardGrid cards={cards(3)} label="Inventaire" layout="list" />);
    const list = await screen.findByRole('list', { name: 'Inventaire' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(list).toHaveAttribute('data-layout', 'list');
    expect(within(list).getByText('×3')).toBeInTheDocument();
    expect(list.style.paddingBottom).toBe('0px');
  });

  it('fetches the pictures of the first screenful at once and leaves the others to load near the viewport', async () => {
    renderWithProviders(<CardGrid cards={cards(1500)} label="Cartes" />);
    const list = await screen.findByRole('list', { name: 'Cartes' });
    const images = within(list).getAllByRole('img', { name: /^Carte \d+$/ });
    const eager = images.filter((image) => image.getAttribute('loading') === 'eager');
    expect(eager.length).toBeGreaterThan(0);
    expect(eager.length).toBeLessThan(images.length);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images.at(-1)).toHaveAttribute('loading', 'lazy');
  });
});
