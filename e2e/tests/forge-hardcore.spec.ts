import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

// The Forge and Hardcore pages in the composed site: what a visitor reads on each; for a signed-in player, the
// forge planner's first recycle line played through the chat bot moves their currency by exactly the line's amount,
// and the Hardcore page shows their run of the season as the API counts it.

const api = 'http://localhost:8080';
const hardcore = { 'X-ZUnivers-RuleSetType': 'HARDCORE' };
const player = 'joueur.test';

async function read<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${api}${path}`, { headers: hardcore });
  expect(response.ok(), path).toBeTruthy();
  return (await response.json()) as T;
}

/** Plays a chat command for the player through the running API (DEV_TOOLS=on in the tests' stack). */
async function devPlay(request: APIRequestContext, command: string, args: string[]): Promise<void> {
  const response = await request.post(`${api}/dev/play`, { data: { player, ruleSet: 'HARDCORE', command, args } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

interface Currencies {
  loreDust: number;
  loreFragment: number;
}

async function currenciesOf(request: APIRequestContext): Promise<Currencies> {
  const { user } = await read<{ user: Currencies }>(request, `/public/user/${player}`);
  return { loreDust: user.loreDust, loreFragment: user.loreFragment };
}

interface InventoryEntry {
  item: { slug: string; rarity: number; isCraftable: boolean; pack: { name: string } };
  shinyLevel: number;
  upgradeLevel: number;
  quantity: number;
}

/**
 * The seeded players recycle their extra copies every day, so the player may hold none: a copy of the cheapest
 * 'Classique' card they hold, crafted through the chat bot, makes one.
 */
async function makeDuplicate(request: APIRequestContext): Promise<void> {
  const inventory = await read<InventoryEntry[]>(request, `/public/inventory/${player}`);
  const [card] = inventory
    .filter((e) => e.item.pack.name === 'Classique' && e.item.isCraftable && e.shinyLevel === 0 && e.upgradeLevel === 0)
    .sort((a, b) => a.item.rarity - b.item.rarity);
  expect(card, 'a Classique card to craft again').toBeDefined();
  await devPlay(request, 'craft', [card!.item.slug]);
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
  const season = await read<{ index: number }>(page.request, '/public/hardcore/season/current');
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
  await page.goto('/forge');
  await signIn(page, player);
  const recycleTab = page.getByRole('tab', { name: /^Recyclage/ });
  await expect(recycleTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('forge-balance')).toBeVisible();
  const lines = page.getByTestId('recycle-line');
  if ((await lines.count()) === 0) {
    await makeDuplicate(request);
    await page.reload();
  }
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

  const before = await currenciesOf(request);
  await devPlay(request, 'recycle', [itemSlug!, shinyLevel!, duplicates!]);
  const after = await currenciesOf(request);
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

  const packs = await read<{ id: string; name: string }[]>(request, '/public/pack');
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
  const season = await read<{ index: number }>(request, '/public/hardcore/season/current');
  const { runs } = await read<{ runs: { dayCount: number; endReason?: string }[] }>(
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
  await expect(page.getByRole('link', { name: 'Mes runs dans la rétrospective' })).toHaveAttribute(
    'href',
    `/classement/hardcore/retrospective/${season.index}/${player}`,
  );
  await page.screenshot({ path: test.info().outputPath('hardcore-player.png'), fullPage: true });
  expect(pageErrors).toEqual([]);
});
