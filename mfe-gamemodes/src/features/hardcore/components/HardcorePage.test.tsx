import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { anonymousSession, setAuthSession } from '@zu/shared-auth';
import type { HardcoreRun } from '@zu/shared-contract';
import { setRuntimeConfig } from '@zu/shared-platform';
import {
  apiUrl,
  appSettingsFixture,
  renderWithProviders,
  setupApiServer,
  signedInAs,
  testApiUrl,
} from '@zu/shared-platform/testing';
import { currentSeason, runFixture, runsPageFixture } from '../testing/hardcore-fixtures';
import HardcorePage from './HardcorePage';

const failed = runFixture(9, {
  startDate: '2026-10-01',
  endDate: '2026-10-14',
  failedDate: '2026-10-15',
  endReason: 'MISSED_DAILY',
  dayCount: 14,
  position: 3,
});
const going = runFixture(20, { startDate: '2026-11-02', dayCount: 8, position: 20 });

let playerRuns: HardcoreRun[];
let runReads: URL[] = [];
const server = setupApiServer(
  http.get(apiUrl('/public/hardcore/season/current'), () => HttpResponse.json(currentSeason)),
  http.get(apiUrl('/public/hardcore/season/:index/retrospective'), ({ request }) => {
    const url = new URL(request.url);
    runReads.push(url);
    return HttpResponse.json(runsPageFixture(url.searchParams.get('userName') ? playerRuns : [failed]));
  }),
);

const noSeason = () =>
  server.use(
    http.get(apiUrl('/public/hardcore/season/current'), () =>
      HttpResponse.json({ code: 'HARDCORE_SEASON_NOT_FOUND', message: 'Aucune saison' }, { status: 404 }),
    ),
  );

beforeEach(() => {
  playerRuns = [failed, going];
  runReads = [];
});
afterEach(() => {
  setAuthSession(anonymousSession);
  setRuntimeConfig({ apiUrl: testApiUrl });
});

