import type { APIRequestContext } from '@playwright/test';
import { switchFeature } from '../support/feature-command';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

// The ticket flow in the composed site, as a player plays it: the player's link from the Tickets page, a ticket
// scratched on its blank page to the reveal the server's answer makes, the header's and the profile's figures after
// it; a link past its lifetime; and the three pages gated by LUCKY.

const api = 'http://localhost:8080';
const hardcore = { 'X-ZUnivers-RuleSetType': 'HARDCORE' };
const player = 'joueur.test';
const french = new Intl.NumberFormat('fr-FR');

/** Plays a development command for the player through the running API (DEV_TOOLS=on in the tests' stack). */
async function devPlay(request: APIRequestContext, command: string): Promise<{ code: string }> {
  const response = await request.post(`${api}/dev/play`, {
    data: { player, ruleSet: 'HARDCORE', command, args: [] },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { outcome: { code: string } }).outcome;
}

interface Currencies {
  balance: number;
  loreDust: number;
  loreFragment: number;
}

async function currenciesOf(request: APIRequestContext, userName: string): Promise<Currencies> {
  const response = await request.get(`${api}/public/user/${userName}`, { headers: hardcore });
  expect(response.ok()).toBeTruthy();
  const { user } = (await response.json()) as { user: Currencies };
  return { balance: user.balance, loreDust: user.loreDust, loreFragment: user.loreFragment };
}

test('a signed-in player opens their link, scratches a ticket to its reveal and finds the winnings on their profile', async ({
  page,
  request,
  pageErrors,
}) => {
  await page.goto('/tickets');
  await expect(page.locator('#Tickets-page').getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await signIn(page, player);
  await expect(page.getByTestId('lucky-own-count')).toContainText('à gratter');
  await page.screenshot({ path: test.info().outputPath('tickets.png'), fullPage: true });

  const before = await currenciesOf(request, player);
  const headerBalance = page.getByTestId('header-balance');
  await expect(headerBalance).toContainText(french.format(before.balance));
  await page
    .getByRole('link', { name: /^Gratter un ticket / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/lucky\/[A-Za-z0-9_-]+\?type=[A-Z_0-9]+$/);
  // The prize is not in the page until the server has answered the scratch.
  await expect(page.getByTestId('scratch-prize')).toHaveCount(0);
  const scratched = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/public\/lucky\/[0-9a-f-]{36}$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Gratter', exact: true }).click();
  const answer = await scratched;
  expect(answer.status()).toBe(200);
  const won = (await answer.json()) as Partial<Currencies>;
  await expect(page.getByTestId('scratch-prize')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('scratched.png'), fullPage: true });

  // What the ticket gave in currencies, and only that, is on the account (the tests run one at a time); back on a
  // page with the header, without reloading, the header shows the new balance, and so does the profile.
  const after = await currenciesOf(request, player);
  for (const currency of ['balance', 'loreDust', 'loreFragment'] as const) {
    expect(after[currency], currency).toBe(before[currency] + (won[currency] ?? 0));
  }
  await page.getByRole('link', { name: 'Tous les tickets du lien' }).click();
  await page.getByRole('link', { name: 'Tout savoir sur les tickets' }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(headerBalance).toContainText(french.format(after.balance));
  await page.goto(`/joueur/${player}`);
  const balanceFigure = page.locator('#UserOverview-page').getByText('ZUMonnaie', { exact: true }).locator('..');
  await expect(balanceFigure).toContainText(french.format(after.balance));
  expect(pageErrors).toEqual([]);
});

test('a link past its lifetime says so on both of its pages, and the next lrlien gives a new one', async ({
  page,
  request,
  pageErrors,
}) => {
  const { code } = await devPlay(request, 'lrlien');
  await page.goto(`/ticket/${code}`);
  await expect(page.getByRole('link', { name: /^Gratter un ticket / }).first()).toBeVisible();
  await devPlay(request, 'expire-lucky-link');
  for (const path of [`/ticket/${code}`, `/lucky/${code}?type=LUCKY_RAYOU`]) {
    await page.goto(path);
    await expect(page.getByText('Lien expiré'), path).toBeVisible();
    await expect(page.getByText(/Ce lien de tickets a expiré/), path).toBeVisible();
    await expect(page.getByRole('link', { name: /^Gratter un ticket / })).toHaveCount(0);
  }
  await page.screenshot({ path: test.info().outputPath('expired.png'), fullPage: true });
  const renewed = await devPlay(request, 'lrlien');
  expect(renewed.code).not.toBe(code);
  expect(pageErrors).toEqual([]);
});

test('with LUCKY off, the three ticket pages lead to the unavailable page', async ({ page }) => {
  await switchFeature('LUCKY', 'off');
  try {
    for (const path of ['/tickets', '/ticket/abcdef', '/lucky/abcdef?type=LUCKY_RAYOU']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/non-disponible$/);
    }
  } finally {
    await switchFeature('LUCKY', 'on');
  }
  await page.goto('/tickets');
  await expect(page.locator('#Tickets-page').getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
});
