import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { anonymousSession, setAuthSession } from '@zu/shared-auth';
import type { Boss, BossLeaderboard, BossPlayer } from '@zu/shared-contract';
import { apiUrl, installFakeEventSource, renderAt, setupApiServer, signedInAs } from '@zu/shared-platform/testing';
import { formatNumber } from '@zu/shared-ui';
import BossPage from './BossPage';
import { bossFixture, bossPlayerFixture, damagePageFixture } from '../testing/boss-fixtures';

// The boss has lost 8 000 health: carol did half of it, alice a quarter.
const firstAttackers = [
  ['carol', 4_000, 12],
  ['alice', 2_000, 8],
  ['bob', 1_200, 6],
  ['dave', 800, 3],
] as const;
const twentyFiveAttackers = Array.from({ length: 25 }, (_, n) => [`joueur${n + 1}`, 500 - n * 10, 3] as const);

let boss: Boss;
let attackers: readonly (readonly [string, number, number])[];
let player: BossPlayer;
let damageReads: number[];
const server = setupApiServer(
  http.get(apiUrl('/public/boss/current'), () => HttpResponse.json(boss)),
  http.get(apiUrl('/public/boss/:bossId/damage'), ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? '0');
    damageReads.push(page);
    const body: BossLeaderboard = damagePageFixture(attackers.slice(page * 20, page * 20 + 20), {
      page,
      total: attackers.length,
      totalDamage: boss.maxHealth - boss.health,
    });
    return HttpResponse.json(body);
  }),
  http.get(apiUrl('/public/boss/player/:userName'), () => HttpResponse.json(player)),
);
const live = installFakeEventSource();

beforeEach(() => {
  boss = bossFixture();
  attackers = firstAttackers;
  player = bossPlayerFixture();
  damageReads = [];
});
afterEach(() => setAuthSession(anonymousSession));

const renderPage = () => renderAt(<BossPage />, 'Boss', '/boss');
const healthBar = () => screen.getByRole('progressbar', { name: 'Points de vie du boss' });
const rankingRows = async () => {
  const table = await screen.findByRole('table', { name: 'Dégâts des joueurs' });
  return within(table).getAllByRole('row').slice(1);
};
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));

