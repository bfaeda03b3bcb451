import type { APIRequestContext, Page } from '@playwright/test';
import { switchFeature } from '../support/feature-command';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

// The holiday calendar, premium and 'En ce moment' pages in the composed site, in a world seeded on 2026-12-10
// (the calendar period): a visitor browses them, a player opens today's box to its reveal, visiting 'En ce moment'
// clears the navigation's unread dot, and each page leads to the unavailable page once its features are off.

const api = 'http://localhost:8080';
const hardcore = { 'X-ZUnivers-RuleSetType': 'HARDCORE' };
const player = 'joueur.test';
/** December 10, the seeded world's day: box index 9 (index 0 is December 1). */
const todayIndex = 9;

interface Box {
  index: number;
  openedDate?: string;
  isOpenable: boolean;
  balance: number;
  loreDust: number;
  loreFragment: number;
}

async function calendarOf(request: APIRequestContext, userName: string): Promise<Box[]> {
  const response = await request.get(`${api}/public/calendar/${userName}`, { headers: hardcore });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { calendars: Box[] }).calendars;
}

async function currenciesOf(request: APIRequestContext, userName: string) {
  const response = await request.get(`${api}/public/user/${userName}`, { headers: hardcore });
  expect(response.ok()).toBeTruthy();
  const { user } = (await response.json()) as { user: Pick<Box, 'balance' | 'loreDust' | 'loreFragment'> };
  return user;
}

const dayName = (index: number) => `${index === 0 ? '1er' : index + 1} décembre`;

async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath(`${name}-phone.png`), fullPage: true });
  // Nothing overflows a phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a visitor browses the calendar, premium and En ce moment pages', async ({ page, request, pageErrors }) => {
  await page.goto('/calendrier-festif');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendrier festif' })).toBeVisible();
  await expect(page.getByTestId('calendar-sign-in').getByRole('button', { name: 'Se connecter' })).toBeVisible();

  await page.goto(`/calendrier-festif/${player}`);
  await expect(page.getByTestId('calendar-box')).toHaveCount(25);
  // Someone else's calendar opens nothing.
  await expect(page.getByRole('button', { name: /^Ouvrir la case/ })).toHaveCount(0);
  // The boxes the player opened show what they gave, as the API tells.
  const openedCount = (await calendarOf(request, player)).filter((box) => box.openedDate).length;
  await expect(page.locator('[data-testid="calendar-box"][data-state="opened"]')).toHaveCount(openedCount);
  await expect(page.getByTestId('reward-summary')).toHaveCount(openedCount);
  await expect(page).toHaveTitle(/^Calendrier festif de joueur\.test \|/);
  await screenshots(page, 'calendar-visitor');

  await page.goto('/abonnement');
  await expect(page.locator('#Premium-page').getByRole('heading', { level: 1, name: 'Abonnement' })).toBeVisible();
  await expect(page.getByTestId('premium-price')).toContainText('Le premier mois est offert');
  await expect(page.getByTestId('premium-sign-in')).toBeVisible();
  await screenshots(page, 'premium-visitor');

  await page.goto('/en-ce-moment');
  await expect(page.locator('#Events-page').getByRole('heading', { level: 1, name: 'En ce moment' })).toBeVisible();
  // The seeded world has an event running on its day, and the week's three challenges.
  await expect(page.getByTestId('event-panel').first()).toBeVisible();
  await expect(
    page
      .getByTestId('event-panel')
      .first()
      .getByText(/^\/im /),
  ).toBeVisible();
  await expect(page.getByTestId('challenge')).toHaveCount(3);
  await expect(page.getByTestId('challenges-end')).toContainText("Jusqu'au");
  await screenshots(page, 'events-visitor');
  expect(pageErrors).toEqual([]);
});

test("a player opens today's box and sees the reveal; the box stays opened", async ({ page, request, pageErrors }) => {
  const boxes = await calendarOf(request, player);
  const openable = boxes.filter((box) => box.isOpenable);
  expect(openable.length, 'the seed leaves boxes to open').toBeGreaterThan(0);
  // Today's box, unless the seeded player opened it already: then the latest one left to open.
  const target = openable.find((box) => box.index === todayIndex) ?? openable[openable.length - 1]!;
  test.info().annotations.push({ type: 'box', description: dayName(target.index) });

  await page.goto('/abonnement');
  await signIn(page, player);
  await page.goto('/calendrier-festif');
  await expect(page.getByTestId('calendar-box')).toHaveCount(25);
  await screenshots(page, 'calendar-own');
  const before = await currenciesOf(request, player);

  const opened = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/public\/calendar\/\d+$/.test(response.url()),
  );
  await page.getByRole('button', { name: `Ouvrir la case du ${dayName(target.index)}` }).click();
  const answer = await opened;
  expect(answer.status()).toBe(200);
  const box = (await answer.json()) as Box;
  expect(box.index).toBe(target.index);
  const reveal = page.getByRole('dialog', { name: `Case du ${dayName(target.index)}` });
  await expect(reveal).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('calendar-reveal.png') });

  // What the box paid, and only that, is on the account.
  const after = await currenciesOf(request, player);
  for (const currency of ['balance', 'loreDust', 'loreFragment'] as const) {
    expect(after[currency], currency).toBe(before[currency] + box[currency]);
  }
  await reveal.getByRole('button', { name: 'Fermer' }).click();
  await expect(reveal).toBeHidden();
  await expect(page.getByRole('button', { name: `Ouvrir la case du ${dayName(target.index)}` })).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 2, name: dayName(target.index), exact: true }).locator('xpath=..'),
  ).toHaveAttribute('data-state', 'opened');
  expect((await calendarOf(request, player)).find((b) => b.index === target.index)?.openedDate).toBeTruthy();
  expect(pageErrors).toEqual([]);
});

test('visiting En ce moment clears the unread dot of the game modes', async ({ page }) => {
  await page.goto('/');
  const modes = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', {
    name: /^Modes de jeu/,
  });
  await expect(modes).toHaveText('Modes de jeu(non lu)');
  await page.goto('/en-ce-moment');
  await expect(modes).toHaveText('Modes de jeu');
  await page.reload();
  await expect(modes).toHaveText('Modes de jeu');
});

test('with their features off, the three pages lead to the unavailable page', async ({ page }) => {
  // Eight switches of a feature, each a process of its own: more than the usual half minute on a busy machine.
  test.slow();
  const cases: [string[], string[]][] = [
    [['CALENDAR'], ['/calendrier-festif', `/calendrier-festif/${player}`]],
    [['SUBSCRIPTION'], ['/abonnement']],
    [['AUTOMATED_EVENT', 'CHALLENGE'], ['/en-ce-moment']],
  ];
  for (const [features, paths] of cases) {
    for (const name of features) await switchFeature(name, 'off');
    try {
      for (const path of paths) {
        await page.goto(path);
        await expect(page, path).toHaveURL(/\/non-disponible$/);
      }
    } finally {
      for (const name of features) await switchFeature(name, 'on');
    }
  }
  // One of the two is enough for En ce moment.
  await switchFeature('CHALLENGE', 'off');
  try {
    await page.goto('/en-ce-moment');
    await expect(page.locator('#Events-page').getByRole('heading', { level: 1, name: 'En ce moment' })).toBeVisible();
  } finally {
    await switchFeature('CHALLENGE', 'on');
  }
});
