import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { anonymousSession, setAuthSession } from '@zu/shared-auth';
import { apiUrl, renderWithProviders, setupApiServer, signedInAs } from '@zu/shared-platform/testing';
import TournamentPage from './TournamentPage';
import { tournamentFixture } from '../testing/tower-fixtures';

const server = setupApiServer(
  http.get(apiUrl('/public/tournament/latest'), () => HttpResponse.json(tournamentFixture())),
);
afterEach(() => setAuthSession(anonymousSession));

const render = () => renderWithProviders(<TournamentPage />, { route: '/arene' });
// jsdom matches no media query, so the page is laid out as on a phone: one round shown, the others hidden (and
// still read here).
const names = (battle: HTMLElement) =>
  within(battle)
    .getAllByRole('link', { hidden: true })
    .map((link) => link.textContent);

describe('the Arène page', () => {
  it('draws the bracket round by round: battles, bonuses, winners, byes, and the next round', async () => {
    render();
    const rounds = await screen.findAllByTestId('bracket-round');
    expect(rounds.map((round) => within(round).getByRole('heading', { hidden: true }).textContent)).toEqual([
      'Quarts',
      'Demi-finales',
      'Finale',
    ]);
    const first = within(rounds[0]!).getAllByTestId('battle');
    expect(first.map(names)).toEqual([['erin'], ['alice', 'bob'], ['carol', 'dave'], ['frank']]);
    expect(within(first[0]!).getByTestId('bye')).toHaveTextContent('Exempté');
    expect(within(first[1]!).getByText('bonus 1,4')).toBeInTheDocument();
    const winnerOf = (battle: HTMLElement) =>
      battle.querySelector('[data-winner="true"]')?.querySelector('a')?.textContent;
    expect(first.map(winnerOf)).toEqual(['erin', 'alice', 'dave', 'frank']);

    const semis = within(rounds[1]!).getAllByTestId('battle');
    expect(semis.map(names)).toEqual([
      ['erin', 'alice'],
      ['dave', 'frank'],
    ]);
    expect(semis.map(winnerOf)).toEqual([undefined, undefined]);
    expect(within(semis[0]!).getByText('À jouer')).toBeInTheDocument();
    expect(within(rounds[2]!).getByText('À venir')).toBeInTheDocument();
    expect(screen.getByTestId('tournament-next')).toHaveTextContent(
      'Prochain tour (Demi-finales) le 15 décembre 2026.',
    );
    expect(screen.queryByTestId('tournament-my-path')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: "Tableau de l'Arène" })).toHaveAttribute('tabindex', '0');
  });

  it('offers a phone one round at a time, the round being played first', async () => {
    render();
    const picker = await screen.findByRole('group', { name: 'Tour affiché' });
    const pressed = () =>
      within(picker)
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-pressed') === 'true')
        .map((button) => button.textContent);
    expect(
      within(picker)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Quarts', 'Demi-finales', 'Finale']);
    const rounds = screen.getAllByTestId('bracket-round');
    const shown = () =>
      rounds.filter((round) => getComputedStyle(round).display !== 'none').map((round) => round.ariaLabel);
    expect(pressed()).toEqual(['Demi-finales']);
    expect(shown()).toEqual(['Demi-finales']);
    await userEvent.click(within(picker).getByRole('button', { name: 'Finale' }));
    expect(pressed()).toEqual(['Finale']);
    expect(shown()).toEqual(['Finale']);
  });

  it("highlights the signed-in player's battles and name, and says where they stand", async () => {
    setAuthSession(signedInAs('Alice'));
    render();
    await screen.findAllByTestId('bracket-round');
    const mine = screen.getAllByTestId('battle').filter((battle) => battle.dataset.mine === 'true');
    expect(mine.map(names)).toEqual([
      ['alice', 'bob'],
      ['erin', 'alice'],
    ]);
    expect(within(mine[0]!).getByText('(toi)')).toBeInTheDocument();
    expect(screen.getByTestId('tournament-my-path')).toHaveTextContent(
      "Demi-finales : ton prochain combat t'oppose à erin.",
    );
  });

  it('names the earlier rounds by their number and the winner of a finished Arène', async () => {
    const done = tournamentFixture();
    server.use(
      http.get(apiUrl('/public/tournament/latest'), () =>
        HttpResponse.json({
          ...done,
          isDone: true,
          roundCount: 6,
          roundIndex: 6,
          nextRoundDate: undefined,
          battles: [
            ...done.battles.filter((battle) => battle.roundIndex === 0),
            { ...done.battles[4]!, roundIndex: 5, outcome: false },
          ],
        }),
      ),
    );
    render();
    const rounds = await screen.findAllByTestId('bracket-round');
    expect(rounds.map((round) => within(round).getByRole('heading', { hidden: true }).textContent)).toEqual([
      'Tour 1',
      'Tour 2',
      'Huitièmes',
      'Quarts',
      'Demi-finales',
      'Finale',
    ]);
    expect(screen.getByTestId('tournament-next')).toHaveTextContent("Tournoi terminé : alice remporte l'Arène.");
  });

  it('says so when no Arène has been played yet', async () => {
    server.use(
      http.get(apiUrl('/public/tournament/latest'), () =>
        HttpResponse.json(
          { code: 'TOURNAMENT_NOT_FOUND', message: "Aucune Arène n'a encore eu lieu dans ce mode de jeu" },
          { status: 404 },
        ),
      ),
    );
    render();
    expect(await screen.findByTestId('no-tournament')).toHaveTextContent("Aucune Arène n'a encore eu lieu.");
    expect(screen.queryByTestId('bracket')).not.toBeInTheDocument();
  });

  it('tells a failed read in French, with a retry', async () => {
    server.use(http.get(apiUrl('/public/tournament/latest'), () => HttpResponse.json({}, { status: 500 })));
    render();
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
