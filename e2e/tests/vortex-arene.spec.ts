import type { APIRequestContext, Page } from '@playwright/test';
import { readHardcore } from '../support/api-reads';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

// The Vortex and the Arène in the composed site: a visitor reads the running season, steps back a season and opens
// the bracket; a climber of the season climbs once through the chat bot and finds on the page what the API counts for
// them (best floor, attempts used and one attempt fewer left), then their own battles marked in the bracket.

const api = 'http://localhost:8080';
const hardcore = { 'X-ZUnivers-RuleSetType': 'HARDCORE' };
const french = new Intl.NumberFormat('fr-FR');

interface Season {
  index: number;
  tower: { name: string; pack: { name: string; slug: string }; reputation: { name: string } };
}
interface Leaderboard {
  users: { user: { discordUserName: string } }[];
}
interface TowerStat {
  towerSeasonIndex: number;
  isCurrentTowerSeason?: boolean;
  maxFloorIndex?: number;
  towerLogCount: number;
  attemptsLeft?: number;
}
interface Participant {
  user: { discordUserName: string };
}
interface Tournament {
  roundCount: number;
  battles: { participant1: Participant; participant2?: Participant }[];
}

const currentSeasonOf = async (request: APIRequestContext, who: string) =>
  (await readHardcore<{ towerStats: TowerStat[] }>(request, `/public/tower/${who}`)).towerStats.find(
    (stat) => stat.isCurrentTowerSeason,
  );

/**
 * A climber who can climb once more now: the first of the season's ranking with attempts left and the poudre
 * créatrice an attempt costs (the test accounts may have spent theirs).
 */
async function climberWithAttemptLeft(request: APIRequestContext): Promise<string> {
  const board = await readHardcore<Leaderboard>(request, '/public/tower/leaderboard?seasonOffset=0');
  for (const { user } of board.users) {
    const current = await currentSeasonOf(request, user.discordUserName);
    if (!current?.attemptsLeft) continue;
    const profile = await readHardcore<{ user: { loreDust: number } }>(request, `/public/user/${user.discordUserName}`);
    if (profile.user.loreDust >= 20) return user.discordUserName;
  }
  throw new Error('no climber of the season can climb again');
}

async function openVortex(page: Page, path = '/vortex') {
  await page.goto(path);
  await expect(page.locator('#Tower-page').getByRole('heading', { level: 1, name: 'Vortex' })).toBeVisible();
}

test('a visitor reads the running Vortex season, steps back one season and opens the Arène bracket', async ({
  page,
  request,
  pageErrors,
}) => {
  const season = await readHardcore<Season>(request, '/public/tower/season');
  const board = await readHardcore<Leaderboard>(request, '/public/tower/leaderboard?seasonOffset=0');
  await openVortex(page);
  await expect(page.getByTestId('tower-name')).toHaveText(season.tower.name);
  await expect(page).toHaveTitle(`Vortex : ${season.tower.name} | ZUnivers Hardcore`);
  await expect(page.getByTestId('season-clan')).toHaveText(season.tower.reputation.name);
  await expect(page.getByRole('link', { name: season.tower.pack.name })).toHaveAttribute(
    'href',
    new RegExp(`^/catalogue/${season.tower.pack.slug}`),
  );
  await expect(page.getByTestId('season-countdown')).toBeVisible();
  const floors = page.getByRole('table', { name: 'Chances de chaque étage' });
  await expect(floors.locator('tbody tr')).toHaveCount(6);
  await expect(page.getByTestId('top-climbers').getByRole('listitem')).toHaveCount(Math.min(10, board.users.length));
  await expect(page.getByTestId('tower-sign-in')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('vortex.png'), fullPage: true });

  // The season before: its own tower, kept in the address.
  const previous = await request.get(`${api}/public/tower/season?seasonOffset=1`, { headers: hardcore });
  if (previous.ok()) {
    const earlier = (await previous.json()) as Season;
    await page.getByRole('button', { name: "Saison d'avant" }).click();
    await expect(page).toHaveURL(/\/vortex\?saison=1$/);
    await expect(page.getByTestId('season-label')).toHaveText('Saison précédente');
    await expect(page.getByTestId('tower-name')).toHaveText(earlier.tower.name);
    await expect(page.getByTestId('season-countdown')).toHaveCount(0);
  }

  const answer = await request.get(`${api}/public/tournament/latest`, { headers: hardcore });
  await page.goto('/arene');
  await expect(page.locator('#Tournament-page').getByRole('heading', { level: 1, name: 'Arène' })).toBeVisible();
  if (answer.ok()) {
    const tournament = (await answer.json()) as Tournament;
    await expect(page.getByTestId('bracket-round')).toHaveCount(tournament.roundCount);
    await expect(page.getByTestId('battle')).toHaveCount(tournament.battles.length);
  } else {
    expect(answer.status()).toBe(404);
    await expect(page.getByTestId('no-tournament')).toBeVisible();
  }
  await page.screenshot({ path: test.info().outputPath('arene.png'), fullPage: true });
  expect(pageErrors).toEqual([]);
});

