import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { InventoryEntry } from '@zu/shared-contract';
import { apiUrl, itemFixture, renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import UserInventoryConstellationPage from './UserInventoryConstellationPage';
import UserInventoryPage from './UserInventoryPage';

const entry = (n: number, shinyLevel: 0 | 1 | 2, quantity: number, upgradeLevel = 0): InventoryEntry => ({
  id: `00000000-0000-4000-8000-0000000e${String(n).padStart(4, '0')}`,
  item: itemFixture(n, { name: n === 1 ? 'Écureuil étoilé' : `Carte ${n}` }),
  quantity,
  shinyLevel,
  upgradeLevel,
  isFusion: false,
  isFusionComponent: false,
});
const inventory = [entry(1, 0, 3), entry(2, 1, 1), entry(3, 0, 1, 2)];
const server = setupApiServer(http.get(apiUrl('/public/inventory/alice'), () => HttpResponse.json(inventory)));

describe('UserInventoryPage', () => {
  const render = () =>
    renderWithProviders(<UserInventoryPage />, {
      route: '/joueur/alice/inventaire',
      path: '/joueur/:discordUserName/inventaire',
    });

  it("lists the player's plain cards with name, rarity, shiny level and quantity", async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Inventaire' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', 'Écureuil étoilé', '★★', 'Normale', '3'],
      ['2', 'Carte 2', '★★★', 'Dorée', '1'],
    ]);
    expect(within(table).getByRole('link', { name: 'Carte 2' })).toHaveAttribute('href', '/carte/2-carte-2');
    expect(screen.getByText('2 carte(s) correspond(ent) à la sélection')).toBeInTheDocument();
  });

  it('filters by name and by shiny level', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('table', { name: 'Inventaire' });
    await user.type(screen.getByRole('textbox', { name: 'Rechercher une carte' }), 'ecureuil');
    expect(screen.getByText('1 carte(s) correspond(ent) à la sélection')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Rechercher une carte' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brillance' }), 'Dorées');
    expect(screen.getByRole('link', { name: 'Carte 2' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Écureuil étoilé' })).not.toBeInTheDocument();
  });

  it('says so when the player has no card, and offers to retry on an error', async () => {
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
  it('lists the constellation copies only', async () => {
    renderWithProviders(<UserInventoryConstellationPage />, {
      route: '/joueur/alice/constellations',
      path: '/joueur/:discordUserName/constellations',
    });
    const table = await screen.findByRole('table', { name: 'Constellations' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Constellation 2')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Carte 3' })).toBeInTheDocument();
  });
});
