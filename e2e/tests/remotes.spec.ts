import { expect, test } from '../support/fixtures';
import { navigateByMenu } from '../support/navigation';
import { featureByCommand } from '../support/feature-command';
import { originOf, type Area } from '../support/system';

const oneRoutePerRemote: { area: Area; path: string; name: string; heading: string }[] = [
  { area: 'catalogue', path: '/catalogue', name: 'ItemsGrid', heading: 'Catalogue' },
  { area: 'profile', path: '/joueur/joueur.test/inventaire', name: 'UserInventory', heading: 'Inventaire' },
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

test('the catalogue lists the cards of the API, and a pack with its newest year', async ({ page }) => {
  await page.goto('/catalogue');
  await expect(page.getByTestId('items-count')).toHaveText('1500 cartes correspondent à la sélection');
  await expect(page.locator('#ItemsGrid-page img').first()).toHaveAttribute(
    'src',
    /\/images\/item\/[0-9a-f-]{36}-0\.webp$/,
  );
  await page.getByRole('navigation', { name: 'Packs' }).getByRole('link', { name: 'Classique' }).click();
  await expect(page).toHaveURL(/\/catalogue\/classique$/);
  // The count of the cards shown stays while the pack's load: it changes when they are there.
  const countLine = page.getByTestId('items-count');
  await expect(countLine).not.toHaveText('1500 cartes correspondent à la sélection');
  await expect(countLine).toHaveText(/^\d+ cartes? correspond(ent)? à la sélection$/);
  const inPack = Number((await countLine.textContent())!.split(' ')[0]);
  expect(inPack).toBeGreaterThan(0);
  expect(inPack).toBeLessThan(1500);
});

test("the corporations list shows the rule set's corporations from the API", async ({ page }) => {
  await page.goto('/corporations/liste');
  await expect(page.getByTestId('corporations-count')).toHaveText('12 corporations');
  await page.getByRole('navigation', { name: 'Corporations' }).getByRole('link', { name: 'Comment ça marche' }).click();
  await expect(page).toHaveURL(/\/corporations\/info$/);
  await expect(page.getByText(/Créer une corporation coûte 10\s000 ZUMonnaie/)).toBeVisible();
});

test('the statistics page shows the figures of the API', async ({ page }) => {
  await page.goto('/stats');
  await expect(page.getByTestId('stat-itemCount')).toHaveText(/^1\s500$/);
  await expect(page.getByTestId('stat-corporationCount')).toHaveText('12');
});

test("the échoppe shows the day's offers of the API, in its blank layout", async ({ page }) => {
  await page.goto('/echoppe');
  await expect(page.locator('#Shop-page').getByRole('listitem')).toHaveCount(8);
  await expect(
    page
      .locator('#Shop-page')
      .getByText(/ZUMonnaie$/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('shop.png'), fullPage: true });
});

test('navigating from the home page to a remote page happens inside the one site', async ({ page }) => {
  await page.goto('/');
  await navigateByMenu(page, 'Classements', 'Tops');
  await expect(page).toHaveURL(/\/classement$/);
  await expect(
    page.locator('#LeaderboardOverview-page').getByRole('heading', { level: 1, name: 'Classements' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Classements | ZUnivers Hardcore');
  await page.screenshot({ path: test.info().outputPath('leaderboards.png'), fullPage: true });
});

test('gating follows the features of the API both ways, switched by the development command', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  featureByCommand('TRADE', 'off');
  try {
    await page.goto('/marche');
    await expect(page).toHaveURL(/\/non-disponible$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Non disponible' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Cartes' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Marché' })).toHaveCount(0);
  } finally {
    featureByCommand('TRADE', 'on');
  }
  await page.goto('/marche');
  await expect(page.locator('#Market-page').getByRole('heading', { level: 1, name: 'Marché' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Marché' })).toBeVisible();
});
