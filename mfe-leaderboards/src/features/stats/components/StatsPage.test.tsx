import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { GameStats, HardcoreRunsPage, TowerGlobalStats } from '@zu/shared-contract';
import { getRuntimeConfig, setRuntimeConfig } from '@zu/shared-platform';
import { apiUrl, appSettingsFixture, renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import StatsPage from './StatsPage';

const stats: GameStats = {
  playerCount: 60123,
  activePlayerCount: 4321,
  corporationCount: 2000,
  itemCount: 1500,
  starItemCount: 15,
  packCount: 14,
  fusionCount: 60,
  playerCountByRank: [
    { name: 'Novice', playerCount: 50000 },
    { name: 'Apprenti', playerCount: 10000 },
    { name: 'Légende', playerCount: 123 },
  ],
};
const season = {
  id: '00000000-0000-4000-8000-0000000000c3',
  index: 3,
  beginDate: '2026-09-01',
  endDate: '2026-11-30',
  isCurrent: true,
  isFinished: false,
};
const towerStats: TowerGlobalStats = {
  towerSeasonId: '00000000-0000-4000-8000-0000000000a1',
  towerSeasonIndex: 7,
  towerSeasonBeginDate: '2026-11-01',
  towerSeasonEndDate: '2026-11-28',
  isCurrentTowerSeason: true,
  towerName: 'Tour',
  playerCount: 1000,
  towerLogCount: 5000,
  maxFloorIndex: 5,
  topFloorPlayerCount: 12,
  playerCountByMaxFloor: [500, 300, 120, 50, 18, 12],
};
const hardcoreSeason: HardcoreRunsPage = {
  season,
  runCount: 900,
  playerCount: 700,
  survivorCount: 400,
  failureCount: 500,
  page: 0,
  size: 1,
  total: 900,
  pageCount: 900,
  runs: [],
};
const seen: (string | null)[] = [];
const server = setupApiServer(
  http.get(apiUrl('/public/stats'), ({ request }) => {
    seen.push(request.headers.get('X-ZUnivers-RuleSetType'));
    return HttpResponse.json(stats);
  }),
  http.get(apiUrl('/public/tower/stats'), () => HttpResponse.json(towerStats)),
  http.get(apiUrl('/public/hardcore/season'), () => HttpResponse.json([season])),
  http.get(apiUrl('/public/hardcore/season/3/retrospective'), () => HttpResponse.json(hardcoreSeason)),
);

// jsdom lays nothing out: a fixed size lets recharts' ResponsiveContainer draw its bars.
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 600,
    bottom: 300,
    width: 600,
    height: 300,
    toJSON: () => ({}),
  });
});
afterEach(() => jest.restoreAllMocks());

const tableRows = (chart: HTMLElement) =>
  within(chart)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));
const drawnBars = (chart: HTMLElement) => chart.querySelectorAll('.recharts-bar-rectangle path');

describe('stats page', () => {
  it('shows the hardcore figures of the API', async () => {
    renderWithProviders(<StatsPage />);
    expect(await screen.findByTestId('stat-playerCount')).toHaveTextContent(/^60\s123$/);
    expect(screen.getByTestId('stat-activePlayerCount')).toHaveTextContent(/^4\s321$/);
    expect(screen.getByText('Cartes STAR')).toBeInTheDocument();
    expect(seen).toContain('HARDCORE');
    expect(screen.getByText(/^Les chiffres du mode hardcore, mis à jour/)).toBeInTheDocument();
  });

  it("says the normal site's figures are the game's, and asks them for its rule set", async () => {
    const hardcoreSite = getRuntimeConfig();
    setRuntimeConfig({ ...hardcoreSite, ruleSet: 'NORMAL' });
    try {
      renderWithProviders(<StatsPage />);
      expect(await screen.findByTestId('stat-playerCount')).toBeInTheDocument();
      expect(screen.getByText(/^Les chiffres du jeu, mis à jour/)).toBeInTheDocument();
      expect(seen).toContain('NORMAL');
    } finally {
      setRuntimeConfig(hardcoreSite);
    }
  });

  it('draws the players by rank and the Vortex floors as charts, each with its figures as a table', async () => {
    renderWithProviders(<StatsPage />);
    const ranks = await screen.findByTestId('chart-ranks');
    expect(within(ranks).getByText('Joueurs par rang')).toBeInTheDocument();
    expect(tableRows(ranks)).toEqual([
      ['Rang', 'Joueurs'],
      ['Novice', '50\u202f000'],
      ['Apprenti', '10\u202f000'],
      ['Légende', '123'],
    ]);
    await waitFor(() => expect(drawnBars(ranks)).toHaveLength(3));
    const tower = await screen.findByTestId('chart-tower');
    expect(within(tower).getByText('Vortex : joueurs par meilleur étage (saison 7)')).toBeInTheDocument();
    expect(tableRows(tower)).toHaveLength(7);
    expect(tableRows(tower)[6]).toEqual(['Étage 6', '12']);
    await waitFor(() => expect(drawnBars(tower)).toHaveLength(6));
  });

  it('shows the activity and the hardcore season as labelled bars', async () => {
    renderWithProviders(<StatsPage />);
    expect(within(await screen.findByTestId('chart-activity')).getAllByRole('listitem')[1]?.textContent).toBe(
      'Inactifs55\u202f802 joueurs',
    );
    const hardcore = await screen.findByTestId('chart-hardcore');
    expect(hardcore).toHaveTextContent('Toujours en vie400 parties');
    expect(hardcore).toHaveTextContent('Échecs500 parties');
  });

  it('leaves out the Vortex chart while the Vortex is off', async () => {
    server.use(
      http.get(apiUrl('/app/settings'), () => HttpResponse.json(appSettingsFixture({ gameFeatures: ['TRADE'] }))),
    );
    renderWithProviders(<StatsPage />);
    await screen.findByTestId('chart-hardcore');
    expect(screen.queryByTestId('chart-tower')).not.toBeInTheDocument();
  });

  it('shows the generic error when the figures cannot be read', async () => {
    server.use(http.get(apiUrl('/public/stats'), () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<StatsPage />);
    expect(await screen.findByText(/Une erreur s'est produite/)).toBeInTheDocument();
  });
});
