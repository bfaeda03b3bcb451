import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { anonymousSession, setAuthSession } from '@zu/shared-auth';
import type { LeaderboardType } from '@zu/shared-contract';
import { apiUrl, profileFixture, renderWithProviders, setupApiServer, signedInAs } from '@zu/shared-platform/testing';
import { leaderboardPageFixture } from '../testing/leaderboard-fixtures';
import { AchievementPage, GlobalPage, TradelessPage, UpgradedPage } from './BoardPages';

const requests: string[] = [];
const server = setupApiServer(
  http.get(apiUrl('/public/leaderboard/:type'), ({ request, params }) => {
    requests.push(request.url);
    const url = new URL(request.url);
    return HttpResponse.json(
      leaderboardPageFixture(params.type as LeaderboardType, {
        page: Number(url.searchParams.get('page')),
        size: Number(url.searchParams.get('size')),
      }),
    );
  }),
  http.get(apiUrl('/public/leaderboard/:type/around/:userName'), ({ params }) =>
    params.userName === 'joueur-42'
      ? HttpResponse.json(leaderboardPageFixture(params.type as LeaderboardType, { page: 2 }))
      : HttpResponse.json({ code: 'LEADERBOARD_POSITION_NOT_FOUND', message: 'absent' }, { status: 404 }),
  ),
);

afterEach(() => {
  setAuthSession(anonymousSession);
  requests.length = 0;
});

const countedCardsNote =
  'Seules les cartes comptabilisées entrent dans ce classement : certaines cartes ne comptent pas, leur fiche le précise.';
const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');

