import { expect, test } from '../support/fixtures';

test("switching a player's tabs keeps the profile header mounted", async ({ page }) => {
  await page.goto('/joueur/joueur-exemple/inventaire');
  const header = page.getByTestId('user-layout-name');
  await expect(header).toHaveText('joueur-exemple');
  await expect(page.locator('#UserInventory-page').getByRole('heading', { level: 1, name: 'Inventaire' })).toBeVisible();
  // Mark the header's DOM node: a remounted header would be a new node without the mark.
  await header.evaluate((node) => node.setAttribute('data-mark', 'same-node'));

  await page.getByRole('navigation', { name: 'Onglets du profil' }).getByRole('link', { name: 'Succès' }).click();
  await expect(page).toHaveURL(/\/joueur\/joueur-exemple\/succes$/);
  await expect(page.locator('#UserAchievement-page').getByRole('heading', { level: 1, name: 'Succès' })).toBeVisible();
  await expect(page).toHaveTitle('Succès | ZUnivers Hardcore');
  await expect(header).toHaveAttribute('data-mark', 'same-node');
});
