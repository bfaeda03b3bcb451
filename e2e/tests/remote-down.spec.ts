import { expect, test } from '../support/fixtures';
import { navigateByMenu } from '../support/navigation';
import { start, stop } from '../support/system';

test.afterEach(async () => {
  // Leave the market served for the next tests, whatever happened.
  await start('market').catch(() => undefined);
});

test('a stopped remote shows its French fallback while the rest of the site works, and comes back on retry', async ({
  page,
}) => {
  await stop('market');

  await page.goto('/marche');
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback.getByText('Marché : momentanément indisponible')).toBeVisible();
  await expect(fallback.getByText(/Le reste du site fonctionne normalement/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await expect(page.getByTestId('versions')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('market-down.png'), fullPage: true });

  // The other areas still work, in the same page.
  await navigateByMenu(page, 'Cartes', 'Catalogue');
  await expect(page.locator('#ItemsGrid-page').getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();

  // Back to the market: still down, then the server returns and the retry brings the page.
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Marché' }).click();
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  await start('market');
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.locator('#Market-page').getByRole('heading', { level: 1, name: 'Marché' })).toBeVisible();
});
