import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { LeaderboardType, TowerLeaderboard } from '@zu/shared-contract';
import {
  apiUrl,
  appSettingsFixture,
  renderWithProviders,
  setupApiServer,
  playerUserFixture,
} from '@zu/shared-platform/testing';
import { leaderboardPageFixture } from '../testing/leaderboard-fixtures';
import LeaderboardOverviewPage from './LeaderboardOverviewPage';

const towerUser = (name: string, maxFloorIndex: number | undefined, towerLogCount: number) => ({
  user: playerUserFixture(name, { discordId: '1', balance: 0, loreDust: 0, loreFragment: 0 }),
  ...(maxFloorIndex === undefined ? {} : { maxFloorIndex }),
  towerLogCount,
  towerLogCountByFloor: [0, 0, 0, 0, 0, 0],
});

const sizes: string[] = [];
const server = setupApiServer(
  http.get(apiUrl('/public/leaderboard/:type'), ({ params, request }) => {
    sizes.push(new URL(request.url).searchParams.get('size') ?? '');
    return HttpResponse.json(
      leaderboardPageFixture(params.type as LeaderboardType, { size: 10, prefix: String(params.type).toLowerCase() }),
    );
  }),
  http.get(apiUrl('/public/tower/leaderboard'), () =>
    HttpResponse.json<TowerLeaderboard>({ users: [towerUser('grimpeur', 5, 12), towerUser('debutant', 0, 1)] }),
  ),
);

// Role queries over the whole page (thirteen boards of ten names) are slow in jsdom: each board is found by a name
// it shows, then queried within.
const section = (text: string) => screen.getByText(text).closest('section')!;
const boardNames = () => [...document.querySelectorAll('section[aria-label]')].map((s) => s.getAttribute('aria-label'));

describe('the leaderboards overview', () => {
  it("shows the top 10 of every board, each name linking to the player and each title to the board's page", async () => {
    renderWithProviders(<LeaderboardOverviewPage />);
    await screen.findByText('global-1');
    const global = section('global-1');
    expect(global).toHaveAttribute('aria-label', 'Général');
    const items = within(global).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('1global-1');
    expect(within(items[0]!).getByRole('link', { name: 'global-1' })).toHaveAttribute('href', '/joueur/global-1');
    expect(within(global).getByRole('link', { name: 'Voir tout le classement' })).toHaveAttribute(
      'href',
      '/classement/global',
    );
    await screen.findByText('inventory_unique_chroma-1');
    const chroma = section('inventory_unique_chroma-1');
    expect(chroma).toHaveAttribute('aria-label', 'Inventaire : uniques chroma');
    expect(within(chroma).getAllByRole('listitem')[0]).toHaveTextContent(
      /^1inventory_unique_chroma-19\s990 cartes comptabilisées$/,
    );
    expect(items[0]).toHaveTextContent(/9\s990 points$/);
    // A board scored in points says so, not '9 990 score'.
    await screen.findByText('achievement-1');
    expect(within(section('achievement-1')).getAllByRole('listitem')[0]).toHaveTextContent(
      /^1achievement-19\s990 points$/,
    );
    expect(within(chroma).getByRole('link', { name: 'Voir tout le classement' })).toHaveAttribute(
      'href',
      '/classement/inventaire/uniques-chroma',
    );
    await screen.findByText('étage 6');
    const vortex = section('étage 6');
    expect(vortex).toHaveAttribute('aria-label', 'Vortex');
    expect(within(vortex).getAllByRole('listitem')[0]).toHaveTextContent('grimpeur');
    expect(sizes.every((size) => size === '10')).toBe(true);
    expect(boardNames()).toHaveLength(13);
  }, 15_000);

  it('leaves out the boards whose game feature is off', async () => {
    server.use(
      http.get(apiUrl('/app/settings'), () =>
        HttpResponse.json(appSettingsFixture({ gameFeatures: ['TRADE', 'CHALLENGE'] })),
      ),
    );
    renderWithProviders(<LeaderboardOverviewPage />);
    await screen.findByText('challenge-1');
    const names = boardNames();
    expect(names).toContain('Défis');
    expect(names).toContain('Général');
    expect(names).not.toContain('Rayou Official');
    expect(names).not.toContain('Vortex');
    expect(names).not.toContain('Constellations');
  }, 15_000);
});