describe('a leaderboard page', () => {
  it('lists the first page: shared positions, names linking to the profile, score and detail', async () => {
    renderWithProviders(<GlobalPage />, { route: '/classement/global' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Classement général' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Les collectionneurs aux cartes les plus précieuses : chaque carte distincte comptabilisée rapporte ses points.',
      ),
    ).toHaveTextContent(countedCardsNote);
    expect(await screen.findByTestId('leaderboard-total')).toHaveTextContent(
      '45 joueurs classés · classement mis à jour à 20 h 00',
    );
    const rows = bodyRows();
    expect(rows).toHaveLength(20);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'joueur-1', '9\u202f990', '99 cartes · 50 distinctes']);
    expect(within(rows[1]!).getAllByRole('cell')[0]).toHaveTextContent(/^1$/);
    expect(within(rows[0]!).getByRole('link', { name: 'joueur-1' })).toHaveAttribute('href', '/joueur/joueur-1');
    expect(requests[0]).toContain('/public/leaderboard/GLOBAL?page=0&size=20');
    expect(screen.queryByRole('button', { name: 'Ma position' })).not.toBeInTheDocument();
  });

  it('says once that nobody is ranked on an empty board, and counts a single player in the singular', async () => {
    server.use(
      http.get(apiUrl('/public/leaderboard/:type'), ({ params }) =>
        HttpResponse.json(leaderboardPageFixture(params.type as LeaderboardType, { total: 0 })),
      ),
    );
    renderWithProviders(<GlobalPage />, { route: '/classement/global' });
    expect(await screen.findByText("Personne n'est encore classé ici.")).toBeInTheDocument();
    expect(screen.queryByTestId('leaderboard-total')).not.toBeInTheDocument();

    server.use(
      http.get(apiUrl('/public/leaderboard/:type'), ({ params }) =>
        HttpResponse.json(leaderboardPageFixture(params.type as LeaderboardType, { total: 1 })),
      ),
    );
    renderWithProviders(<TradelessPage />, { route: '/classement/global-sans-echange' });
    expect(await screen.findByTestId('leaderboard-total')).toHaveTextContent(
      /^1 joueur classé · classement mis à jour à 20 h 00$/,
    );
  });

  it("shows a player's card on hovering or focusing their name, asking for their profile once", async () => {
    const profileRequests: string[] = [];
    server.use(
      http.get(apiUrl('/public/user/:name'), ({ params }) => {
        profileRequests.push(String(params.name));
        return HttpResponse.json(
          profileFixture(String(params.name), { user: { discordGlobalName: 'Joueur Numéro Un' } }),
        );
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<GlobalPage />, { route: '/classement/global' });
    const name = await screen.findByRole('link', { name: 'joueur-1' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(profileRequests).toEqual([]);

    await user.hover(name);
    const card = await screen.findByRole('tooltip', { name: 'Carte du joueur joueur-1' });
    expect(await within(card).findByText('Joueur Numéro Un')).toBeInTheDocument();
    await user.unhover(name);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    act(() => name.focus());
    expect(await screen.findByRole('tooltip', { name: 'Carte du joueur joueur-1' })).toHaveTextContent(
      'Joueur Numéro Un',
    );
    expect(profileRequests).toEqual(['joueur-1']);
  });

  it('pages through the board', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TradelessPage />, { route: '/classement/sansechange' });
    await screen.findByText('joueur-1');
    expect(screen.getByText(countedCardsNote)).toBeInTheDocument();
    expect(screen.getByText('Page 1 sur 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suivante' }));
    expect(await screen.findByText('joueur-21')).toBeInTheDocument();
    expect(screen.getByText('Page 2 sur 3')).toBeInTheDocument();
    expect(requests.at(-1)).toContain('/public/leaderboard/TRADELESS?page=1&size=20');
    await user.click(screen.getByRole('button', { name: 'Suivante' }));
    expect(await screen.findByText('joueur-45')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Suivante' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Première' }));
    expect(await screen.findByText('joueur-1')).toBeInTheDocument();
  });

  it('takes the signed-in player to their own row in one click, highlighted', async () => {
    setAuthSession(signedInAs('joueur-42'));
    const user = userEvent.setup();
    renderWithProviders(<AchievementPage />, { route: '/classement/succes' });
    await screen.findByText('joueur-1');
    // The achievements do not rank cards: nothing to say about which ones count.
    expect(screen.queryByText(/comptabilisée/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ma position' }));
    const mine = await screen.findByRole('row', { current: true });
    expect(mine).toHaveTextContent('joueur-42');
    expect(within(mine).getAllByRole('cell')[0]).toHaveTextContent(/^41$/);
    expect(screen.getByRole('status')).toHaveTextContent('Tu es 41e.');
    expect(screen.getByText('Page 3 sur 3')).toBeInTheDocument();
    expect(within(mine).getAllByRole('cell')[3]).toHaveTextContent('3 succès');
  });

  it('says so when the signed-in player is not on the board', async () => {
    setAuthSession(signedInAs('absent'));
    const user = userEvent.setup();
    renderWithProviders(<UpgradedPage />, { route: '/classement/constellations' });
    await screen.findByText('joueur-1');
    await user.click(screen.getByRole('button', { name: 'Ma position' }));
    expect(await screen.findByRole('status')).toHaveTextContent("Tu n'apparais pas dans ce classement.");
    expect(screen.queryByRole('row', { current: true })).not.toBeInTheDocument();
  });

  it('shows the generic error when the board cannot be read, and an empty board plainly', async () => {
    server.use(http.get(apiUrl('/public/leaderboard/:type'), () => new HttpResponse(null, { status: 500 })));
    const { unmount } = renderWithProviders(<GlobalPage />);
    expect(await screen.findByText(/Une erreur s'est produite/)).toBeInTheDocument();
    unmount();
    server.use(
      http.get(apiUrl('/public/leaderboard/:type'), () =>
        HttpResponse.json(leaderboardPageFixture('GLOBAL', { total: 0 })),
      ),
    );
    renderWithProviders(<GlobalPage />);
    await waitFor(() => expect(screen.getByText("Personne n'est encore classé ici.")).toBeInTheDocument());
  });

  it('reads a page number it cannot use as the first page', async () => {
    for (const page of ['abc', '-3', '0']) {
      const { unmount } = renderWithProviders(<GlobalPage />, { route: `/classement/global?page=${page}` });
      await screen.findByText('joueur-1');
      unmount();
    }
    expect(requests.every((url) => url.includes('page=0&'))).toBe(true);
  });

  it('says where the board ends when the address asks for a page past it', async () => {
    renderWithProviders(<GlobalPage />, { route: '/classement/global?page=9' });
    expect(await screen.findByText("Ce classement s'arrête à la page 3.")).toBeInTheDocument();
    expect(requests[0]).toContain('page=8');
  });
});