describe('the boss page', () => {
  it('shows a visitor the running boss, its health, dates and rewards, the ranking and an invitation to sign in', async () => {
    renderPage();
    expect(await screen.findByTestId('boss-name')).toHaveTextContent('Le Dragon des Archives');
    expect(document.title).toMatch(/^Boss \|/);
    expect(screen.getByTestId('boss-state')).toHaveTextContent('En cours');
    expect(healthBar()).toHaveAttribute('aria-valuenow', '12000');
    expect(healthBar()).toHaveAttribute('aria-valuemax', '20000');
    expect(screen.getByText(/PV \(/).textContent?.replace(/\s/g, ' ')).toBe('12 000 / 20 000 PV (60 %)');
    expect(screen.getByTestId('boss-dates')).toHaveTextContent(
      "Apparu le 7 décembre 2026 à 00:00En cours jusqu'au 14 décembre 2026 à 00:00",
    );
    expect(screen.getByTestId('boss-rewards')).toHaveTextContent(
      'Récompenses : 20000 ZUMonnaie et 500 poudres créatrices partagées selon les dégâts',
    );

    const rows = await rankingRows();
    expect(rows.map(cellsOf)).toEqual([
      ['1', 'carol', '4 000', '12', '50 %'],
      ['2', 'alice', '2 000', '8', '25 %'],
      ['3', 'bob', '1 200', '6', '15 %'],
      ['4', 'dave', '800', '3', '10 %'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'carol' })).toHaveAttribute(
      'href',
      expect.stringContaining('carol'),
    );
    expect(screen.getByTestId('boss-attackers')).toHaveTextContent('4 attaquants');
    expect(screen.queryByRole('navigation', { name: 'Pages du classement' })).not.toBeInTheDocument();

    expect(screen.getByTestId('boss-sign-in')).toHaveTextContent('Connecte-toi');
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.queryByTestId('my-boss')).not.toBeInTheDocument();
    expect(screen.getByTestId('boss-rules')).toHaveTextContent('tape !boss dans le salon du jeu');
    expect(screen.queryByRole('button', { name: /attaquer/i })).not.toBeInTheDocument();
  });

  it('says there is no boss yet when the API has none, as no error', async () => {
    server.use(
      http.get(apiUrl('/public/boss/current'), () =>
        HttpResponse.json(
          { code: 'BOSS_NOT_FOUND', message: "Aucun boss n'est apparu pour le moment." },
          { status: 404 },
        ),
      ),
    );
    renderPage();
    expect(await screen.findByTestId('no-boss')).toHaveTextContent('Aucun boss pour le moment');
    expect(screen.queryByRole('button', { name: /Réessayer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByTestId('boss-rules')).toBeInTheDocument();
  });

  it('tells a failed read in French, with a retry', async () => {
    server.use(http.get(apiUrl('/public/boss/current'), () => HttpResponse.json({}, { status: 500 })));
    renderPage();
    expect(await screen.findByRole('button', { name: /Réessayer/ })).toBeInTheDocument();
    expect(screen.queryByTestId('no-boss')).not.toBeInTheDocument();
  });

  it('tells a boss that fell, and one that left unbeaten, with the day it happened', async () => {
    boss = bossFixture({ health: 0, isFallen: true, isRunning: false, fallenDate: '2026-12-11T18:42:00' });
    const { unmount } = renderPage();
    expect(await screen.findByTestId('boss-state')).toHaveTextContent('Vaincu');
    expect(screen.getByTestId('boss-dates')).toHaveTextContent('Vaincu le 11 décembre 2026 à 18:42');
    expect(healthBar()).toHaveAttribute('aria-valuenow', '0');
    unmount();

    boss = bossFixture({ health: 3_000, isRunning: false });
    renderPage();
    expect(await screen.findByTestId('boss-state')).toHaveTextContent('Reparti invaincu');
    expect(screen.getByTestId('boss-dates')).toHaveTextContent('Reparti invaincu le 14 décembre 2026 à 00:00');
  });

  it('says a lone attacker in the singular', async () => {
    attackers = twentyFiveAttackers.slice(0, 1);
    renderPage();
    expect(await rankingRows()).toHaveLength(1);
    expect(screen.getByTestId('boss-attackers')).toHaveTextContent(/^1 attaquant$/);
  });

  it('pages the ranking as the API does, by its total', async () => {
    attackers = twentyFiveAttackers;
    boss = bossFixture({ health: 20_000 - twentyFiveAttackers.reduce((sum, [, damage]) => sum + damage, 0) });
    const user = userEvent.setup();
    renderPage();
    expect(await rankingRows()).toHaveLength(20);
    expect(screen.getByTestId('boss-attackers')).toHaveTextContent('25 attaquants');
    const pages = screen.getByRole('navigation', { name: 'Pages du classement' });
    expect(pages).toHaveTextContent('Page 1 sur 2');

    await user.click(within(pages).getByRole('button', { name: 'Suivante' }));
    await waitFor(() => expect(screen.getByRole('navigation')).toHaveTextContent('Page 2 sur 2'));
    await waitFor(async () => expect(await rankingRows()).toHaveLength(5));
    const rows = await rankingRows();
    expect(cellsOf(rows[0]!).slice(0, 2)).toEqual(['21', 'joueur21']);
    expect(damageReads).toEqual([0, 1]);
    expect(within(screen.getByRole('navigation')).getByRole('button', { name: 'Suivante' })).toBeDisabled();
  });

  it('shows a signed-in player their attacks of the day, damage and share, and marks their row', async () => {
    setAuthSession(signedInAs('alice'));
    renderPage();
    const mine = await screen.findByTestId('my-boss');
    expect(await within(mine).findByTestId('my-boss-attacks-today')).toHaveTextContent('2');
    expect(within(mine).getByTestId('my-boss-attacks-left')).toHaveTextContent('1');
    expect(within(mine).getByTestId('my-boss-damage').textContent?.replace(/\s/g, ' ')).toBe('2 000 PV');
    expect(within(mine).getByTestId('my-boss-share')).toHaveTextContent('25 %');
    expect(screen.queryByTestId('boss-sign-in')).not.toBeInTheDocument();

    const rows = await rankingRows();
    const me = rows.filter((row) => row.getAttribute('aria-current') === 'true');
    expect(me).toHaveLength(1);
    expect(me[0]).toHaveTextContent('alice');
    await waitFor(() => expect(live.latest?.topics).toEqual(['boss', 'player:alice']));
  });

  it('tells a player who has used their attacks of the day when more come', async () => {
    player = bossPlayerFixture({ attacksToday: 3, attacksLeftToday: 0 });
    setAuthSession(signedInAs('alice'));
    renderPage();
    expect(await screen.findByTestId('my-boss-next')).toHaveTextContent('Plus aucune attaque aujourd');
    expect(screen.getByTestId('my-boss-attacks-left')).toHaveTextContent('0');
  });

  it("shows the API's words when the signed-in player has no account in this mode", async () => {
    server.use(
      http.get(apiUrl('/public/boss/player/:userName'), () =>
        HttpResponse.json({ code: 'USER_NOT_FOUND', message: 'Joueur introuvable.' }, { status: 404 }),
      ),
    );
    setAuthSession(signedInAs('zoe'));
    renderPage();
    expect(await within(await screen.findByTestId('my-boss')).findByText('Joueur introuvable.')).toBeInTheDocument();
  });
});

describe('the boss page, live', () => {
  it('moves the health bar and the ranking when anyone attacks, without a reload', async () => {
    renderPage();
    await waitFor(() => expect(healthBar()).toHaveAttribute('aria-valuenow', '12000'));
    await rankingRows();
    await waitFor(() => expect(live.latest?.topics).toEqual(['boss']));
    // Nothing is said of the boss as the page first shows it.
    expect(screen.getByTestId('boss-news')).toBeEmptyDOMElement();

    boss = bossFixture({ health: 11_800 });
    attackers = [['carol', 4_200, 13], ...firstAttackers.slice(1)];
    act(() => live.latest!.change('boss', '41', { health: 11_800, maxHealth: 20_000 }));
    await waitFor(() => expect(healthBar()).toHaveAttribute('aria-valuenow', '11800'));
    // A screen reader hears it, politely.
    expect(screen.getByTestId('boss-news')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('boss-news').textContent).toBe(
      `Le Dragon des Archives a perdu 200 PV : il lui en reste ${formatNumber(11_800)}.`,
    );
    await waitFor(async () =>
      expect(cellsOf((await rankingRows())[0]!)).toEqual(['1', 'carol', '4 200', '13', '51,22 %']),
    );
  });

  it('shows the boss that opens while the page said there was none', async () => {
    let opened = false;
    server.use(
      http.get(apiUrl('/public/boss/current'), () =>
        opened
          ? HttpResponse.json(boss)
          : HttpResponse.json(
              { code: 'BOSS_NOT_FOUND', message: "Aucun boss n'est apparu pour le moment." },
              { status: 404 },
            ),
      ),
    );
    renderPage();
    await screen.findByTestId('no-boss');
    await waitFor(() => expect(live.latest?.topics).toEqual(['boss']));

    opened = true;
    act(() => live.latest!.change('boss', '42', { health: 20_000, maxHealth: 20_000 }));
    expect(await screen.findByTestId('boss-name')).toHaveTextContent('Le Dragon des Archives');
  });
});
