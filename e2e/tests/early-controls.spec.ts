import { expect, test } from '../support/fixtures';
import { holdBack, shellBundle } from '../support/hold-back';
import { originOf } from '../support/system';

// A page sent as HTML shows its controls before the app that runs them. Each test holds the app's code back, uses a
// control of the HTML (the page's boot script has run: it is a deferred script, run before DOMContentLoaded), sees it
// wait, then lets the code come and sees the app play what was done.

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });

  test("the menu button tapped before the app runs shows the menu's links at once, then the app's drawer", async ({
    page,
    pageErrors,
  }) => {
    const releaseBundle = await holdBack(page, shellBundle);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });
    await menuButton.tap();
    // The HTML's own panel: plain links, which work without the app.
    const htmlMenu = page.locator('[data-early-panel]');
    await expect(htmlMenu).toBeVisible();
    await expect(htmlMenu.getByRole('link', { name: 'Catalogue', exact: true })).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    releaseBundle();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('combobox', { name: 'Recherche rapide' })).toBeVisible();
    await expect(htmlMenu).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test("a link of the HTML's menu opens its page before the app has run", async ({ page }) => {
    await holdBack(page, shellBundle);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Ouvrir le menu' }).tap();
    await page.locator('[data-early-panel]').getByRole('link', { name: 'Catalogue', exact: true }).tap();
    await expect(page).toHaveURL(/\/catalogue$/);
  });

  test('the menu closed before the app runs stays closed once it does', async ({ page, pageErrors }) => {
    const releaseBundle = await holdBack(page, shellBundle);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Ouvrir le menu' }).tap();
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-early-panel]')).toBeHidden();

    releaseBundle();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(page.getByTestId('versions')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
});

test("a visitor's 'Se connecter' is in the HTML, and a tap on it before the app runs goes to the sign-in", async ({
  page,
  pageErrors,
}) => {
  const releaseBundle = await holdBack(page, shellBundle);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const signIn = page.getByRole('banner').getByRole('button', { name: 'Se connecter' });
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/');
  await signIn.click();
  await expect(signIn).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('account-pending')).toBeHidden();

  releaseBundle();
  await expect(page).toHaveURL(/^http:\/\/localhost:8080\/realms\/zunivers\//);
  expect(pageErrors).toEqual([]);
});

test('a navigation menu tapped before the app runs opens once it does', async ({ page, pageErrors }) => {
  const releaseBundle = await holdBack(page, shellBundle);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const cards = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Cartes' });
  await cards.click();
  await expect(cards).toHaveAttribute('aria-busy', 'true');

  releaseBundle();
  await expect(page.getByRole('menuitem', { name: 'Catalogue', exact: true })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("the catalogue's filters used before its code is there apply once it is", async ({ page, pageErrors }) => {
  const releaseRemote = await holdBack(page, `${originOf('catalogue')}/mf-manifest.json`);
  await page.goto('/catalogue', { waitUntil: 'domcontentloaded' });
  const rarity5 = page.getByRole('button', { name: 'Rareté 5', exact: true });
  await rarity5.click();
  await expect(rarity5).toHaveAttribute('aria-busy', 'true');
  await expect(rarity5).toHaveAttribute('aria-pressed', 'false');
  const search = page.getByRole('searchbox', { name: 'Rechercher une carte' });
  await search.fill('dragon');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/catalogue');

  releaseRemote();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(rarity5).toHaveAttribute('aria-pressed', 'true');
  await expect(rarity5).not.toHaveAttribute('aria-busy');
  await expect(search).toHaveValue('dragon');
  await expect(search).toBeFocused();
  await expect(page).toHaveURL(/rarete=5/);
  await expect(page).toHaveURL(/recherche=dragon/);
  expect(pageErrors).toEqual([]);
});
