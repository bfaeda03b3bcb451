import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { InventoryEntry, Item } from '@zu/shared-contract';
import { storageKeys } from '@zu/shared-platform';
import { apiUrl, itemFixture, renderAt, setupApiServer } from '@zu/shared-platform/testing';
import UserInventoryConstellationPage from './UserInventoryConstellationPage';
import UserInventoryPage from './UserInventoryPage';

const entry = (
  n: number,
  shinyLevel: 0 | 1 | 2,
  quantity: number,
  upgradeLevel = 0,
  item: Partial<Item> = {},
): InventoryEntry => ({
  id: `00000000-0000-4000-8000-0000000e${String(n).padStart(4, '0')}`,
  item: itemFixture(n, { name: n === 1 ? 'Écureuil étoilé' : `Carte ${n}`, ...item }),
  quantity,
  shinyLevel,
  isGolden: shinyLevel === 1,
  upgradeLevel,
  isFusion: false,
  isFusionComponent: false,
});
// Rarities of itemFixture(n): 1 + n % 5.
const inventory = [
  entry(1, 0, 3),
  entry(2, 1, 1),
  // The API gives a constellation copy its level: upgradeLevel 2 of a rarity-4 card is level 3 out of 4.
  { ...entry(3, 0, 1, 2), constellationLevel: 3 },
  entry(4, 0, 2, 0, { isFusion: true }),
  entry(5, 2, 1, 0, { shinyLevels: { 0: true, 1: true, 2: true } }),
];
const server = setupApiServer(http.get(apiUrl('/public/inventory/alice'), () => HttpResponse.json(inventory)));

const cards = (name: string) => within(screen.getByRole('list', { name })).queryAllByRole('link');
const cardNames = (name: string) => cards(name).map((link) => link.textContent);

// The machine running the suite is shared: the filter walk-through takes 3 s alone, more under load.
jest.setTimeout(15000);

describe('UserInventoryPage', () => {
  beforeEach(() => localStorage.clear());
  const render = () => renderAt(<UserInventoryPage />, 'UserInventory', '/joueur/alice/inventaire');

  it("shows the player's plain cards of the chosen shiny level as card tiles, with their copies", async () => {
    render();
    expect(await screen.findByTestId('items-count')).toHaveTextContent('2 cartes correspondent à la sélection');
    const list = screen.getByRole('list', { name: 'Inventaire' });
    const squirrel = within(list).getByRole('link', { name: /Écureuil étoilé/ });
    expect(squirrel).toHaveAttribute('href', '/carte/1-carte-1');
    expect(squirrel).toHaveTextContent('×3');
    expect(within(list).getByRole('link', { name: /Carte 4/ })).toHaveTextContent('×2');
    // The constellation copy is on the constellations page.
    expect(within(list).queryByRole('link', { name: /Carte 3/ })).not.toBeInTheDocument();
  });

  it("filters with the catalogue's filters, in the browser: shiny level, search, rarity, extra filters", async () => {
    const user = userEvent.setup();
    render();
    await screen.findByTestId('items-count');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brillance' }), 'Dorées');
    expect(cardNames('Inventaire')).toEqual([expect.stringContaining('Carte 2')]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brillance' }), 'Chromatiques');
    expect(cardNames('Inventaire')).toEqual([expect.stringContaining('Carte 5')]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brillance' }), 'Normales');

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une carte' }), 'ecureuil');
    expect(screen.getByTestId('items-count')).toHaveTextContent('1 carte correspond à la sélection');
    await user.clear(screen.getByRole('searchbox', { name: 'Rechercher une carte' }));

    await user.click(screen.getByRole('button', { name: 'Rareté 5' }));
    expect(cardNames('Inventaire')).toEqual([expect.stringContaining('Carte 4')]);
    await user.click(screen.getByRole('button', { name: 'Rareté 5' }));

    await user.click(screen.getByRole('button', { name: /Plus de filtres/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Cartes obtenues par fusion' }));
    expect(cardNames('Inventaire')).toEqual([expect.stringContaining('Carte 4')]);
    expect(localStorage.getItem(storageKeys.catalogueFilterFusions)).toBe('true');
  });

  it('restores the stored filters, and reset clears them', async () => {
    const user = userEvent.setup();
    localStorage.setItem(storageKeys.catalogueFilteredRarities, '[5]');
    render();
    expect(await screen.findByTestId('items-count')).toHaveTextContent('1 carte correspond à la sélection');
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(screen.getByTestId('items-count')).toHaveTextContent('2 cartes correspondent à la sélection');
    expect(localStorage.getItem(storageKeys.catalogueFilteredRarities)).toBe('[]');
  });

  it('says so when the player has no card', async () => {
    server.use(http.get(apiUrl('/public/inventory/alice'), () => HttpResponse.json([])));
    render();
    expect(await screen.findByText("Ce joueur n'a encore aucune carte.")).toBeInTheDocument();
  });

  it('offers to retry when the inventory cannot be read', async () => {
    server.use(http.get(apiUrl('/public/inventory/alice'), () => HttpResponse.json({}, { status: 500 })));
    render();
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});

describe('UserInventoryConstellationPage', () => {
  beforeEach(() => localStorage.clear());

  it('shows the constellation copies only, at their constellation level, and never asks for chromatic ones', async () => {
    localStorage.setItem(storageKeys.catalogueShinyLevel, '2');
    renderAt(<UserInventoryConstellationPage />, 'UserInventoryConstellation', '/joueur/alice/constellations');
    expect(await screen.findByTestId('items-count')).toHaveTextContent('1 carte correspond à la sélection');
    expect(screen.getByRole('combobox', { name: 'Brillance' })).toHaveValue('0');
    expect(screen.getByRole('option', { name: 'Chromatiques' })).toBeDisabled();
    const list = screen.getByRole('list', { name: 'Constellations' });
    expect(cardNames('Constellations')).toEqual([expect.stringContaining('Carte 3')]);
    expect(within(list).getByRole('img', { name: 'Constellation niveau 3 sur 4' })).toBeInTheDocument();
  });
});
