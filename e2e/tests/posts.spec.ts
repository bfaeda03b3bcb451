import { expect, test } from '../support/fixtures';

test('a post page renders its Markdown, and HTML written in a post stays inert text', async ({ page, pageErrors }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/actus');
  await page
    .getByRole('link', { name: /Sécurité/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/actu\/securite-proteger-son-compte$/);
  const article = page.locator('#Post-page');
  await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/ \| ZUnivers Hardcore$/);
  await expect(article.getByText('<img src=x onerror="alert(1)">', { exact: false })).toBeVisible();
  expect(await article.locator('img[onerror], script').count()).toBe(0);
  expect(dialogs).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test("a post's mention of a player links to their profile", async ({ page }) => {
  await page.goto('/actu/joueur-du-mois-juin-2026');
  const mention = page.locator('#Post-page').getByRole('link', { name: /^@/ }).first();
  await expect(mention).toHaveAttribute('href', /^\/joueur\/[a-z0-9_.]+$/);
});
