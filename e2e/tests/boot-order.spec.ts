import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { holdBack, shellBundle } from '../support/hold-back';
import { originOf } from '../support/system';

test('the home page renders while the sign-in configuration is held back, and signing in still works', async ({
  page,
  pageErrors,
}) => {
  let releaseConfig: () => void = () => {};
  const configReleased = new Promise<void>((resolve) => (releaseConfig = resolve));
  let configAnswered = false;
  await page.route(`${originOf('api')}/config`, async (route) => {
    await configReleased;
    configAnswered = true;
    await route.continue();
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Collectionne, fusionne/ })).toBeVisible();
  const nav = page.getByRole('banner');
  // The header follows the settings, which do not wait for the sign-in either.
  await expect(page.getByTestId('versions')).toHaveText('Version web 2.3.0 · API 2.3.0');
  expect(configAnswered).toBe(false);

  releaseConfig();
  await nav.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:8080\/realms\/zunivers\/interaction\//);
  await page.getByLabel("Nom d'utilisateur du chat").fill('joueur.test');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:3000\/$/);
  const menu = nav.getByRole('button', { name: 'Menu de joueur.test' });
  await expect(menu).toBeVisible();

  // A returning player: the stored session resumes beside the render, with no visitor button in between.
  await page.unroute(`${originOf('api')}/config`);
  await page.addInitScript(() => {
    const record = window as unknown as { visitorButtonSeen?: boolean };
    new MutationObserver(() => {
      // The HTML holds the visitor's button hidden, for its boot script to show to a visitor only.
      const buttons = [...document.querySelectorAll<HTMLElement>('header button:not([hidden])')];
      if (buttons.some((button) => button.textContent === 'Se connecter')) record.visitorButtonSeen = true;
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
  });
  await page.reload();
  await expect(menu).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { visitorButtonSeen?: boolean }).visitorButtonSeen)).toBe(
    undefined,
  );
  expect(pageErrors).toEqual([]);
});

/** A control of the HTML whose taps would be lost before the app runs (each must keep them for the app). */
const unmarkedControls =
  '#root :is(button, select, input, textarea):not([data-early-control]):not([data-early-panel] *)';

test('the layout and the hero of the home page are in its HTML, painted before any script runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Collectionne, fusionne/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ZUnivers Hardcore, accueil' })).toBeVisible();
  await expect(page.locator(unmarkedControls)).toHaveCount(0);
  // No inline script (the policy refuses them): the page's only script starts the shell's bundle, preloaded, after
  // the first paint.
  const scripts = await page
    .locator('script')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).src));
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^http:\/\/localhost:3000\/prerendered\/first-view-boot\.[0-9a-f]{8}\.js$/);
  const entry = await page.locator('script').getAttribute('data-entry');
  expect(entry).toMatch(/^\/main\.[0-9a-f]{8}\.js$/);
  await expect(page.locator(`link[rel="preload"][as="script"][href="${entry}"]`)).toHaveCount(1);
  // Another route does not start from the home page's content.
  await page.goto('/catalogue/classique');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await context.close();
});

test('the live home page takes the place of its HTML without a visible change', async ({ page, pageErrors }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  // The shell's bundle is held back: what is measured first is the HTML's heading.
  const releaseBundle = await holdBack(page, shellBundle);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const heading = page.getByRole('heading', { level: 1, name: /Collectionne, fusionne/ });
  await expect(heading).toBeVisible();
  const before = await heading.boundingBox();
  expect(before).not.toBeNull();
  releaseBundle();
  // The app has rendered once the versions line (from the API's status) is there.
  await expect(page.getByTestId('versions')).toHaveText('Version web 2.3.0 · API 2.3.0');
  await expect(heading).toHaveCount(1);
  expect(await heading.boundingBox()).toEqual(before);
  expect(await heading.evaluate((element) => getComputedStyle(element).fontSize)).not.toBe('');
  expect(pageErrors).toEqual([]);
  expect(consoleErrors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
});

const firstCards = '#ItemsGrid-page ul[aria-label="Cartes"] img';

test("the catalogue's first cards are in its HTML, rendered from the API when the site was started", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/catalogue');
  await expect(page).toHaveTitle('Catalogue | ZUnivers Hardcore');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  await expect(page.getByTestId('items-count')).toHaveText('1500 cartes correspondent à la sélection');
  // The first screenful only (a full row at this width, two at most), every picture fetched at once.
  const cards = await page.locator(firstCards).count();
  expect(cards).toBeGreaterThanOrEqual(7);
  expect(cards).toBeLessThanOrEqual(14);
  await expect(page.locator(firstCards).first()).toHaveAttribute('src', /\/images\/item\/[0-9a-f-]{36}-0\.webp$/);
  await expect(page.locator(`${firstCards}[loading="eager"]`)).toHaveCount(cards);
  // Its styles come with the head, parsed before the body.
  expect(await page.locator('#root style').count()).toBe(0);
  expect(await page.locator('head style[data-emotion]').count()).toBeGreaterThan(10);
  // Its controls keep their taps for the app (no longer inert); still no inline script, and the app starts after the
  // first paint.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('#root [data-early-control="rarity-5"]')).toHaveCount(1);
  await expect(page.locator(unmarkedControls)).toHaveCount(0);
  expect(await page.locator('script:not([src])').count()).toBe(0);
  await expect(page.locator('script[src*="first-view-boot"]')).toHaveAttribute(
    'data-entry',
    /^\/main\.[0-9a-f]{8}\.js$/,
  );
  // An address with filters is another view: the app draws it.
  await page.goto('/catalogue?rarete=5');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await context.close();
});

