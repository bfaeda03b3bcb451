import { expect, test } from '../support/fixtures';
import { originOf } from '../support/system';

test('the home page renders in the site frame without loading any remote', async ({ page, pageErrors }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (
      ['catalogue', 'profile', 'leaderboards', 'gamemodes', 'market'].some((a) =>
        request.url().startsWith(originOf(a as never)),
      )
    ) {
      remoteRequests.push(request.url());
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Collectionne, fusionne/ })).toBeVisible();
  await expect(page).toHaveTitle('Accueil | ZUnivers Hardcore');
  await expect(page.locator('#Main-page')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Cartes' }),
  ).toBeVisible();
  await expect(page.getByTestId('versions')).toHaveText('Version web 2.3.0 · API 2.3.0');
  await expect(page.getByRole('link', { name: 'Lire le guide' })).toHaveAttribute('href', '/guide');
  // The latest posts come from the API, newest first: three at this width (lg).
  const posts = (await (await page.request.get(`${originOf('api')}/public/post`)).json()) as {
    title: string;
    slug: string;
  }[];
  const shown = page.getByTestId('latest-posts').getByRole('heading', { level: 3 });
  await expect(shown).toHaveText(posts.slice(0, 3).map((p) => p.title));
  await expect(page.getByRole('link', { name: posts[0]!.title })).toHaveAttribute('href', `/actu/${posts[0]!.slug}`);
  await page.screenshot({ path: test.info().outputPath('home.png'), fullPage: true });
  expect(remoteRequests).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('an unknown path shows the French 404 page, with the 404 status', async ({ page }) => {
  const answer = await page.goto('/cette-page/nexiste-pas');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page).toHaveTitle('Page introuvable | ZUnivers Hardcore');
  await expect(page.getByRole('link', { name: "retourne à l'accueil" })).toBeVisible();
});

test('/liste redirects to the catalogue list, keeping the query', async ({ page }) => {
  await page.goto('/liste/classique?year=2024');
  await expect(page).toHaveURL(/\/catalogue\/liste\/classique\?year=2024$/);
  await expect(page.locator('#ItemsList-page')).toBeVisible();
});
