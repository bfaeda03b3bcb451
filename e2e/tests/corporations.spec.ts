import type { APIRequestContext, Page } from '@playwright/test';
import { gameNumbers } from '@zu/shared-contract/constants';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

// Corporations in the composed site, as players play them: one founds a corporation, a second joins and gives, the
// founder hands the PDG role over, the page shows members, treasury and log, the second leaves (once the role is
// back with the founder), and the last one out dissolves it. A new corporation's treasury cannot pay a bonus level
// on its first day (each member gives at most the daily limit), so buying a bonus is played by the PDG of a seeded
// corporation whose treasury can pay one.

const api = 'http://localhost:8080';
const hardcore = { 'X-ZUnivers-RuleSetType': 'HARDCORE' };
const french = new Intl.NumberFormat('fr-FR');
const { bonusLevelCosts, creationCost, dailyGiftLimit, maxBonusLevel } = gameNumbers.corporation;
const gift = 500;

/** Seeded players who can sign in; the spec takes those who are in no HARDCORE corporation and can pay. */
const candidates = [
  'nouveau.test',
  'toutes.bannieres',
  'sans.banniere',
  'abonne.test',
  'ancien.abonne',
  'gardienne.des.cartes',
  'maitre.du.jeu',
];

interface Profile {
  user: { discordUserName: string; discordGlobalName?: string; balance: number };
  userCorporation?: { corporation: { id: string } };
}

interface Detail {
  id: string;
  balance: number;
  corporationBonuses: { type: string; level: number }[];
  userCorporations: { role: 'ADMIN' | 'MEMBER'; user: { discordUserName: string } }[];
  corporationLogs: { action: string; amount?: number }[];
}

/** The log's entries of a level bought at that price (the API keeps the latest 100). */
const upgradesAt = (detail: Detail, cost: number) =>
  detail.corporationLogs.filter((entry) => entry.action === 'UPGRADE' && entry.amount === cost).length;

async function profileOf(request: APIRequestContext, userName: string): Promise<Profile | undefined> {
  const response = await request.get(`${api}/public/user/${userName}`, { headers: hardcore });
  return response.ok() ? ((await response.json()) as Profile) : undefined;
}

async function detailOf(request: APIRequestContext, id: string): Promise<Detail> {
  const response = await request.get(`${api}/public/corporation/${id}`, { headers: hardcore });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as Detail;
}

/** A founder who can pay the creation, then a member who can pay the gift, both in no corporation. */
async function twoFreePlayers(request: APIRequestContext): Promise<[Profile, Profile]> {
  const free: Profile[] = [];
  for (const name of candidates) {
    const profile = await profileOf(request, name);
    if (profile && !profile.userCorporation) free.push(profile);
  }
  const founder = free.find((p) => p.user.balance >= creationCost);
  const member = free.find((p) => p !== founder && p.user.balance >= gift);
  expect(founder && member, `two seeded players in no corporation among ${candidates.join(', ')}`).toBeTruthy();
  return [founder!, member!];
}

const shownName = (profile: Profile) => profile.user.discordGlobalName ?? profile.user.discordUserName;
const corporationPage = (page: Page) => page.locator('#CorpoDetail-page');
const headerBalance = (page: Page) => page.getByTestId('header-balance');

/** Opens an action's dialog from its button, checks the cost it states, and confirms it. */
async function confirmAction(scope: ReturnType<Page['locator']>, page: Page, button: string, confirm: string) {
  await scope.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('action-cost')).toBeVisible();
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  return dialog;
}

