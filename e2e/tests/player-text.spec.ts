import type { Page } from '@playwright/test';
import { reportedByPage, watchViolations } from '../support/csp-violations';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';
import { apiOrigin, originOf, playerText, type PlayerText } from '../support/system';

// Text players write, holding markup and script, shows as written and runs nowhere. Before the site started, the
// world was given such a global name (a well-ranked player's), corporation name and description, and post title and
// body (api/test/browser-fixtures/player-text.ts); a PDG writes another description through the site itself. On each
// page showing them: the text is there as written; no element of a payload is in the page (each carries a
// `data-injected` mark); no dialog opened; the Content-Security-Policy refused nothing (a refusal would mean the
// markup reached the page and only the policy stopped it); no uncaught error. Pages drawn as HTML on the server (a
// profile, rendered for each visit) hold no tag of a payload either.

const hardcore = { 'X-ZUnivers-RuleSetType': 'HARDCORE' };
/** A real tag carrying the mark: the markup of a payload, parsed as markup. */
const parsedPayload = /<(img|b|svg|script|a)\b[^>]*data-injected/i;

interface Watch {
  dialogs: string[];
  violations: string[];
}

async function watch(page: Page): Promise<Watch> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { dialogs, violations: await watchViolations(page) };
}

/** Nothing of a payload ran or became an element of the page. */
async function expectInert(page: Page, seen: Watch, pageErrors: Error[]) {
  await expect(page.locator('[data-injected]')).toHaveCount(0);
  expect(seen.dialogs).toEqual([]);
  expect(seen.violations).toEqual([]);
  expect(await reportedByPage(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
}

let text: PlayerText;
test.beforeAll(() => {
  text = playerText();
});

test("a player's global name shows as written on their profile, their card and the search", async ({
  page,
  pageErrors,
}) => {
  const seen = await watch(page);
  const profile = `/joueur/${text.userName}`;

  // The profile's HTML, drawn by the server for this visit.
  const html = await (
    await page.request.get(`${originOf('shell')}${profile}`, { headers: { accept: 'text/html' } })
  ).text();
  expect(html).not.toMatch(parsedPayload);

  await page.goto(profile);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Profil de ${text.globalName}`);
  await expect(page.getByText(text.globalName, { exact: true }).first()).toBeVisible();
  await expect(page).toHaveTitle(`${text.globalName} | ZUnivers Hardcore`);
  await expectInert(page, seen, pageErrors);

  // Their card, shown on hovering their name (here in their corporation's members).
  await page.goto(`/corporation/${text.corporationId}`);
  await page.getByTestId(`member-${text.userName}`).getByRole('link').first().hover();
  const card = page.getByRole('tooltip', { name: `Carte du joueur ${text.userName}` });
  await expect(card.getByText(text.globalName, { exact: true })).toBeVisible();
  await expectInert(page, seen, pageErrors);

  await page.goto('/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Recherche rapide' });
  await box.fill(text.userName);
  await expect(page.getByRole('option', { name: new RegExp(text.userName.replace(/\./g, '\\.')) })).toContainText(
    text.globalName,
  );
  await expectInert(page, seen, pageErrors);
});

test("a corporation's name and description show as written in the list and on its page", async ({
  page,
  pageErrors,
}) => {
  const seen = await watch(page);
  await page.goto('/corporations/liste');
  const list = page.locator('#Corporations-page');
  await expect(list.getByText(text.corporationName, { exact: true })).toBeVisible();
  await expectInert(page, seen, pageErrors);

  await page.goto(`/corporation/${text.corporationId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.corporationName);
  await expect(page).toHaveTitle(`${text.corporationName} | ZUnivers Hardcore`);
  await expect(page.getByTestId('corporation-description')).toHaveText(text.corporationDescription);
  // Its members, the player of the global name among them.
  await expect(page.locator('#CorpoDetail-page').getByText(text.globalName, { exact: true }).first()).toBeVisible();
  await expectInert(page, seen, pageErrors);
});

test('a PDG writes markup into the description through the site: it is saved and shown as written', async ({
  page,
  request,
  pageErrors,
}) => {
  const seen = await watch(page);
  const detail = await request.get(`${apiOrigin}/public/corporation/${text.corporationId}`, { headers: hardcore });
  expect(detail.ok()).toBeTruthy();
  const { userCorporations } = (await detail.json()) as {
    userCorporations: { role: string; user: { discordUserName: string } }[];
  };
  const pdg = userCorporations.find((member) => member.role === 'ADMIN')!.user.discordUserName;
  const written = `<iframe data-injected src="javascript:alert(9)"></iframe>\n<style data-injected>body{display:none}</style> ${pdg}`;

  await page.goto(`/corporation/${text.corporationId}`);
  await signIn(page, pdg);
  await page.getByRole('button', { name: 'Modifier la description' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier la description' });
  await dialog.getByLabel('Description').fill(written);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('corporation-description')).toHaveText(written);
  await expectInert(page, seen, pageErrors);

  // Saved as written: the API answers the same text.
  const saved = await request.get(`${apiOrigin}/public/corporation/${text.corporationId}`, { headers: hardcore });
  expect(((await saved.json()) as { description: string }).description).toBe(written);
});

test("a post's title and body show as written on its page, the news and the home page", async ({
  page,
  pageErrors,
}) => {
  const seen = await watch(page);
  await page.goto(`/actu/${text.postSlug}`);
  const article = page.locator('#Post-page');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(text.postTitle);
  await expect(page).toHaveTitle(`${text.postTitle} | ZUnivers Hardcore`);
  await expect(article.getByText('<img data-injected src=x onerror=alert(5)>')).toBeVisible();
  // A link to a script is no link: its Markdown stays text.
  await expect(article.getByText('[un lien piégé](javascript:alert(6))', { exact: false })).toBeVisible();
  await expect(article.locator('a[href^="javascript" i]')).toHaveCount(0);
  await expectInert(page, seen, pageErrors);

  await page.goto('/actus');
  await expect(page.locator('#Posts-page').getByText(text.postTitle, { exact: true })).toBeVisible();
  await expectInert(page, seen, pageErrors);

  await page.goto('/');
  await expect(page.getByTestId('latest-posts').getByText(text.postTitle, { exact: true })).toBeVisible();
  await expectInert(page, seen, pageErrors);
});
