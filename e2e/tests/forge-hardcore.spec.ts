import type { APIRequestContext } from '@playwright/test';
import { readHardcore } from '../support/api-reads';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

// The Forge and Hardcore pages in the composed site: what a visitor reads on each; for a signed-in player, the
// forge planner's first recycle line played through the chat bot moves their currency by exactly the line's amount,
// and the Hardcore page shows their run of the season as the API counts it.

const api = 'http://localhost:8080';
const player = 'joueur.test';

/** Plays a chat command for a player through the running API (DEV_TOOLS=on in the tests' stack). */
async function devPlay(request: APIRequestContext, who: string, command: string, args: string[]): Promise<void> {
  const response = await request.post(`${api}/dev/play`, { data: { player: who, ruleSet: 'HARDCORE', command, args } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

interface Currencies {
  loreDust: number;
  loreFragment: number;
}

async function currenciesOf(request: APIRequestContext, who: string): Promise<Currencies> {
  const { user } = await readHardcore<{ user: Currencies }>(request, `/public/user/${who}`);
  return { loreDust: user.loreDust, loreFragment: user.loreFragment };
}

/**
 * The seeded players recycle their extra copies every day, and the test accounts may hold none: the player is the
 * first of the best-ranked players whose planner (the same public read the page makes) has a recycle line that gives.
 */
async function playerWithDuplicates(request: APIRequestContext): Promise<string> {
  const { rows } = await readHardcore<{ rows: { user: { discordUserName: string } }[] }>(
    request,
    '/public/leaderboard/GLOBAL?page=0&size=50',
  );
  for (const { user } of rows) {
    const plan = await readHardcore<{ recycle: { lines: { amount: number }[] } }>(
      request,
      `/public/forge/${user.discordUserName}`,
    );
    if (plan.recycle.lines.some((line) => line.amount > 0)) return user.discordUserName;
  }
  throw new Error('no seeded player among the best ranked holds a duplicate');
}

test('a visitor reads the forge values and rules, and the hardcore rules and season', async ({ page, pageErrors }) => {
  await page.goto('/forge');
  const forge = page.locator('#Forge-page');
  await expect(forge.getByRole('heading', { level: 1, name: 'Forge' })).toBeVisible();
  await expect(forge.getByTestId('forge-values').getByRole('row')).not.toHaveCount(0);
  await expect(forge.getByTestId('forge-rules')).toContainText('pack du Vortex en cours');
  await expect(forge.getByTestId('forge-sign-in')).toBeVisible();
  await expect(forge.getByRole('tab')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('forge-visitor.png'), fullPage: true });

  await page.goto('/hardcore');
  const hardcorePage = page.locator('#Hardcore-page');
  await expect(hardcorePage.getByRole('heading', { level: 1, name: 'Hardcore' })).toBeVisible();
  await expect(hardcorePage.getByTestId('hardcore-rules')).toContainText('Un seul jour sans /journa');
  const season = await readHardcore<{ index: number }>(page.request, '/public/hardcore/season/current');
  await expect(hardcorePage.getByTestId('hardcore-season-dates')).toContainText(`Saison ${season.index} : du `);
  await expect(hardcorePage.getByTestId('hardcore-season-figures')).toBeVisible();
  await expect(hardcorePage.getByRole('link', { name: 'Les échecs de la saison' })).toHaveAttribute(
    'href',
    `/classement/hardcore/echecs/${season.index}`,
  );
  await expect(hardcorePage.getByTestId('hardcore-sign-in')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('hardcore-visitor-phone.png'), fullPage: true });
  expect(pageErrors).toEqual([]);
});

test("a player's first recycle line, played through the chat bot, moves their currency by exactly its amount", async ({
  page,
  request,
  pageErrors,
}) => {
  const recycler = await playerWithDuplicates(request);
  await page.goto('/forge');
  await signIn(page, recycler);
  const recycleTab = page.getByRole('tab', { name: /^Recyclage/ });
  await expect(recycleTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('forge-balance')).toBeVisible();
  const lines = page.getByTestId('recycle-line');
  await expect(lines.first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('forge-planner.png'), fullPage: true });

  // The first line that gives: recycling an effect card costs instead, which the balance may not cover.
  const shown = await lines.evaluateAll((elements) =>
    elements.map((element) => ({ ...(element as HTMLElement).dataset })),
  );
  const line = shown.find((l) => Number(l.amount) > 0);
  expect(line, 'a recycle line that gives').toBeDefined();
  const { itemSlug, shinyLevel, duplicates, currency, amount } = line as Record<string, string>;
  expect(['loreDust', 'loreFragment']).toContain(currency);

  const before = await currenciesOf(request, recycler);
  await devPlay(request, recycler, 'recycle', [itemSlug!, shinyLevel!, duplicates!]);
  const after = await currenciesOf(request, recycler);
  const moved = currency as keyof Currencies;
  const other: keyof Currencies = moved === 'loreDust' ? 'loreFragment' : 'loreDust';
  expect(after[moved]).toBe(before[moved] + Number(amount));
  expect(after[other]).toBe(before[other]);

  // Only the first copy is left: the card has no duplicate at that level any more.
  await page.reload();
  await expect(page.getByTestId('forge-balance')).toBeVisible();
  await expect(
    page.locator(`[data-testid="recycle-line"][data-item-slug="${itemSlug}"][data-shiny-level="${shinyLevel}"]`),
  ).toHaveCount(0);

  const packs = await readHardcore<{ id: string; name: string }[]>(request, '/public/pack');
  const classique = packs.find((pack) => pack.name === 'Classique');
  expect(classique, 'the Classique pack').toBeDefined();
  await page.getByRole('tab', { name: 'Création' }).click();
  await page.getByRole('combobox', { name: 'Pack à compléter' }).selectOption(classique!.id);
  await expect(page.getByTestId('craft-missing-count')).toBeVisible();
  await page.getByRole('tab', { name: /^Fusions/ }).click();
  await expect(page.getByRole('heading', { name: 'Prêtes maintenant' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("a signed-in player's run of the season, as the API counts it", async ({ page, request, pageErrors }) => {
  await page.goto('/hardcore');
  await signIn(page, player);
  const season = await readHardcore<{ index: number }>(request, '/public/hardcore/season/current');
  const { runs } = await readHardcore<{ runs: { dayCount: number; endReason?: string }[] }>(
    request,
    `/public/hardcore/season/${season.index}/retrospective?userName=${player}&size=100`,
  );
  const state = page.getByTestId('hardcore-my-run-state');
  const running = runs.find((run) => run.endReason === undefined);
  if (running) {
    await expect(state).toContainText(`Toujours en vie : ${running.dayCount} jour`);
  } else {
    await expect(state).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Mes parties dans la rétrospective' })).toHaveAttribute(
    'href',
    `/classement/hardcore/retrospective/${season.index}/${player}`,
  );
  await page.screenshot({ path: test.info().outputPath('hardcore-player.png'), fullPage: true });
  expect(pageErrors).toEqual([]);
});
