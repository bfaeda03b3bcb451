import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { anonymousSession, setAuthSession } from '@zu/shared-auth';
import type { HardcoreRunsPage, HardcoreSeasonList } from '@zu/shared-contract';
import { apiUrl, avatarFixture, renderAt, setupApiServer, signedInAs } from '@zu/shared-platform/testing';
import HardcoreLeaderboardPage from './HardcoreLeaderboardPage';

const seasons: HardcoreSeasonList = [
  {
    id: '00000000-0000-4000-8000-0000000000c3',
    index: 3,
    beginDate: '2026-09-01',
    endDate: '2026-11-30',
    isCurrent: true,
    isFinished: false,
  },
  {
    id: '00000000-0000-4000-8000-0000000000c2',
    index: 2,
    beginDate: '2026-06-01',
    endDate: '2026-08-30',
    isCurrent: false,
    isFinished: true,
  },
];

const run = (n: number, name: string, failedDate?: string) => ({
  id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
  position: n * 10,
  user: {
    id: `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`,
    discordUserName: name,
    discordAvatar: avatarFixture,
  },
  startDate: '2026-06-01',
  endDate: failedDate ? '2026-06-09' : '2026-08-30',
  ...(failedDate ? { failedDate } : {}),
  endReason: failedDate ? ('MISSED_DAILY' as const) : ('SEASON_END' as const),
  dayCount: failedDate ? 9 : 91,
});

const calls: URL[] = [];
setupApiServer(
  http.get(apiUrl('/public/hardcore/season'), () => HttpResponse.json(seasons)),
  http.get(apiUrl('/public/hardcore/season/:index/:mode'), ({ request, params }) => {
    const url = new URL(request.url);
    calls.push(url);
    const season = seasons.find((s) => String(s.index) === params.index)!;
    const userName = url.searchParams.get('userName');
    if (userName === 'inconnu') return HttpResponse.json({ code: 'USER_NOT_FOUND', message: 'non' }, { status: 404 });
    const failures = params.mode === 'failures';
    const runs = failures
      ? [run(1, 'distrait', '2026-06-10'), run(2, 'oublieux', '2026-06-03')]
      : [run(3, 'endurant'), run(1, 'distrait', '2026-06-10')];
    const shown = userName ? runs.filter((r) => r.user.discordUserName === userName) : runs;
    return HttpResponse.json<HardcoreRunsPage>({
      season,
      runCount: 40,
      playerCount: 35,
      survivorCount: 12,
      failureCount: 28,
      page: 0,
      size: 20,
      total: shown.length,
      pageCount: 1,
      runs: shown,
    });
  }),
);
afterEach(() => {
  setAuthSession(anonymousSession);
  calls.length = 0;
});

const openAt = (url: string) => renderAt(<HardcoreLeaderboardPage />, 'LeaderboardHardcore', url);
const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');

describe('the hardcore leaderboard', () => {
  it('shows the retrospective of the last finished season by default: figures and the longest runs', async () => {
    openAt('/classement/hardcore/retrospective');
    expect(await screen.findByText('endurant')).toBeInTheDocument();
    expect(calls.at(-1)?.pathname).toBe('/public/hardcore/season/2/retrospective');
    expect(screen.getByRole('combobox', { name: 'Saison' })).toHaveValue('2');
    expect(screen.getByText('Survivants').nextSibling).toHaveTextContent('12');
    expect(
      within(bodyRows()[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['30', 'endurant', '91 jours', '1er\u00a0juin 2026', '30\u00a0août 2026 (fin de saison)']);
  });

  it('lists the failures of a season with their day and reason, and changes season with the picker', async () => {
    const user = userEvent.setup();
    openAt('/classement/hardcore/echecs');
    expect(await screen.findByText('oublieux')).toBeInTheDocument();
    expect(calls.at(-1)?.pathname).toBe('/public/hardcore/season/3/failures');
    expect(screen.getByText('Toujours en vie')).toBeInTheDocument();
    expect(
      within(bodyRows()[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['10', 'distrait', '10\u00a0juin 2026', '/journa oublié', '9 jours']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Saison' }), '2');
    await screen.findByRole('combobox', { name: 'Saison' });
    expect(calls.at(-1)?.pathname).toBe('/public/hardcore/season/2/failures');
  });

  it('focuses on one player, typed in or the signed-in one, highlighted', async () => {
    setAuthSession(signedInAs('oublieux'));
    const user = userEvent.setup();
    openAt('/classement/hardcore/echecs/3');
    await screen.findByText('distrait');
    await user.type(screen.getByRole('textbox', { name: 'Pseudo du joueur' }), 'distrait');
    await user.click(screen.getByRole('button', { name: 'Voir ses parties' }));
    expect(await screen.findByRole('row', { current: true })).toHaveTextContent('distrait');
    expect(calls.at(-1)?.searchParams.get('userName')).toBe('distrait');
    expect(bodyRows()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Mes parties' }));
    expect(await screen.findByRole('row', { current: true })).toHaveTextContent('oublieux');
    expect(screen.getByRole('link', { name: 'Tous les joueurs' })).toHaveAttribute(
      'href',
      '/classement/hardcore/echecs/3',
    );
  });

  it('says when the focused player does not exist, or the season does not', async () => {
    const { unmount } = openAt('/classement/hardcore/retrospective/2/inconnu');
    const missing = await screen.findByText("Aucun joueur ne s'appelle « inconnu ».");
    // No-break spaces inside the guillemets: a line never ends on « nor starts with ».
    expect(missing.textContent).toBe("Aucun joueur ne s'appelle «\u00a0inconnu\u00a0».");
    unmount();
    openAt('/classement/hardcore/retrospective/9');
    expect(await screen.findByText("Cette saison n'existe pas.")).toBeInTheDocument();
  });
});
