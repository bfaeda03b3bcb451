import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAccessible, settled } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { expectFitsPhone } from '../support/phone-layout';
import { signIn } from '../support/sign-in';
import { apiOrigin, originOf } from '../support/system';

// The normal rule set's site: the same shell build deployed a second time with its own runtime configuration, on its
// own port, beside the hardcore site, both loading the same remotes.

const sites = {
  HARDCORE: { origin: originOf('shell'), name: 'ZUnivers Hardcore', switchTo: 'Mode normal' },
  NORMAL: { origin: originOf('normal-site'), name: 'ZUnivers', switchTo: 'Mode hardcore' },
} as const;
type RuleSet = keyof typeof sites;
const player = 'joueur.test';

interface Profile {
  user: { balance: number };
  inventoryCount: number;
}

async function profileIn(request: APIRequestContext, ruleSet: RuleSet): Promise<Profile> {
  const response = await request.get(`${apiOrigin}/public/user/${player}`, {
    headers: { 'X-ZUnivers-RuleSetType': ruleSet },
  });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as Profile;
}

/** A number as the site writes it (French groups of three, any space between them). */
const written = (value: number) => new RegExp(`^${String(value).replace(/\B(?=(\d{3})+$)/g, '\\s')}$`);

/** The value of one figure of the profile's overview, found by its label. */
const figure = (page: Page, label: string): Locator =>
  page.locator('#UserOverview-page').getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

async function expectAccount(page: Page, profile: Profile) {
  await expect(figure(page, 'ZUMonnaie')).toHaveText(written(profile.user.balance));
  await expect(figure(page, 'Cartes en tout')).toHaveText(written(profile.inventoryCount));
}

test('a player signed in on the hardcore site arrives signed in on the normal site, with the normal account, and back', async ({
  page,
  request,
}) => {
  const hardcore = await profileIn(request, 'HARDCORE');
  const normal = await profileIn(request, 'NORMAL');
  // The two accounts differ, so that the page shows which one it reads.
  expect(normal.user.balance).not.toBe(hardcore.user.balance);
  expect(normal.inventoryCount).not.toBe(hardcore.inventoryCount);

  await page.goto(`${sites.HARDCORE.origin}/joueur/${player}`);
  await signIn(page, player);
  await expectAccount(page, hardcore);
  const menu = page.getByRole('banner').getByRole('button', { name: `Menu de ${player}` });

  // The switch keeps the page; the other site checks the session once at the provider and needs no second login.
  await page.getByRole('banner').getByRole('link', { name: 'Mode normal' }).click();
  await expect(page).toHaveURL(`${sites.NORMAL.origin}/joueur/${player}`);
  await expect(menu).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toHaveCount(0);
  await expectAccount(page, normal);
  await expect(page).toHaveTitle(/ \| ZUnivers$/);
  // Its own tokens, kept by its own origin.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  await page.screenshot({ path: test.info().outputPath('normal-site-profile.png') });

  await page.getByRole('banner').getByRole('link', { name: 'Mode hardcore' }).click();
  await expect(page).toHaveURL(`${sites.HARDCORE.origin}/joueur/${player}`);
  await expect(menu).toBeVisible();
  await expectAccount(page, hardcore);
  await expect(page).toHaveTitle(/ \| ZUnivers Hardcore$/);
});

