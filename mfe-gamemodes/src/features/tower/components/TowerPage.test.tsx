import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { anonymousSession, setAuthSession } from '@zu/shared-auth';
import type { PlayerTower } from '@zu/shared-contract';
import { apiUrl, renderRoutes, setupApiServer, signedInAs, tableRoutes } from '@zu/shared-platform/testing';
import TowerPage from './TowerPage';
import {
  leaderboardFixture,
  seasonFixture,
  standingFixture,
  statsFixture,
  towerStatFixture,
} from '../testing/tower-fixtures';

// The current season is number 7; the API knows two before it (offsets 1 and 2), none further back.
const currentIndex = 7;
const oldestOffset = 2;
const offsetOf = (request: Request) => Number(new URL(request.url).searchParams.get('seasonOffset') ?? '0');
const notFound = () =>
  HttpResponse.json(
    { code: 'TOWER_SEASON_NOT_FOUND', message: "Aucune saison du Vortex n'existe à cette place" },
    { status: 404 },
  );
const twelveClimbers = Array.from(
  { length: 12 },
  (_, n) => [`grimpeur${n + 1}`, 5 - Math.floor(n / 3), 10 + n] as const,
);

let playerTower: PlayerTower;
const server = setupApiServer(
  http.get(apiUrl('/public/tower/season'), ({ request }) => {
    const offset = offsetOf(request);
    if (offset > oldestOffset) return notFound();
    return HttpResponse.json(
      offset === 0
        ? seasonFixture(currentIndex)
        : seasonFixture(currentIndex - offset, { beginDate: '2026-10-18', endDate: '2026-11-14' }),
    );
  }),
  http.get(apiUrl('/public/tower/stats'), ({ request }) => {
    const offset = offsetOf(request);
    return offset > oldestOffset ? notFound() : HttpResponse.json(statsFixture(currentIndex - offset));
  }),
  http.get(apiUrl('/public/tower/leaderboard'), ({ request }) => {
    const offset = offsetOf(request);
    if (offset > oldestOffset) return notFound();
    if (offset > 0) return HttpResponse.json(leaderboardFixture([[`ancien${offset}`, 4, 30]]));
    return HttpResponse.json(
      leaderboardFixture([...twelveClimbers.slice(0, 4), ['alice', 2, 9], ...twelveClimbers.slice(4)]),
    );
  }),
  http.get(apiUrl('/public/tower/:userName'), () => HttpResponse.json(playerTower)),
);

beforeEach(() => {
  playerTower = {
    towerStats: [
      towerStatFixture(currentIndex, {
        isCurrentTowerSeason: true,
        attemptAllowance: 12,
        attemptsLeft: 3,
        nextAttemptDate: '2026-12-11T12:00:00',
      }),
      towerStatFixture(currentIndex - 1, { maxFloorIndex: 4, towerLogCount: 31, isCurrentTowerSeason: false }),
    ],
    reputations: [standingFixture(800)],
  };
});
afterEach(() => setAuthSession(anonymousSession));

const renderPage = (url: string) => renderRoutes(tableRoutes({ Tower: <TowerPage /> }), { initialEntries: [url] });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));