describe('the Hardcore page', () => {
  it('shows a visitor the rules, the current season with its figures and leaderboards, and asks them to sign in', async () => {
    const login = jest.fn(async () => {});
    setAuthSession({ ...anonymousSession, login });
    const user = userEvent.setup();
    renderWithProviders(<HardcorePage />, { route: '/hardcore' });
    expect(screen.getByRole('heading', { level: 1, name: 'Hardcore' })).toBeInTheDocument();
    expect(screen.getByTestId('hardcore-rules')).toHaveTextContent(/Un seul jour sans \/journa met fin à la partie/);
    expect(await screen.findByTestId('hardcore-season-dates')).toHaveTextContent(
      'Saison 4 : du 1er octobre 2026 au 30 décembre 2026.',
    );
    const figures = await screen.findByTestId('hardcore-season-figures');
    expect([...figures.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Joueurs',
      'Toujours en vie',
      'Échecs',
    ]);
    expect([...figures.querySelectorAll('dd')].map((value) => value.textContent)).toEqual(['47', '19', '42']);
    expect(screen.getByRole('link', { name: 'Les parties les plus longues de la saison' })).toHaveAttribute(
      'href',
      '/classement/hardcore/retrospective/4',
    );
    expect(screen.getByRole('link', { name: 'Les échecs de la saison' })).toHaveAttribute(
      'href',
      '/classement/hardcore/echecs/4',
    );
    const ruleSetNotice = await screen.findByTestId('hardcore-rule-set');
    expect(ruleSetNotice).toHaveTextContent(
      'Ce site montre le mode hardcore. Le lien « Mode normal » de la navigation mène au site du mode normal.',
    );
    // No-break spaces inside the guillemets: a line never ends on « nor starts with ».
    expect(ruleSetNotice.textContent).toContain('«\u00a0Mode normal\u00a0»');
    expect(screen.queryByTestId('hardcore-last-season-done')).not.toBeInTheDocument();
    await user.click(within(screen.getByTestId('hardcore-sign-in')).getByRole('button', { name: 'Connecte-toi' }));
    expect(login).toHaveBeenCalledTimes(1);
    expect(runReads.map((url) => url.searchParams.get('userName'))).toEqual([null]);
    expect(runReads[0]?.searchParams.get('size')).toBe('1');
  });

  it('shows a signed-in player their run going on and their best run of the season', async () => {
    setAuthSession(signedInAs('alice'));
    renderWithProviders(<HardcorePage />, { route: '/hardcore' });
    expect(await screen.findByTestId('hardcore-my-run-state')).toHaveTextContent(
      'Toujours en vie : 8 jours tenus depuis le 2 novembre 2026. Ne manque aucun /journa !',
    );
    expect(screen.getByTestId('hardcore-my-best-run')).toHaveTextContent(
      'Ta meilleure partie de la saison : 14 jours (du 1er octobre 2026 au 14 octobre 2026), au 3e rang de la saison.',
    );
    expect(
      screen.getByText(/Ce qui met fin à une partie : un jour sans \/journa, ou la fin de la saison\./),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mes parties dans la rétrospective' })).toHaveAttribute(
      'href',
      '/classement/hardcore/retrospective/4/alice',
    );
    expect(screen.queryByTestId('hardcore-sign-in')).not.toBeInTheDocument();
    expect(runReads.find((url) => url.searchParams.get('userName'))?.pathname).toBe(
      '/public/hardcore/season/4/retrospective',
    );
  });

  it('tells a player whose last run failed when, and one without a run how to start one', async () => {
    setAuthSession(signedInAs('alice'));
    playerRuns = [failed];
    const { unmount } = renderWithProviders(<HardcorePage />, { route: '/hardcore' });
    expect(await screen.findByTestId('hardcore-my-run-state')).toHaveTextContent(
      'Ta dernière partie a échoué le 15 octobre 2026 (un /journa oublié) après 14 jours. Ton prochain /journa en lance une nouvelle.',
    );
    unmount();
    playerRuns = [];
    renderWithProviders(<HardcorePage />, { route: '/hardcore' });
    expect(await screen.findByTestId('hardcore-my-run-state')).toHaveTextContent(
      "Tu n'as pas encore de partie cette saison : ton prochain /journa en lance une.",
    );
    expect(screen.queryByTestId('hardcore-my-best-run')).not.toBeInTheDocument();
  });

  it('says when no season runs, without figures nor player run', async () => {
    setAuthSession(signedInAs('alice'));
    noSeason();
    renderWithProviders(<HardcorePage />, { route: '/hardcore' });
    expect(await screen.findByTestId('hardcore-no-season')).toHaveTextContent(
      /^Aucune saison hardcore n'est en cours : la prochaine s'affichera ici\./,
    );
    expect(screen.queryByTestId('hardcore-season-figures')).not.toBeInTheDocument();
    expect(screen.queryByTestId('hardcore-my-run-state')).not.toBeInTheDocument();
    expect(runReads).toEqual([]);
  });

  it('under NORMAL, explains that hardcore is played elsewhere and that this rule set has no season', async () => {
    setRuntimeConfig({ apiUrl: testApiUrl, ruleSet: 'NORMAL', communityInviteUrl: 'https://discord.test/invite' });
    noSeason();
    renderWithProviders(<HardcorePage />, { route: '/hardcore' });
    const notice = screen.getByTestId('hardcore-rule-set');
    expect(notice).toHaveTextContent(/^Ce site montre le mode normal, où il n'y a ni saison ni partie hardcore\./);
    expect(within(notice).getByRole('link', { name: 'serveur de la communauté' })).toHaveAttribute(
      'href',
      'https://discord.test/invite',
    );
    expect(await screen.findByTestId('hardcore-no-season')).toHaveTextContent(
      "Les saisons n'existent qu'en mode hardcore : le mode normal n'en a pas.",
    );
    await waitFor(() =>
      expect(notice).toHaveTextContent(/site du mode hardcore\. Le lien « Mode hardcore » de la navigation y mène\.$/),
    );
  });

  it('leads to the retrospective once the last season is done', async () => {
    server.use(
      http.get(apiUrl('/app/settings'), () => HttpResponse.json(appSettingsFixture({ lastHardcoreSeasonDone: true }))),
    );
    noSeason();
    renderWithProviders(<HardcorePage />, { route: '/hardcore' });
    const banner = await screen.findByTestId('hardcore-last-season-done');
    expect(banner).toHaveTextContent('La dernière saison hardcore est terminée.');
    expect(within(banner).getByRole('link', { name: 'Revivre la saison dans sa rétrospective' })).toHaveAttribute(
      'href',
      '/classement/hardcore/retrospective',
    );
    expect(await screen.findByTestId('hardcore-no-season')).toHaveTextContent(
      "Plus aucune saison n'est en cours : la dernière est terminée.",
    );
    // The settings are read by now (the banner shows): no mode switch to point to.
    expect(screen.getByTestId('hardcore-rule-set')).toHaveTextContent(/^Ce site montre le mode hardcore\.$/);
  });
});