test('a visitor who switches sites stays a visitor, on the same page', async ({ page }) => {
  await page.goto(`${sites.HARDCORE.origin}/classement/global`);
  const switchLink = page.getByRole('banner').getByRole('link', { name: 'Mode normal' });
  await expect(switchLink).toHaveAttribute('href', `${sites.NORMAL.origin}/classement/global`);
  await switchLink.click();
  await expect(page).toHaveURL(`${sites.NORMAL.origin}/classement/global`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
});

for (const ruleSet of ['HARDCORE', 'NORMAL'] as const) {
  const site = sites[ruleSet];
  const hardcore = ruleSet === 'HARDCORE';

  test(`the ${ruleSet} site: its name, its menus, its tag and a page gated by a feature`, async ({ page }) => {
    await page.goto(`${site.origin}/`);
    await expect(page).toHaveTitle(`Accueil | ${site.name}`);
    await expect(page.getByRole('link', { name: `${site.name}, accueil` })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: site.switchTo })).toBeVisible();

    const bar = page.getByRole('navigation', { name: 'Navigation principale' });
    await bar.getByRole('button', { name: 'Cartes' }).click();
    await expect(page.getByRole('menuitem', { name: 'Cartes à effets' })).toHaveCount(hardcore ? 1 : 0);
    await expect(page.getByRole('menuitem', { name: 'STAR', exact: true })).toHaveCount(hardcore ? 0 : 1);
    await page.keyboard.press('Escape');
    await bar.getByRole('button', { name: 'A propos' }).click();
    await expect(page.getByRole('menuitem', { name: 'Guide du débutant' })).toHaveCount(hardcore ? 0 : 1);
    await expect(page.getByRole('menuitem', { name: 'Commandes' })).toHaveCount(hardcore ? 0 : 1);
    await page.keyboard.press('Escape');

    // The hardcore tag on the hardcore site's cards only.
    await page.goto(`${site.origin}/catalogue`);
    await expect(page.getByTestId('items-count')).toHaveText('1500 cartes correspondent à la sélection');
    await expect(page).toHaveTitle(`Catalogue | ${site.name}`);
    const firstCard = page.locator('#ItemsGrid-page ul[aria-label="Cartes"] li a').first();
    await firstCard.click();
    await expect(page.locator('#Item-page').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#Item-page').getByTestId('hardcore-tag')).toHaveCount(hardcore ? 1 : 0);

    // STAR cards: a page behind a game feature, open on both sites while the feature is on.
    await page.goto(`${site.origin}/stars`);
    await expect(page.locator('#Stars-page').getByRole('heading', { level: 1, name: 'Cartes STAR' })).toBeVisible();
    await expect(page).toHaveTitle(`Cartes STAR | ${site.name}`);
  });
}

test('each site sends its home, catalogue and profiles as HTML rendered for its own rule set', async ({ request }) => {
  for (const ruleSet of ['HARDCORE', 'NORMAL'] as const) {
    const site = sites[ruleSet];
    for (const [path, title] of [
      ['/', undefined],
      ['/catalogue', `Catalogue | ${site.name}`],
      [`/joueur/${player}`, undefined],
    ] as const) {
      const response = await request.get(`${site.origin}${path}`, { headers: { accept: 'text/html' } });
      const html = await response.text();
      const where = `${path} on the ${ruleSet} site`;
      expect(html, where).toMatch(/<div id="root" data-prerendered="[^"]*">/);
      expect(html, where).toContain(`aria-label="${site.name}, accueil"`);
      if (title) expect(html, where).toContain(`<title>${title}</title>`);
      if (path === '/catalogue') {
        expect(html.includes('data-testid="hardcore-tag"'), where).toBe(ruleSet === 'HARDCORE');
      }
    }
  }
});

test("the normal site's hardcore page says hardcore is played on the other site", async ({ page }) => {
  await page.goto(`${sites.NORMAL.origin}/hardcore`);
  const hardcorePage = page.locator('#Hardcore-page');
  await expect(hardcorePage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hardcorePage.getByTestId('hardcore-rule-set')).toContainText(
    "Ce site montre le mode normal, où il n'y a ni saison ni partie hardcore.",
  );
  await expect(hardcorePage.getByTestId('hardcore-rule-set')).toContainText('Mode hardcore');
});

test("the normal site's home, catalogue and a profile: no serious accessibility violation, and they fit a phone", async ({
  page,
}) => {
  for (const [path, id] of [
    ['/', 'Main'],
    ['/catalogue', 'ItemsGrid'],
    [`/joueur/${player}`, 'UserOverview'],
  ] as const) {
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`${sites.NORMAL.origin}${path}`);
      await expect(page.locator(`#${id}-page`)).toBeVisible();
      await settled(page);
      const where = `${path} on the normal site at ${viewport.width} px`;
      await expectAccessible(page, where);
      if (viewport.width === 390) {
        await expectFitsPhone(page, where);
        if (path === '/') await page.screenshot({ path: test.info().outputPath('normal-home-390.png') });
      } else if (path === '/') {
        await page.screenshot({ path: test.info().outputPath('normal-home-1366.png') });
      }
    }
  }
});
