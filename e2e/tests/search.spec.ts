import { expect, test } from '../support/fixtures';
import { holdBack, shellBundle } from '../support/hold-back';

test('a search for a card opens its page, and the pick is remembered', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Recherche rapide' });
  await box.fill('dragon');
  const option = page.getByRole('option').filter({ hasText: 'Carte' }).first();
  await expect(option).toBeVisible();
  const name = (await option.locator('p').first().textContent())!;
  await page.screenshot({ path: test.info().outputPath('search.png') });
  await option.click();
  await expect(page).toHaveURL(/\/carte\/\d+-[a-z0-9-]+$/);
  await expect(page.locator('#Item-page')).toBeVisible();

  await box.click();
  await expect(page.getByRole('listbox', { name: 'Recherches récentes' }).getByRole('option').first()).toContainText(
    name,
  );
});

test('a search for a player opens their profile', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Recherche rapide' });
  await box.fill('joueur.t');
  await page.getByRole('option', { name: /joueur\.test/ }).click();
  await expect(page).toHaveURL(/\/joueur\/joueur\.test$/);
  await expect(page.getByText('@joueur.test')).toBeVisible();
});

test("what is typed into the home's HTML search box before the app starts is searched once it has", async ({
  page,
}) => {
  // The shell's bundle is held back: the box typed into is the HTML's.
  const releaseBundle = await holdBack(page, shellBundle);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Recherche rapide' });
  await box.fill('dragon');
  releaseBundle();
  await expect(page.getByRole('option').filter({ hasText: 'Carte' }).first()).toBeVisible();
  await expect(box).toHaveValue('dragon');
  await expect(box).toBeFocused();
});
