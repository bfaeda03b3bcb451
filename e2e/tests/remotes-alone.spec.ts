import { expect, test } from '../support/fixtures';
import { originOf } from '../support/system';

// A remote opened at its own origin runs alone (the standalone harness its page starts, as `npm run dev -w <remote>`
// does): its pages, the real API, and no shell. The shell's navigation never shows; the harness's frame does.

test('the catalogue runs alone: filters, count line and a card page, without the shell', async ({
  page,
  pageErrors,
}) => {
  await page.goto(`${originOf('catalogue')}/catalogue`);
  await expect(page.getByText('mode autonome')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0);
  await expect(page.locator('#ItemsGrid-page').getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  await expect(page.getByTestId('items-count')).toHaveText('1500 cartes correspondent à la sélection');

  await page.getByRole('button', { name: 'Rareté 5', exact: true }).click();
  await expect(page).toHaveURL(/rarete=5/);
  await expect(page.getByTestId('items-count')).not.toHaveText('1500 cartes correspondent à la sélection');

  await page.locator('#ItemsGrid-page ul[aria-label="Cartes"] li a').first().click();
  await expect(page).toHaveURL(new RegExp(`^${originOf('catalogue')}/carte/\\d+-[a-z0-9-]+$`));
  await expect(page.locator('#Item-page').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('owned-percent')).toContainText('% des joueurs');
  expect(pageErrors).toEqual([]);
});

test("the profile runs alone: a player's header, tabs and pages, without the shell", async ({ page, pageErrors }) => {
  await page.goto(`${originOf('profile')}/joueur/joueur.test`);
  await expect(page.getByText('mode autonome')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0);
  await expect(page.getByTestId('user-layout-name')).toBeVisible();
  await expect(page.getByText('@joueur.test')).toBeVisible();

  const tabs = page.getByRole('navigation', { name: 'Onglets du profil' });
  await tabs.getByRole('link', { name: 'Inventaire' }).click();
  await expect(page).toHaveURL(`${originOf('profile')}/joueur/joueur.test/inventaire`);
  await expect(
    page.locator('#UserInventory-page').getByRole('heading', { level: 1, name: 'Inventaire' }),
  ).toBeVisible();
  await tabs.getByRole('link', { name: 'Bannières' }).click();
  await expect(page.locator('#UserBanner-page').getByRole('heading', { level: 1, name: 'Bannières' })).toBeVisible();

  await page.goto(`${originOf('profile')}/joueur/personne.inconnue`);
  await expect(page.getByRole('heading', { name: "Ce joueur n'existe pas !" })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the game modes run alone: the Vortex, the Arène, the forge, hardcore, the giveaway and z/place, without the shell', async ({
  page,
  pageErrors,
}) => {
  const origin = originOf('gamemodes');
  await page.goto(`${origin}/vortex`);
  await expect(page.getByText('mode autonome')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0);
  await expect(page.getByTestId('tower-name')).toBeVisible();
  await expect(page.getByTestId('top-climbers')).toBeVisible();

  for (const [path, id, heading] of [
    ['/arene', 'Tournament', 'Arène'],
    ['/forge', 'Forge', 'Forge'],
    ['/giveaway', 'Giveaway', 'Giveaway'],
    ['/hardcore', 'Hardcore', 'Hardcore'],
  ] as const) {
    await page.goto(`${origin}${path}`);
    await expect(page.locator(`#${id}-page`).getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await expect(page.getByTestId('hardcore-season-figures')).toBeVisible();

  // z/place draws the API's canvas on its own: the board is painted once its bytes have come.
  await page.goto(`${origin}/place`);
  await expect(page.locator('#Place-page canvas').first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});
