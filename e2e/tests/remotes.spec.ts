import { expect, test } from '../support/fixtures';
import { originOf, type Area } from '../support/apps';

const oneRoutePerRemote: { area: Area; path: string; name: string; heading: string }[] = [
  { area: 'catalogue', path: '/catalogue', name: 'ItemsGrid', heading: 'Catalogue' },
  { area: 'profile', path: '/joueur/joueur-exemple/inventaire', name: 'UserInventory', heading: 'Inventaire' },
  { area: 'leaderboards', path: '/classement/global', name: 'LeaderboardGlobal', heading: 'Classement général' },
  { area: 'gamemodes', path: '/vortex', name: 'Tower', heading: 'Vortex' },
  { area: 'market', path: '/marche', name: 'Market', heading: 'Marché' },
];

for (const { area, path, name, heading } of oneRoutePerRemote) {
  test(`${path} renders the ${area} remote's page with code from its own port`, async ({ page, pageErrors }) => {
    const exposeResponse = page.waitForResponse(
      (response) => response.url().startsWith(`${originOf(area)}/__federation_expose_pages`) && response.ok(),
    );
    await page.goto(path);
    await exposeResponse;
    await expect(page.locator(`#${name}-page`).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await expect(page.getByTestId('versions')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
}

test('navigating from the home page to a remote page happens inside the one site', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Classements' }).click();
  await expect(page).toHaveURL(/\/classement$/);
  await expect(page.locator('#LeaderboardOverview-page').getByRole('heading', { level: 1, name: 'Classements' })).toBeVisible();
  await expect(page).toHaveTitle('Classements | ZUnivers Hardcore');
  await page.screenshot({ path: test.info().outputPath('leaderboards.png'), fullPage: true });
});

test('a gated route whose feature is off goes to /non-disponible', async ({ page }) => {
  const { stubApi } = await import('../support/fixtures');
  await page.unrouteAll();
  await stubApi(page, ['TOWER']);
  await page.goto('/marche');
  await expect(page).toHaveURL(/\/non-disponible$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Non disponible' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Marché' })).toHaveCount(0);
});
