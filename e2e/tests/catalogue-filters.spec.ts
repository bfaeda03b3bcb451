import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const countLine = (page: Page) => page.getByTestId('items-count');
/** The count once no cards are loading (while they load, the line still says the previous count). */
const cardCount = async (page: Page) => {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return Number((await countLine(page).textContent())!.split(' ')[0]);
};
const rarity = (page: Page, n: number) => page.getByRole('button', { name: `Rareté ${n}`, exact: true });

test('filtering by rarity and search updates the count line and the address', async ({ page, pageErrors }) => {
  await page.goto('/catalogue');
  await expect(countLine(page)).toHaveText('1500 cartes correspondent à la sélection');

  await rarity(page, 5).click();
  await expect(rarity(page, 5)).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/rarete=5/);
  await expect(countLine(page)).not.toHaveText('1500 cartes correspondent à la sélection');
  const ofRarity5 = await cardCount(page);
  expect(ofRarity5).toBeGreaterThan(0);
  expect(ofRarity5).toBeLessThan(1500);

  const firstName = (await page.locator('#ItemsGrid-page ul[aria-label="Cartes"] li').first().textContent())!;
  const word = firstName.split('·')[1]!.replace('-hc', '').trim().split(' ')[0]!;
  await page.getByRole('searchbox', { name: 'Rechercher une carte' }).fill(word);
  await expect(page).toHaveURL(/recherche=/);
  await expect(async () => expect(await cardCount(page)).toBeLessThanOrEqual(ofRarity5)).toPass();
  await expect(countLine(page)).toHaveText(/^\d+ cartes? correspond(ent)? à la sélection$/);
  expect(pageErrors).toEqual([]);
});

test('a reload keeps the filters, and reset clears them', async ({ page }) => {
  await page.goto('/catalogue/classique');
  await rarity(page, 1).click();
  // As a player does: the second filter once the first shows as chosen (on a busy machine the click can land on the
  // page's HTML before the app has started, and be played by the app a moment later).
  await expect(rarity(page, 1)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('combobox', { name: 'Brillance' }).selectOption('1');
  await expect(page).toHaveURL(/rarete=1.*brillance=1|brillance=1.*rarete=1/);
  await expect(countLine(page)).toBeVisible();
  const filtered = await cardCount(page);

  await page.reload();
  await expect(rarity(page, 1)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: 'Brillance' })).toHaveValue('1');
  await expect(countLine(page)).toBeVisible();
  expect(await cardCount(page)).toBe(filtered);

  // A new visit without filters in the address restores the stored ones.
  await page.goto('/catalogue/classique');
  await expect(rarity(page, 1)).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Réinitialiser' }).click();
  await expect(page).toHaveURL(/\/catalogue$/);
  await expect(rarity(page, 1)).toHaveAttribute('aria-pressed', 'false');
  await expect(countLine(page)).toHaveText('1500 cartes correspondent à la sélection');
  await page.reload();
  await expect(countLine(page)).toHaveText('1500 cartes correspondent à la sélection');
});

test('a card tile opens the card page', async ({ page }) => {
  await page.goto('/catalogue');
  await expect(countLine(page)).toBeVisible();
  await page.locator('#ItemsGrid-page ul[aria-label="Cartes"] li a').first().click();
  await expect(page).toHaveURL(/\/carte\/\d+-[a-z0-9-]+$/);
  await expect(page.locator('#Item-page').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('owned-percent')).toContainText('% des joueurs');
});

test('the grid/list switch keeps the filters', async ({ page }) => {
  await page.goto('/catalogue?rarete=3');
  await expect(countLine(page)).toBeVisible();
  const inGrid = await cardCount(page);
  await page.getByRole('group', { name: 'Affichage' }).getByRole('link', { name: 'Liste' }).click();
  await expect(page).toHaveURL(/\/catalogue\/liste\?.*rarete=3/);
  await expect(page.getByTestId('items-view')).toHaveAttribute('data-layout', 'list');
  await expect(countLine(page)).toBeVisible();
  expect(await cardCount(page)).toBe(inGrid);
  await expect(page.getByRole('combobox', { name: 'Trier par' })).toHaveCount(0);
  await page.getByRole('group', { name: 'Affichage' }).getByRole('link', { name: 'Grille' }).click();
  await expect(page.getByTestId('items-view')).toHaveAttribute('data-layout', 'grid');
});
