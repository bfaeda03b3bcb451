import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';
import { start, stop } from '../support/system';

// The live channel in the composed site, with two browsers: what one player does shows in another visitor's open
// page without a reload, a z/place pixel on the canvas and a chat action on a profile's figures, and still does once
// the API has crashed and started again.

const api = 'http://localhost:8080';
const hardcore = { 'X-ZUnivers-RuleSetType': 'HARDCORE' };
const player = 'joueur.test';
const french = new Intl.NumberFormat('fr-FR');

interface PlaceInfo {
  width: number;
  palette: string[];
  paletteNames?: string[];
}

/** A read of the API in the site's rule set. */
const apiGet = (request: APIRequestContext, path: string) => request.get(`${api}${path}`, { headers: hardcore });

/**
 * A visitor's own browser on `path`, once its live stream carries `topic` (a change made before would not reach it;
 * the site's header opens a stream of its own topics first).
 */
async function visitorPage(browser: Browser, path: string, topic: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  const streamOpen = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${api}/public/live?`) &&
      new URL(response.url()).searchParams.getAll('topic').includes(topic),
  );
  await page.goto(path);
  await page.locator('#root[data-prerendered]').waitFor({ state: 'detached' });
  expect((await streamOpen).status()).toBe(200);
  return page;
}

/** The colour a pixel of the page's canvas shows, as `#rrggbb` (the canvas has one of its pixels per z/place pixel). */
function shownColour(page: Page, x: number, y: number): Promise<string> {
  return page.getByTestId('place-canvas').evaluate(
    (canvas: HTMLCanvasElement, [px, py]) => {
      const [red, green, blue] = canvas.getContext('2d')!.getImageData(px!, py!, 1, 1).data;
      return `#${[red, green, blue].map((value) => value!.toString(16).padStart(2, '0')).join('')}`;
    },
    [x, y],
  );
}

test("a pixel painted on z/place by a player shows on another visitor's canvas without a reload", async ({
  page,
  browser,
  request,
  pageErrors,
}) => {
  const info = (await (await apiGet(request, '/public/place/info')).json()) as PlaceInfo;
  await page.goto('/place');
  await signIn(page, player);
  const paintButton = page.getByTestId('place-paint');
  await expect(paintButton).toBeVisible();
  await expect(paintButton, `${player} must not be waiting out a cooldown`).not.toHaveText(/^Prochain pixel/);

  // The pixel picked at first (the middle of the canvas), and a colour it does not show yet (a blank one is white).
  const picked = /\((\d+), (\d+)\)/.exec((await page.getByText(/^Pixel choisi :/).textContent()) ?? '');
  const [x, y] = [Number(picked?.[1]), Number(picked?.[2])];
  const canvasBytes = await (await apiGet(request, '/public/place')).body();
  const shownBefore = info.palette[canvasBytes[y * info.width + x]!] ?? '#ffffff';
  const colorIndex = info.palette.findIndex((candidate) => candidate !== shownBefore);
  const colour = info.palette[colorIndex]!;
  const colourName = info.paletteNames?.[colorIndex] ?? colour;

  const visitor = await visitorPage(browser, '/place', 'place');
  const visitorErrors: Error[] = [];
  visitor.on('pageerror', (error) => visitorErrors.push(error));
  await expect.poll(() => shownColour(visitor, x, y)).toBe(shownBefore);

  await page.getByRole('button', { name: colourName, exact: true }).click();
  await expect(paintButton).toHaveText(`Colorier en ${colourName}`);
  await paintButton.click();
  await expect(page.getByText(`Pixel (${x}, ${y}) colorié en ${colourName} !`)).toBeVisible();
  await expect(paintButton).toHaveText(/^Prochain pixel dans /);
  await expect(paintButton).toBeDisabled();

  await expect(visitor.getByTestId('place-canvas')).toHaveAttribute('data-last-painted', `${x},${y},${colour}`);
  await expect.poll(() => shownColour(visitor, x, y)).toBe(colour);
  await visitor.screenshot({ path: test.info().outputPath('place-visitor.png'), fullPage: true });
  expect(visitorErrors).toEqual([]);
  expect(pageErrors).toEqual([]);
  await visitor.context().close();
});

/** The player's balance, as the API answers it now. */
const balanceOf = async (request: APIRequestContext) =>
  ((await (await apiGet(request, `/public/user/${player}`)).json()) as { user: { balance: number } }).user.balance;

test("a player's chat action shows on their profile, open in a visitor's browser, without a reload", async ({
  browser,
  request,
}) => {
  const before = await balanceOf(request);
  const visitor = await visitorPage(browser, `/joueur/${player}`, `player:${player}`);
  const visitorErrors: Error[] = [];
  visitor.on('pageerror', (error) => visitorErrors.push(error));
  const balanceFigure = visitor.locator('#UserOverview-page').getByText('ZUMonnaie', { exact: true }).locator('..');
  await expect(balanceFigure).toContainText(french.format(before));

  // An invocation in the chat, played through the development bot: it costs ZUMonnaie.
  const played = await request.post(`${api}/dev/play`, {
    data: { player, ruleSet: 'HARDCORE', command: 'invoke', args: [] },
  });
  expect(played.ok(), await played.text()).toBeTruthy();
  const after = await balanceOf(request);
  expect(after).not.toBe(before);

  await expect(balanceFigure).toContainText(french.format(after));
  await visitor.screenshot({ path: test.info().outputPath('profile-visitor.png'), fullPage: true });
  expect(visitorErrors).toEqual([]);
  await visitor.context().close();
});

test('after a crash of the API (kill -9) and its restart, an open profile is updated live again without a reload', async ({
  browser,
  request,
}) => {
  const visitor = await visitorPage(browser, `/joueur/${player}`, `player:${player}`);
  const visitorErrors: Error[] = [];
  visitor.on('pageerror', (error) => visitorErrors.push(error));
  // A mark on this document: a reload would make a new one, without it.
  await visitor.evaluate(() => Object.assign(window, { sameDocument: true }));
  const balanceFigure = visitor.locator('#UserOverview-page').getByText('ZUMonnaie', { exact: true }).locator('..');

  const streamReopened = visitor.waitForResponse(
    (response) =>
      response.url().startsWith(`${api}/public/live?`) &&
      new URL(response.url()).searchParams.getAll('topic').includes(`player:${player}`) &&
      response.status() === 200,
    { timeout: 60_000 },
  );
  try {
    await stop('api', 'SIGKILL');
  } finally {
    await start('api');
  }
  // The page's stream, broken by the crash, is opened again by the page itself.
  await streamReopened;

  // A gift of 1 ZUMonnaie to the player's corporation, played in the chat (the development bot).
  const before = await balanceOf(request);
  const played = await request.post(`${api}/dev/play`, {
    data: { player, ruleSet: 'HARDCORE', command: 'give', args: ['1'] },
  });
  expect(played.ok(), await played.text()).toBeTruthy();
  await expect(balanceFigure).toContainText(french.format(before - 1));
  expect(await visitor.evaluate(() => 'sameDocument' in window), 'no reload').toBe(true);
  expect(visitorErrors).toEqual([]);
  await visitor.context().close();
});
