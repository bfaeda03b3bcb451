import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PlayerTower } from '@zu/shared-contract';
import { apiUrl, renderAt, setupApiServer } from '@zu/shared-platform/testing';
import UserReputationPage from './UserReputationPage';

const tower: PlayerTower = {
  reputations: [
    {
      id: '00000000-0000-4000-8000-0000000000a1',
      reputation: { id: '00000000-0000-4000-8000-0000000000d1', name: 'Clan des Brumes' },
      value: 150,
      reputationLevel: {
        id: '00000000-0000-4000-8000-0000000000d2',
        index: 1,
        name: 'Apprécié',
        fromValue: 100,
        toValue: 299,
      },
    },
  ],
  towerStats: [
    {
      maxFloorIndex: 3,
      towerLogCount: 12,
      towerSeasonIndex: 4,
      towerSeasonBeginDate: '2026-10-05',
      towerSeasonEndDate: '2026-11-01',
      towerName: 'Tour des Songes',
      items: [],
    },
  ],
};
const server = setupApiServer(http.get(apiUrl('/public/tower/alice'), () => HttpResponse.json(tower)));
const render = () => renderAt(<UserReputationPage />, 'UserReputation', '/joueur/alice/reputation');

describe('UserReputationPage', () => {
  it("shows each clan's progress within its level and the seasons climbed", async () => {
    render();
    const bar = await screen.findByRole('progressbar', { name: 'Clan des Brumes · Apprécié' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuemax', '200');
    const table = screen.getByRole('table', { name: 'Saisons du Vortex' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5\u00a0octobre 2026 – 1er\u00a0novembre 2026', 'Tour des Songes', 'Étage 4', '12']);
  });

  it('says so when the player never climbed', async () => {
    server.use(http.get(apiUrl('/public/tower/alice'), () => HttpResponse.json({ reputations: [], towerStats: [] })));
    render();
    expect(await screen.findByText("Ce joueur n'a encore tenté aucune ascension.")).toBeInTheDocument();
    expect(screen.getByText('Aucune réputation pour le moment.')).toBeInTheDocument();
  });

  it('offers to retry on an error', async () => {
    server.use(http.get(apiUrl('/public/tower/alice'), () => HttpResponse.json({}, { status: 500 })));
    render();
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
