import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { reportedByPage, watchViolations } from '../support/csp-violations';
import { originOf, type Area } from '../support/system';
import { requestsDone } from '../support/requests-under-way';

// Walks the main pages under every app server's Content-Security-Policy and expects the browser to have refused
// nothing: no blocked script, chunk, manifest, API call, image or style, signed out and signed in.

// The home page, a page of each remote (their code comes from the remotes' origins), and a few pages of API data.
const mainPages: { path: string; heading?: string }[] = [
  { path: '/' },
  { path: '/catalogue', heading: 'Catalogue' },
  { path: '/joueur/joueur.test' },
  { path: '/joueur/joueur.test/inventaire', heading: 'Inventaire' },
  { path: '/classement/global', heading: 'Classement général' },
  { path: '/vortex', heading: 'Vortex' },
  { path: '/marche', heading: 'Marché' },
  { path: '/corporations/liste' },
  { path: '/stats' },
  { path: '/actus' },
];
const remotes: Area[] = ['catalogue', 'profile', 'leaderboards', 'gamemodes', 'market'];

async function walkMainPages(page: Page): Promise<string[]> {
  const reported: string[] = [];
  for (const { path, heading } of mainPages) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    // Let the page's images, remote chunks and API calls finish: a refused one is reported as it happens.
    await requestsDone(page);
    reported.push(...(await reportedByPage(page)).map((violation) => `${path}: ${violation}`));
  }
  return reported;
}

test('every app server sends its security headers', async ({ page }) => {
  for (const area of ['shell' as const, ...remotes]) {
    const response = await page.request.get(`${originOf(area)}/`, { headers: { accept: 'text/html' } });
    const headers = response.headers();
    expect(headers['content-security-policy'], area).toMatch(/frame-ancestors 'none'/);
    expect(headers['content-security-policy'], area).not.toMatch(/unsafe-eval/);
    expect(headers['x-content-type-options'], area).toBe('nosniff');
    expect(headers['referrer-policy'], area).toBeTruthy();
  }
  const policy = (await page.request.get(`${originOf('shell')}/`)).headers()['content-security-policy'];
  for (const area of remotes) expect(policy).toContain(originOf(area));
});

test('a visitor walks the main pages without a single policy violation', async ({ page, pageErrors }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  const reported = await walkMainPages(page);
  expect(violations).toEqual([]);
  expect(reported).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('a signed-in player walks the main pages and signs out without a single policy violation', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);

  await page.goto('/catalogue');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:8080\/realms\/zunivers\/interaction\//);
  await page.getByLabel("Nom d'utilisateur du chat").fill('joueur.test');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:3000\/catalogue/);
  const menu = banner.getByRole('button', { name: 'Menu de joueur.test' });
  await expect(menu).toBeVisible();

  const reported = await walkMainPages(page);
  await expect(menu).toBeVisible();
  // Signing out goes through the provider's logout page, which submits itself under its own policy.
  await menu.click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:3000\/$/);
  await expect(banner.getByRole('button', { name: 'Se connecter' })).toBeVisible();

  expect(violations).toEqual([]);
  expect(reported).toEqual([]);
  expect(pageErrors).toEqual([]);
});