test('the live catalogue takes the place of its HTML once its code is there: same cards, same place', async ({
  page,
  pageErrors,
}) => {
  const releaseRemote = await holdBack(page, `${originOf('catalogue')}/mf-manifest.json`);
  await page.goto('/catalogue', { waitUntil: 'domcontentloaded' });
  const first = page.locator(firstCards).first();
  await expect(first).toBeVisible();
  const before = { src: await first.getAttribute('src'), box: await first.boundingBox() };
  // The remote is held back: the HTML stays (no loading state in its place).
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/catalogue');
  await expect(page.getByText('Chargement…')).toHaveCount(0);

  releaseRemote();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  expect({ src: await first.getAttribute('src'), box: await first.boundingBox() }).toEqual(before);
  const rarity5 = page.getByRole('button', { name: 'Rareté 5', exact: true });
  await rarity5.click();
  await expect(rarity5).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/rarete=5/);
  expect(pageErrors).toEqual([]);
});

const french = new Intl.NumberFormat('fr-FR');
interface ShownUser {
  balance: number;
  userBanner?: { banner: { imageUrl: string } };
}
const userOf = async (request: APIRequestContext, player: string) => {
  const response = await request.get(`${originOf('api')}/public/user/${player}`, {
    headers: { 'X-ZUnivers-RuleSetType': 'HARDCORE' },
  });
  return ((await response.json()) as { user: ShownUser }).user;
};
const balanceOf = async (request: APIRequestContext, player: string) => (await userOf(request, player)).balance;

test("a player's profile comes as HTML made for the visit, with the figures of the player's last action", async ({
  browser,
  request,
}) => {
  const player = 'joueur.test';
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const balanceShown = page.locator('#UserOverview-page').getByText('ZUMonnaie', { exact: true }).locator('..');
  await page.goto(`/joueur/${player}`);
  await expect(page).toHaveTitle('Joueur | ZUnivers Hardcore');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil de Joueur Test' })).toBeVisible();
  await expect(page.getByTestId('user-layout-name')).toHaveText('Joueur Test');
  await expect(balanceShown).toContainText(french.format(await balanceOf(request, player)));
  // The banner, a background, is the largest paint: asked for first from the head, before the page is laid out.
  const banner = (await userOf(request, player)).userBanner?.banner.imageUrl;
  expect(banner).toBeTruthy();
  await expect(page.locator('head link[rel="preload"][as="image"]').first()).toHaveAttribute('href', banner!);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', `/joueur/${player}`);
  await expect(page.locator(unmarkedControls)).toHaveCount(0);
  expect(await page.locator('script:not([src])').count()).toBe(0);

  // A gift of 1 ZUMonnaie to the player's corporation, played in the chat (the development bot): the next visit's
  // HTML shows the new balance.
  const before = await balanceOf(request, player);
  const played = await request.post(`${originOf('api')}/dev/play`, {
    data: { player, ruleSet: 'HARDCORE', command: 'give', args: ['1'] },
  });
  expect(played.ok(), await played.text()).toBeTruthy();
  expect(await balanceOf(request, player)).toBe(before - 1);
  await page.goto(`/joueur/${player}`);
  await expect(balanceShown).toContainText(french.format(before - 1));

  // A player who does not exist, or a tab whose first view is not declared: the app draws the page.
  for (const address of ['/joueur/personne.ici', `/joueur/${player}/inventaire`]) {
    await page.goto(address);
    await expect(page.locator('#root')).toBeEmpty();
  }
  await context.close();
});

test("the live profile takes the place of its HTML once the profile's code is there", async ({ page, pageErrors }) => {
  const releaseRemote = await holdBack(page, `${originOf('profile')}/mf-manifest.json`);
  await page.goto('/joueur/joueur.test', { waitUntil: 'domcontentloaded' });
  const name = page.getByTestId('user-layout-name');
  await expect(name).toHaveText('Joueur Test');
  const before = await name.boundingBox();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/joueur/joueur.test');

  releaseRemote();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  expect(await name.boundingBox()).toEqual(before);
  // The app's links and tabs work.
  await page.getByRole('navigation', { name: 'Onglets du profil' }).getByRole('link', { name: 'Statistiques' }).click();
  await expect(page.locator('#UserStats-page').getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
