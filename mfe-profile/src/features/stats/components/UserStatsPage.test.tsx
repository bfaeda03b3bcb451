import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PlayerStats } from '@zu/shared-contract';
import { apiUrl, packFixture, renderAt, setupApiServer } from '@zu/shared-platform/testing';
import UserStatsPage from './UserStatsPage';

const stats: PlayerStats = {
  byRarity: [
    { rarity: 1, shinyLevel: 0, copies: 1200, unique: 80, itemCount: 100 },
    { rarity: 1, shinyLevel: 1, copies: 3, unique: 2, itemCount: 100 },
    { rarity: 1, shinyLevel: 2, copies: 0, unique: 0, itemCount: 0 },
  ],
  packs: [
    { pack: packFixture, unique: 150, itemCount: 200 },
    {
      pack: { ...packFixture, id: '22222222-2222-4222-8222-222222222222', name: 'Vortex', year: null },
      unique: 0,
      itemCount: 40,
    },
  ],
};
const server = setupApiServer(http.get(apiUrl('/public/user/alice/stats'), () => HttpResponse.json(stats)));
const render = () => renderAt(<UserStatsPage />, 'UserStats', '/joueur/alice/stats');

describe('UserStatsPage', () => {
  it('shows distinct cards and copies by rarity and shiny level', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Cartes par rareté et brillance' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Rareté 1', '80 / 100 (1\u202f200 ex.)', '2 / 100 (3 ex.)', '—']);
  });

  it('shows each pack’s completion as a bar', async () => {
    render();
    const classic = await screen.findByRole('progressbar', { name: 'Classique 2026' });
    expect(classic).toHaveAttribute('aria-valuenow', '150');
    expect(classic).toHaveAttribute('aria-valuemax', '200');
    expect(screen.getByText('150 / 200 (75 %)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Vortex' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('offers to retry when the statistics cannot be read', async () => {
    server.use(http.get(apiUrl('/public/user/alice/stats'), () => HttpResponse.json({}, { status: 500 })));
    render();
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