test('a corporation founded, joined, given to, handed over and left, as its page shows it', async ({
  page,
  browser,
  request,
  pageErrors,
}) => {
  test.setTimeout(180_000);
  const [founder, member] = await twoFreePlayers(request);
  const name = `Équipe E2E ${Date.now() % 100_000}`;

  // The founder creates it from the list, at its price, and lands on its page; the header and the menu follow.
  await page.goto('/corporations/liste');
  await signIn(page, founder.user.discordUserName);
  await page.getByRole('button', { name: 'Créer une corporation' }).click();
  const create = page.getByRole('dialog', { name: 'Créer une corporation' });
  await expect(create.getByTestId('action-cost')).toHaveText(`Coût : ${french.format(creationCost)} ZUMonnaie`);
  await create.getByRole('textbox', { name: /Nom/ }).fill(name);
  await create.getByRole('textbox', { name: /Description/ }).fill('Une équipe des tests du site.');
  await create.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page).toHaveURL(/\/corporation\/[0-9a-f-]{36}$/);
  const url = page.url();
  const id = url.split('/').pop()!;
  const founderPage = corporationPage(page);
  await expect(founderPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(founderPage.getByTestId('corporation-member-count')).toHaveText(
    `1 / ${gameNumbers.corporation.baseMembers}`,
  );
  await expect(founderPage.getByTestId(`member-${founder.user.discordUserName}`)).toContainText('PDG');
  await expect(headerBalance(page)).toContainText(french.format(founder.user.balance - creationCost));
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Menu de / })
    .click();
  await expect(page.getByRole('menuitem', { name })).toBeVisible();
  await page.keyboard.press('Escape');

  // The second player joins from the page and gives to the treasury, within today's limit.
  const memberContext = await browser.newContext();
  const memberTab = await memberContext.newPage();
  const memberErrors: Error[] = [];
  memberTab.on('pageerror', (error) => memberErrors.push(error));
  await memberTab.goto(url);
  await signIn(memberTab, member.user.discordUserName);
  const memberView = corporationPage(memberTab);
  await confirmAction(memberView, memberTab, 'Rejoindre', 'Rejoindre');
  await expect(memberView.getByTestId('corporation-member-count')).toHaveText(
    `2 / ${gameNumbers.corporation.baseMembers}`,
  );
  await memberView.getByRole('button', { name: 'Donner au trésor' }).click();
  const give = memberTab.getByRole('dialog', { name: 'Donner au trésor' });
  await give.getByRole('spinbutton').fill(String(gift));
  await expect(give.getByTestId('action-cost')).toContainText(`${french.format(gift)} ZUMonnaie`);
  await give.getByRole('button', { name: 'Donner', exact: true }).click();
  await expect(memberView.getByTestId('corporation-balance')).toHaveText(`${french.format(gift)} ZUMonnaie`);
  await expect(memberView.getByTestId('corporation-gift-left')).toContainText(french.format(dailyGiftLimit - gift));
  await expect(headerBalance(memberTab)).toContainText(french.format(member.user.balance - gift));

  // The founder's treasury cannot pay a level yet: the dialog says why. Then the founder hands the role over.
  await page.reload();
  await expect(founderPage.getByTestId('corporation-balance')).toHaveText(`${french.format(gift)} ZUMonnaie`);
  const loot = founderPage.getByTestId('bonus-LOOT');
  await loot.getByRole('button', { name: /^Améliorer/ }).click();
  const upgrade = page.getByRole('dialog');
  await expect(upgrade.getByTestId('action-cost')).toContainText(french.format(bonusLevelCosts[0]!));
  await upgrade.getByRole('button', { name: 'Améliorer', exact: true }).click();
  await expect(upgrade.getByTestId('action-refusal')).toBeVisible();
  await upgrade.getByRole('button', { name: 'Annuler' }).click();
  await expect(loot).toContainText(`Niv. 0/${maxBonusLevel}`);
  await confirmAction(
    founderPage.getByTestId(`member-${member.user.discordUserName}`),
    page,
    'Nommer PDG',
    'Transmettre le rôle',
  );
  await expect(founderPage.getByTestId(`member-${member.user.discordUserName}`)).toContainText('PDG');
  await expect(founderPage.getByTestId(`member-${founder.user.discordUserName}`)).toContainText('Membre');
  await expect(founderPage.getByRole('button', { name: /^Améliorer/ })).toHaveCount(0);
  // Newest first; each row once (the API may log more, the creation's payment say, so no position is assumed).
  const log = founderPage.getByTestId('corporation-log-entry');
  await expect(log.first()).toContainText(`${shownName(member)} est désormais PDG`);
  for (const line of [
    `${shownName(member)} a donné ${french.format(gift)} ZUMonnaie au trésor`,
    `${shownName(member)} a rejoint la corporation`,
    `${shownName(founder)} a fondé la corporation`,
  ]) {
    await expect(log.filter({ hasText: line }), line).toHaveCount(1);
  }
  await expect(founderPage.getByTestId(`member-${member.user.discordUserName}`)).toContainText(
    `Dons : ${french.format(gift)} aujourd'hui, ${french.format(gift)} au total`,
  );
  await page.screenshot({ path: test.info().outputPath('corporation-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('corporation-phone.png'), fullPage: true });

  // The new PDG cannot leave while the founder is there; with the role handed back, they leave.
  await memberTab.reload();
  const leave = await confirmAction(memberView, memberTab, 'Quitter la corporation', 'Quitter');
  await expect(leave.getByTestId('action-refusal')).toBeVisible();
  await leave.getByRole('button', { name: 'Annuler' }).click();
  await confirmAction(
    memberView.getByTestId(`member-${founder.user.discordUserName}`),
    memberTab,
    'Nommer PDG',
    'Transmettre le rôle',
  );
  await confirmAction(memberView, memberTab, 'Quitter la corporation', 'Quitter');
  await expect(memberView.getByTestId('corporation-member-count')).toHaveText(
    `1 / ${gameNumbers.corporation.baseMembers}`,
  );
  await expect(memberView.getByTestId('corporation-log-entry').first()).toContainText(
    `${shownName(member)} a quitté la corporation`,
  );
  // Gifts stay in the treasury.
  await expect(memberView.getByTestId('corporation-balance')).toHaveText(`${french.format(gift)} ZUMonnaie`);
  expect((await detailOf(request, id)).userCorporations.map((m) => m.user.discordUserName)).toEqual([
    founder.user.discordUserName,
  ]);
  await memberContext.close();

  // The last member out dissolves it: its page says it is gone.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.reload();
  const dissolve = await confirmAction(founderPage, page, 'Quitter la corporation', 'Quitter');
  await expect(dissolve).toHaveCount(0);
  await expect(page.getByText("Cette corporation n'existe plus")).toBeVisible();
  expect(memberErrors).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('a PDG buys a bonus level from the treasury: the page shows the level and the treasury, the log counts it', async ({
  page,
  request,
  pageErrors,
}) => {
  // A seeded corporation whose treasury pays the cheapest level it can still buy.
  const listed = await request.get(`${api}/public/corporation`, { headers: hardcore });
  expect(listed.ok()).toBeTruthy();
  const summaries = ((await listed.json()) as { id: string; balance: number }[]).sort((a, b) => b.balance - a.balance);
  let chosen: { detail: Detail; type: string; level: number; cost: number } | undefined;
  for (const { id } of summaries.slice(0, 5)) {
    const detail = await detailOf(request, id);
    const steps = detail.corporationBonuses
      .filter((b) => b.level < maxBonusLevel)
      .map((b) => ({ type: b.type, level: b.level, cost: bonusLevelCosts[b.level]! }))
      .sort((a, b) => a.cost - b.cost);
    const step = steps[0];
    if (step && detail.balance >= step.cost) {
      chosen = { detail, ...step };
      break;
    }
  }
  expect(chosen, 'a seeded corporation whose treasury can pay a bonus level').toBeTruthy();
  const { detail, type, level, cost } = chosen!;
  const pdg = detail.userCorporations.find((m) => m.role === 'ADMIN')!.user.discordUserName;
  const pdgBalance = (await profileOf(request, pdg))!.user.balance;

  await page.goto(`/corporation/${detail.id}`);
  await signIn(page, pdg);
  const view = corporationPage(page);
  const bonus = view.getByTestId(`bonus-${type}`);
  await expect(bonus).toContainText(`Niv. ${level}/${maxBonusLevel}`);
  await confirmAction(bonus, page, (await bonus.getByRole('button').textContent())!, 'Améliorer');
  await expect(bonus).toContainText(`Niv. ${level + 1}/${maxBonusLevel}`);
  await expect(view.getByTestId('corporation-balance')).toHaveText(`${french.format(detail.balance - cost)} ZUMonnaie`);
  // The treasury pays, not the PDG.
  await expect(headerBalance(page)).toContainText(french.format(pdgBalance));
  const after = await detailOf(request, detail.id);
  expect(after.balance).toBe(detail.balance - cost);
  // The seeded world played the whole of its last day, whose later hours may come after this purchase's: the new log
  // row need not be on the page's first page, so it is counted in the log the page reads.
  expect(upgradesAt(after, cost)).toBe(upgradesAt(detail, cost) + 1);
  expect(pageErrors).toEqual([]);
});
