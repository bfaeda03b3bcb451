import { expect, test } from '../support/fixtures';

test("switching a player's tabs keeps the profile header mounted", async ({ page }) => {
  await page.goto('/joueur/joueur.test/inventaire');
  const header = page.getByTestId('user-layout-name');
  await expect(header).toBeVisible();
  await expect(page.getByText('@joueur.test')).toBeVisible();
  await expect(
    page.locator('#UserInventory-page').getByRole('heading', { level: 1, name: 'Inventaire' }),
  ).toBeVisible();
  // Mark the header's DOM node: a remounted header would be a new node without the mark.
  await header.evaluate((node) => node.setAttribute('data-mark', 'same-node'));

  await page.getByRole('navigation', { name: 'Onglets du profil' }).getByRole('link', { name: 'Succès' }).click();
  await expect(page).toHaveURL(/\/joueur\/joueur\.test\/succes$/);
  await expect(page.locator('#UserAchievement-page').getByRole('heading', { level: 1, name: 'Succès' })).toBeVisible();
  await expect(page).toHaveTitle('Succès | ZUnivers Hardcore');
  await expect(header).toHaveAttribute('data-mark', 'same-node');
});

test("a player's overview shows their account from the API, and an unknown player the spec's message", async ({
  page,
}) => {
  const profile = (await (
    await page.request.get('http://localhost:8080/public/user/joueur.test', {
      headers: { 'X-ZUnivers-RuleSetType': 'HARDCORE' },
    })
  ).json()) as {
    user: { balance: number; rank: { name: string } };
    userCorporation?: { corporation: { name: string } };
  };
  await page.goto('/joueur/joueur.test');
  await expect(page.getByText('ZUMonnaie')).toBeVisible();
  await expect(page.getByText(profile.user.rank.name, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: profile.userCorporation!.corporation.name })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('profile.png'), fullPage: true });

  await page.goto('/joueur/personne.inconnue');
  await expect(page.getByRole('heading', { name: "Ce joueur n'existe pas !" })).toBeVisible();
});