test('a climber climbs once and reads the attempts the API counts, then their own battles in the Arène', async ({
  page,
  request,
  pageErrors,
}) => {
  const climber = await climberWithAttemptLeft(request);
  const before = await currentSeasonOf(request, climber);
  const climb = await request.post(`${api}/dev/play`, {
    data: { player: climber, ruleSet: 'HARDCORE', command: 'ascend', args: [] },
  });
  expect(climb.ok(), await climb.text()).toBeTruthy();

  await openVortex(page);
  await signIn(page, climber);
  const current = await currentSeasonOf(request, climber);
  expect(current!.towerLogCount).toBe(before!.towerLogCount + 1);
  expect(current!.attemptsLeft).toBe(before!.attemptsLeft! - 1);
  const mine = page.getByTestId('my-climb');
  await expect(mine.getByTestId('my-attempts-left')).toHaveText(french.format(current!.attemptsLeft!));
  await expect(mine.getByTestId('my-attempts-used')).toHaveText(french.format(current!.towerLogCount));
  await expect(mine.getByTestId('my-max-floor')).toHaveText(`Étage ${current!.maxFloorIndex! + 1}`);
  await expect(mine.getByRole('progressbar')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('vortex-signed-in.png'), fullPage: true });

  const answer = await request.get(`${api}/public/tournament/latest`, { headers: hardcore });
  await page.goto('/arene');
  await expect(page.locator('#Tournament-page').getByRole('heading', { level: 1, name: 'Arène' })).toBeVisible();
  if (answer.ok()) {
    const tournament = (await answer.json()) as Tournament;
    const isMine = (battle: Tournament['battles'][number]) =>
      [battle.participant1, battle.participant2].some((side) => side?.user.discordUserName === climber);
    const own = tournament.battles.filter(isMine).length;
    await expect(page.getByTestId('bracket-round')).toHaveCount(tournament.roundCount);
    await expect(page.locator('[data-testid="battle"][data-mine="true"]')).toHaveCount(own);
    await expect(page.getByTestId('tournament-my-path')).toHaveText(
      own > 0 ? /\S/ : 'Tu ne participes pas à cette Arène.',
    );
  }
  expect(pageErrors).toEqual([]);
});

test('on a phone the Arène shows one round at a time, chosen above it, and the page keeps its width', async ({
  page,
  request,
}) => {
  const answer = await request.get(`${api}/public/tournament/latest`, { headers: hardcore });
  test.skip(!answer.ok(), 'no Arène in the seeded world');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/arene');
  const bracket = page.getByRole('region', { name: "Tableau de l'Arène" });
  await expect(bracket).toBeVisible();
  const rounds = bracket.getByTestId('bracket-round');
  await expect(rounds.filter({ visible: true })).toHaveCount(1);
  const picker = page.getByRole('group', { name: 'Tour affiché' });
  // The round being played shows first; the first round, once chosen, takes its place.
  await expect(picker.getByRole('button', { pressed: true })).toHaveCount(1);
  const firstRound = picker.getByRole('button').first();
  await expect(firstRound).toHaveAttribute('aria-pressed', 'false');
  await firstRound.click();
  await expect(firstRound).toHaveAttribute('aria-pressed', 'true');
  await expect(rounds.filter({ visible: true })).toHaveCount(1);
  await expect(rounds.filter({ visible: true }).getByRole('heading')).toHaveText((await firstRound.textContent())!);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  // Nothing left to scroll sideways inside the bracket either: the round fills the screen's width.
  expect(await bracket.evaluate((box) => box.scrollWidth <= box.clientWidth + 1)).toBe(true);
  await page.goto('/vortex');
  await expect(page.getByTestId('tower-name')).toBeVisible();
  const vortexWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(vortexWidth).toBeLessThanOrEqual(390);
});
