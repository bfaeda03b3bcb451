import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { anonymousSession, setAuthSession } from '@zu/shared-auth';
import type { TowerLeaderboard } from '@zu/shared-contract';
import { apiUrl, playerUserFixture, renderAt, setupApiServer, signedInAs } from '@zu/shared-platform/testing';
import TowerLeaderboardPage from './TowerLeaderboardPage';

const climber = (name: string, maxFloorIndex: number, towerLogCount: number) => ({
  user: playerUserFixture(name, { discordId: '1', balance: 0, loreDust: 0, loreFragment: 0 }),
  maxFloorIndex,
  towerLogCount,
  towerLogCountByFloor: [0, 0, 0, 0, 0, 0],
});

// 30 climbers (two pages) in the API's order: grimpeur-0 on top, then pairs sharing floor and attempts.
const top = Array.from({ length: 30 }, (_, i) => climber(`grimpeur-${i}`, 5 - Math.floor(i / 6), 1 + Math.ceil(i / 2)));
const seen: URL[] = [];
const server = setupApiServer(
  http.get(apiUrl('/public/tower/leaderboard'), ({ request }) => {
    const url = new URL(request.url);
    seen.push(url);
    if (url.searchParams.get('seasonOffset') === '3') {
      return HttpResponse.json({ code: 'TOWER_SEASON_NOT_FOUND', message: 'non' }, { status: 404 });
    }
    const names = url.searchParams.getAll('discordUserName');
    if (names.length) return HttpResponse.json<TowerLeaderboard>({ users: [climber(names[0]!, 1, 7)] });
    return HttpResponse.json<TowerLeaderboard>({ users: top });
  }),
);
afterEach(() => setAuthSession(anonymousSession));

const openAt = (url = '/classement/vortex') => renderAt(<TowerLeaderboardPage />, 'LeaderboardTower', url);
const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');

describe('the Vortex leaderboard', () => {
  it('ranks by floor (1-based) then fewest attempts, equal results sharing a position, page by page', async () => {
    const user = userEvent.setup();
    openAt();
    expect(await screen.findByText('grimpeur-0')).toBeInTheDocument();
    const rows = bodyRows();
    expect(rows).toHaveLength(20);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'grimpeur-0', '6', '1']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', 'grimpeur-2', '6', '2']);
    expect(within(rows[1]!).getAllByRole('cell')[0]).toHaveTextContent(/^2$/);
    await user.click(screen.getByRole('button', { name: 'Suivante' }));
    expect(await screen.findByText('grimpeur-29')).toBeInTheDocument();
    expect(seen.at(-1)?.searchParams.get('seasonOffset')).toBe('0');
  });

  it("keeps the API's order, players of equal floor and attempts sharing a position", async () => {
    server.use(
      http.get(apiUrl('/public/tower/leaderboard'), () =>
        HttpResponse.json<TowerLeaderboard>({
          users: [climber('zoe', 3, 4), climber('anna', 3, 4), climber('bruno', 1, 2)],
        }),
      ),
    );
    openAt();
    await screen.findByText('zoe');
    expect(
      bodyRows().map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', 'zoe', '4', '4'],
      ['1', 'anna', '4', '4'],
      ['3', 'bruno', '2', '2'],
    ]);
  });

  it('goes back a season with seasonOffset, and says when there is none', async () => {
    const user = userEvent.setup();
    openAt('/classement/vortex?seasonOffset=2');
    expect(await screen.findByTestId('tower-season')).toHaveTextContent('Il y a 2 saisons');
    await screen.findByText('grimpeur-0');
    expect(seen.at(-1)?.searchParams.get('seasonOffset')).toBe('2');
    await user.click(screen.getByRole('button', { name: "Saison d'avant" }));
    expect(await screen.findByText('Aucune saison du Vortex à cette place.')).toBeInTheDocument();
  });

  it("jumps to the signed-in player's row, or gives their result when outside the top", async () => {
    setAuthSession(signedInAs('grimpeur-25'));
    const user = userEvent.setup();
    const { unmount } = openAt();
    await screen.findByText('grimpeur-0');
    await user.click(screen.getByRole('button', { name: 'Ma position' }));
    expect(await screen.findByRole('row', { current: true })).toHaveTextContent('grimpeur-25');
    expect(screen.getByRole('status')).toHaveTextContent('Tu es 26e.');
    unmount();
    setAuthSession(signedInAs('loin'));
    openAt();
    await screen.findByText('grimpeur-0');
    await user.click(screen.getByRole('button', { name: 'Ma position' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Tu n'es pas dans les 30 premiers : étage 2 en 7 tentatives.",
    );
  });
});
