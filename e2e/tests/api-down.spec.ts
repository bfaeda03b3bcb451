import { expect, test } from '../support/fixtures';
import { start, stop } from '../support/system';

const generic =
  "Une erreur s'est produite, veuillez réessayer. Si le problème persiste, contactez un Aide Communautaire !";

test.afterEach(async () => {
  await start('api').catch(() => undefined);
});

test('with the API stopped, pages show the generic French error instead of a blank screen, and recover', async ({
  page,
}) => {
  await stop('api');

  await page.goto('/vortex');
  await expect(page.getByText(generic)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('api-down.png'), fullPage: true });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Collectionne, fusionne/ })).toBeVisible();
  await expect(page.getByTestId('versions')).toHaveText('Version web 2.3.0 · API indisponible');

  await start('api');
  await page.goto('/vortex');
  await expect(page.locator('#Tower-page').getByRole('heading', { level: 1, name: 'Vortex' })).toBeVisible();
});
