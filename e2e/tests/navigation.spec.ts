import { expect, test } from '../support/fixtures';
import { navigateByMenu } from '../support/navigation';

test('the navigation bar holds the groups of the spec, each item leading to its page', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Navigation principale' });
  // First visit: no patch seen yet, so 'A propos' (Actualités) carries the unread dot; the seeded world has an
  // invocation event running on its day, not seen yet either, so 'Modes de jeu' (Événements) carries one too.
  await expect(bar.getByRole('button')).toHaveText([
    'Cartes',
    'Modes de jeu(non lu)',
    'Classements',
    'A propos(non lu)',
  ]);
  await expect(bar.getByRole('link', { name: 'Marché' })).toBeVisible();

  await bar.getByRole('button', { name: 'Cartes' }).click();
  await expect(page.getByRole('menuitem')).toHaveText([
    'Catalogue',
    'Boosters',
    'Constellation',
    'Fusions',
    'Cartes à effets',
    'Tickets',
    'Échoppe',
  ]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem')).toHaveCount(0);

  await navigateByMenu(page, 'A propos', /^Actualités/);
  await expect(page).toHaveURL(/\/actus$/);
  // Reading the news marks the version's patch seen: the dot goes, and stays gone after a reload.
  await expect(bar.getByRole('button', { name: 'A propos' })).toHaveText('A propos');
  await page.reload();
  await expect(bar.getByRole('button', { name: 'A propos' })).toHaveText('A propos');
  await navigateByMenu(page, 'Classements', 'Vortex');
  await expect(page).toHaveURL(/\/classement\/vortex\?seasonOffset=1$/);
  // The switch to the normal site swaps the host of the current address; it is in the bar wherever the main
  // navigation is, a laptop's width as much as a wide screen's.
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mode normal' }), `at ${width} px`).toHaveAttribute(
      'href',
      /^http:\/\/localhost:3100\/classement\/vortex\?seasonOffset=1$/,
    );
  }
});

test('on a phone the groups live in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: 'Modes de jeu' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Mode normal' })).toBeVisible();
  await page.waitForTimeout(600); // let the slide-in finish before the picture
  await page.screenshot({ path: test.info().outputPath('drawer.png') });
  await drawer.getByRole('link', { name: 'Forge' }).click();
  await expect(page).toHaveURL(/\/forge$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  // Nothing overflows the screen's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('no screen width makes the page scroll sideways', async ({ page }) => {
  for (const width of [360, 600, 960, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('latest-posts')).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `width ${width}`).toBeLessThanOrEqual(width);
  }
});