describe('the Vortex page', () => {
  it('shows a visitor the running season: its tower, pack, clan, dates, odds, figures and best climbers', async () => {
    renderPage('/vortex');
    expect(await screen.findByTestId('tower-name')).toHaveTextContent('Tour n°7');
    expect(screen.getByTestId('season-dates')).toHaveTextContent('Du 15 novembre 2026 au 12 décembre 2026');
    expect(screen.getByRole('link', { name: 'Forges Ardentes' })).toHaveAttribute(
      'href',
      '/catalogue/forges-ardentes?year=2025',
    );
    expect(screen.getByTestId('season-clan')).toHaveTextContent('Clan des Brumes');
    expect(screen.getByTestId('season-countdown')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Chances de chaque étage' });
    const rows = within(table).getAllByRole('row').slice(2);
    expect(rows).toHaveLength(6);
    expect(await within(table).findByRole('columnheader', { name: 'Joueurs' })).toBeInTheDocument();
    expect(cellsOf(rows[0]!)).toEqual([
      'Étage 1',
      '75 %',
      '70 %',
      '25 %',
      '5 %',
      '0 %',
      '0 %',
      '0 %',
      '0 %',
      '0 %',
      '40',
    ]);
    expect(cellsOf(rows[5]!)).toEqual([
      'Étage 6',
      'Sommet',
      '0 %',
      '10 %',
      '30 %',
      '30 %',
      '5 %',
      '8 %',
      '9 %',
      '8 %',
      '7',
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.getAttribute('aria-label'))
        .filter(Boolean),
    ).toEqual([
      'Rareté 1 normale',
      'Rareté 2 normale',
      'Rareté 3 normale',
      'Rareté 4 normale',
      'Rareté 1 dorée',
      'Rareté 2 dorée',
      'Rareté 3 dorée',
      'Rareté 4 dorée',
    ]);
    expect(screen.getByTestId('season-players')).toHaveTextContent('147');
    expect(screen.getByTestId('season-attempts')).toHaveTextContent(/2\s307/);

    const top = await screen.findByTestId('top-climbers');
    const lines = within(top).getAllByRole('listitem');
    expect(lines).toHaveLength(10);
    expect(lines[0]).toHaveTextContent(/^1grimpeur1Étage 6 · 10 tentatives$/);
    expect(lines[4]).toHaveTextContent(/^5aliceÉtage 3 · 9 tentatives$/);
    expect(screen.getByRole('link', { name: 'Voir tout le classement Vortex' })).toHaveAttribute(
      'href',
      '/classement/vortex',
    );

    expect(screen.getByTestId('tower-sign-in')).toHaveTextContent('Connecte-toi');
    expect(screen.queryByTestId('my-climb')).not.toBeInTheDocument();
    expect(screen.getByTestId('tower-rules')).toHaveTextContent('!as');
  });

  it('shows a signed-in player their best floor, attempts used and left as the API counts them, and their clan', async () => {
    setAuthSession(signedInAs('alice'));
    renderPage('/vortex');
    const mine = await screen.findByTestId('my-climb');
    expect(await within(mine).findByTestId('my-max-floor')).toHaveTextContent('Étage 3');
    expect(within(mine).getByTestId('my-attempts-used')).toHaveTextContent('9');
    expect(within(mine).getByTestId('my-attempts-left')).toHaveTextContent('3');
    expect(within(mine).getByTestId('my-next-attempts')).toHaveTextContent(
      'De nouvelles tentatives le 11 décembre 2026 à 12 h 00.',
    );
    const bar = within(mine).getByRole('progressbar', { name: 'Clan des Brumes · Amical' });
    expect(bar).toHaveAttribute('aria-valuenow', '300');
    expect(bar).toHaveAttribute('aria-valuemax', '1000');
    const me = within(await screen.findByTestId('top-climbers')).getByRole('listitem', { current: true });
    expect(me).toHaveTextContent('alice');
    expect(screen.queryByTestId('tower-sign-in')).not.toBeInTheDocument();
  });

  it('tells a player who has not climbed this season so, with no figure of their own to guess', async () => {
    playerTower = { towerStats: [], reputations: [] };
    setAuthSession(signedInAs('bob'));
    renderPage('/vortex');
    const mine = await screen.findByTestId('my-climb');
    expect(await within(mine).findByText("Tu n'as pas encore tenté l'ascension cette saison.")).toBeInTheDocument();
    expect(within(mine).queryByTestId('my-attempts-left')).not.toBeInTheDocument();
    expect(
      within(mine).getByText('Aucune réputation auprès du clan Clan des Brumes pour le moment.'),
    ).toBeInTheDocument();
  });

  it('switches to an earlier season, keeps it in the address and shows its own tower, figures and climbers', async () => {
    setAuthSession(signedInAs('alice'));
    const user = userEvent.setup();
    const { router } = renderPage('/vortex');
    await screen.findByTestId('tower-name');
    expect(screen.getByRole('button', { name: "Saison d'après" })).toBeDisabled();
    const older = screen.getByRole('button', { name: "Saison d'avant" });
    await waitFor(() => expect(older).toBeEnabled());
    await user.click(older);

    expect(router.state.location.search).toBe('?saison=1');
    expect(await screen.findByText('Tour n°6', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByTestId('season-label')).toHaveTextContent('Saison précédente');
    expect(screen.getByTestId('season-dates')).toHaveTextContent('Du 18 octobre 2026 au 14 novembre 2026');
    expect(screen.queryByTestId('season-countdown')).not.toBeInTheDocument();
    expect(await screen.findByTestId('season-players')).toHaveTextContent('146');
    expect(within(await screen.findByTestId('top-climbers')).getByRole('listitem')).toHaveTextContent('ancien1');
    expect(screen.getByRole('link', { name: 'Voir tout le classement Vortex' })).toHaveAttribute(
      'href',
      '/classement/vortex?seasonOffset=1',
    );
    const mine = screen.getByTestId('my-climb');
    expect(within(mine).getByTestId('my-max-floor')).toHaveTextContent('Étage 5');
    expect(within(mine).getByTestId('my-attempts-used')).toHaveTextContent('31');
    expect(within(mine).queryByTestId('my-attempts-left')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Saison d'après" }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Tour n°7', { selector: 'h2' })).toBeInTheDocument();
  });

  it('opens at the season of the address, and offers no older one past the first', async () => {
    renderPage('/vortex?saison=2');
    expect(await screen.findByTestId('tower-name')).toHaveTextContent('Tour n°5');
    expect(screen.getByTestId('season-label')).toHaveTextContent('Il y a 2 saisons');
    expect(screen.getByRole('button', { name: "Saison d'après" })).toBeEnabled();
    // The season before the first answers 404: the button stays off.
    await waitFor(() => expect(screen.getByRole('button', { name: "Saison d'avant" })).toBeDisabled());
  });

  it('says when no season stands at the place asked for, and leads back to the current one', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/vortex?saison=9');
    expect(await screen.findByTestId('no-season')).toHaveTextContent('Aucune saison du Vortex à cette place');
    await user.click(screen.getByRole('button', { name: 'Revenir à la saison en cours' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByTestId('tower-name')).toHaveTextContent('Tour n°7');
  });

  it('tells a failed read in French, with a retry', async () => {
    server.use(http.get(apiUrl('/public/tower/season'), () => HttpResponse.json({}, { status: 500 })));
    renderPage('/vortex');
    expect(await screen.findByRole('button', { name: /Réessayer/ })).toBeInTheDocument();
    expect(screen.queryByTestId('tower-name')).not.toBeInTheDocument();
    expect(screen.getByTestId('tower-rules')).toBeInTheDocument();
  });
});
