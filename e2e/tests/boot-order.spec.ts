import { expect, test } from '../support/fixtures';
import { originOf } from '../support/system';

test('the home page renders while the sign-in configuration is held back, and signing in still works', async ({
  page,
  pageErrors,
}) => {
  let releaseConfig: () => void = () => {};
  const configReleased = new Promise<void>((resolve) => (releaseConfig = resolve));
  let configAnswered = false;
  await page.route(`${originOf('api')}/config`, async (route) => {
    await configReleased;
    configAnswered = true;
    await route.continue();
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Collectionne, fusionne/ })).toBeVisible();
  const nav = page.getByRole('banner');
  // The header follows the settings, which do not wait for the sign-in either.
  await expect(page.getByTestId('versions')).toHaveText('Version web 2.3.0 · API 2.3.0');
  expect(configAnswered).toBe(false);

  releaseConfig();
  await nav.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:8080\/realms\/zunivers\/interaction\//);
  await page.getByLabel("Nom d'utilisateur du chat").fill('joueur.test');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:3000\/$/);
  const menu = nav.getByRole('button', { name: 'Menu de joueur.test' });
  await expect(menu).toBeVisible();

  // A returning player: the stored session resumes beside the render, with no visitor button in between.
  await page.unroute(`${originOf('api')}/config`);
  await page.addInitScript(() => {
    const record = window as unknown as { visitorButtonSeen?: boolean };
    new MutationObserver(() => {
      const buttons = [...document.querySelectorAll('header button')];
      if (buttons.some((button) => button.textContent === 'Se connecter')) record.visitorButtonSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(menu).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { visitorButtonSeen?: boolean }).visitorButtonSeen)).toBe(
    undefined,
  );
  expect(pageErrors).toEqual([]);
});
