import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { LeaderboardType } from '@zu/shared-contract';
import { apiUrl, renderAt, setupApiServer } from '@zu/shared-platform/testing';
import { leaderboardPageFixture } from '../testing/leaderboard-fixtures';
import InventoryLeaderboardPage from './InventoryLeaderboardPage';

const types: string[] = [];
setupApiServer(
  http.get(apiUrl('/public/leaderboard/:type'), ({ params }) => {
    types.push(String(params.type));
    return HttpResponse.json(
      leaderboardPageFixture(params.type as LeaderboardType, { prefix: String(params.type).toLowerCase() }),
    );
  }),
);

const openAt = (url: string) => renderAt(<InventoryLeaderboardPage />, 'LeaderboardInventory', url);

describe('inventory leaderboards', () => {
  it.each([
    ['uniques', 'INVENTORY_UNIQUE', 'cartes différentes comptabilisées'],
    ['uniques-normales', 'INVENTORY_UNIQUE_NORMAL', 'cartes normales différentes comptabilisées'],
    ['uniques-dorees', 'INVENTORY_UNIQUE_GOLDEN', 'cartes dorées différentes comptabilisées'],
    ['uniques-chroma', 'INVENTORY_UNIQUE_CHROMA', 'cartes chromatiques différentes comptabilisées'],
  ])('shows /classement/inventaire/%s from the %s board, of %s', async (inventoryType, type, cards) => {
    openAt(`/classement/inventaire/${inventoryType}`);
    expect(await screen.findByText(`${type.toLowerCase()}-1`)).toBeInTheDocument();
    expect(types.at(-1)).toBe(type);
    const heading = screen.getByText(`Les joueurs qui possèdent le plus de ${cards}.`);
    expect(heading).toHaveTextContent(
      'Seules les cartes comptabilisées entrent dans ce classement : certaines cartes ne comptent pas, leur fiche le précise.',
    );
    const scoreHeader = screen.getByRole('columnheader', { name: 'Cartes comptabilisées' });
    // The full words from a tablet up, 'Cartes' alone on a phone (which of the two shows is the stylesheet's media
    // query; both are in the page).
    expect(within(scoreHeader).getByText('Cartes comptabilisées')).toBeInTheDocument();
    expect(within(scoreHeader).getByText('Cartes')).toBeInTheDocument();
  });

  it('switches type with its tabs', async () => {
    const user = userEvent.setup();
    openAt('/classement/inventaire/uniques');
    await screen.findByText('inventory_unique-1');
    await user.click(screen.getByRole('link', { name: 'Uniques dorées' }));
    expect(await screen.findByText('inventory_unique_golden-1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Uniques dorées' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes to the unique cards for an unknown type', async () => {
    openAt('/classement/inventaire/n-importe-quoi');
    expect(await screen.findByText('inventory_unique-1')).toBeInTheDocument();
  });
});
