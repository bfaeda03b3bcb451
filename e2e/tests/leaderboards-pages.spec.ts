import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

const api = 'http://localhost:8080';
const hardcore = { 'X-ZUnivers-RuleSetType': 'HARDCORE' };

interface BoardPage {
  total: number;
  pageCount: number;
  page: number;
  rows: { position: number; user: { discordUserName: string } }[];
}

const boards = [
  { path: '/classement/global', name: 'LeaderboardGlobal', heading: 'Classement général', type: 'GLOBAL' },
  {
    path: '/classement/sansechange',
    name: 'LeaderboardGlobalTradeless',
    heading: 'Classement sans échange',
    type: 'TRADELESS',
  },
  { path: '/classement/fusion', name: 'LeaderboardFusion', heading: 'Classement par fusion', type: 'FUSION' },
  { path: '/classement/succes', name: 'LeaderboardAchievement', heading: 'Classement par succès', type: 'ACHIEVEMENT' },
  {
    path: '/classement/inventaire/uniques',
    name: 'LeaderboardInventory',
    heading: 'Classement inventaire',
    type: 'INVENTORY_UNIQUE',
  },
  {
    path: '/classement/inventaire/uniques-chroma',
    name: 'LeaderboardInventory',
    heading: 'Classement inventaire',
    type: 'INVENTORY_UNIQUE_CHROMA',
  },
  {
    path: '/classement/rayouofficial',
    name: 'LeaderboardRayouOfficial',
    heading: 'Classement Rayou Official',
    type: 'LUCKY',
  },
  {
    path: '/classement/reputations',
    name: 'LeaderboardReputation',
    heading: 'Classement réputation',
    type: 'REPUTATION',
  },
  { path: '/classement/defis', name: 'LeaderboardChallenges', heading: 'Classement défis', type: 'CHALLENGE' },
  {
    path: '/classement/constellations',
    name: 'LeaderboardUpgraded',
    heading: 'Classement constellations',
    type: 'UPGRADE',
  },
] as const;

async function firstPage(page: Page, type: string): Promise<BoardPage> {
  return (await (
    await page.request.get(`${api}/public/leaderboard/${type}?size=20`, { headers: hardcore })
  ).json()) as BoardPage;
}

test('every leaderboard opens with its title, its first page from the API and names linking to profiles', async ({
  page,
  pageErrors,
}) => {
  for (const board of boards) {
    const expected = await firstPage(page, board.type);
    await page.goto(board.path);
    const container = page.locator(`#${board.name}-page`);
    await expect(container.getByRole('heading', { level: 1, name: board.heading })).toBeVisible();
    await expect(page).toHaveTitle(`${board.heading} | ZUnivers Hardcore`);
    const first = expected.rows[0];
    if (first) {
      const row = container.getByRole('row').nth(1);
      await expect(row.getByRole('link', { name: first.user.discordUserName })).toHaveAttribute(
        'href',
        `/joueur/${encodeURIComponent(first.user.discordUserName)}`,
      );
    } else {
      await expect(container.getByText("Personne n'est encore classé ici.")).toBeVisible();
    }
  }
  await page.goto('/classement/vortex');
  await expect(page.getByRole('heading', { level: 1, name: 'Classement Vortex' })).toBeVisible();
  await page.goto('/classement/hardcore/retrospective');
  await expect(page.getByRole('heading', { level: 1, name: 'Classement hardcore' })).toBeVisible();
  await page.goto('/classement/hardcore/echecs');
  await expect(page.getByRole('link', { name: 'Échecs' })).toHaveAttribute('aria-current', 'page');
  await page.goto('/stats');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
  await expect(page.getByText('Joueurs par rang')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the overview shows the tops and leads to each board', async ({ page }) => {
  await page.goto('/classement');
  const global = page.getByRole('region', { name: 'Général' });
  await expect(global).toBeVisible();
  await global.getByRole('link', { name: 'Voir tout le classement' }).click();
  await expect(page).toHaveURL(/\/classement\/global$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Classement général' })).toBeVisible();
});

test('a leaderboard pages through, the address keeping the page', async ({ page }) => {
  const expected = await firstPage(page, 'GLOBAL');
  test.skip(expected.pageCount < 2, 'the seeded GLOBAL board fits on one page');
  const second = (await (
    await page.request.get(`${api}/public/leaderboard/GLOBAL?page=1&size=20`, { headers: hardcore })
  ).json()) as BoardPage;
  await page.goto('/classement/global');
  await expect(page.getByText(`Page 1 sur ${expected.pageCount}`)).toBeVisible();
  await page.getByRole('button', { name: 'Suivante' }).click();
  await expect(page).toHaveURL(/\/classement\/global\?page=2$/);
  await expect(page.getByText(`Page 2 sur ${expected.pageCount}`)).toBeVisible();
  await expect(
    page.getByRole('row').nth(1).getByRole('link', { name: second.rows[0]!.user.discordUserName }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Page 2 sur ${expected.pageCount}`)).toBeVisible();
  await page.getByRole('button', { name: 'Précédente' }).click();
  await expect(page.getByText(`Page 1 sur ${expected.pageCount}`)).toBeVisible();
});

test('a signed-in player jumps to their own row in one click, highlighted', async ({ page }) => {
  await page.goto('/classement');
  await signIn(page, 'joueur.test');
  const around = await page.request.get(`${api}/public/leaderboard/GLOBAL/around/joueur.test?size=20`, {
    headers: hardcore,
  });
  await page.goto('/classement/global');
  await page.getByRole('button', { name: 'Ma position' }).click();
  if (around.status() === 200) {
    const board = (await around.json()) as BoardPage;
    const mine = board.rows.find((row) => row.user.discordUserName === 'joueur.test')!;
    const row = page.locator('tr[aria-current="true"]');
    await expect(row).toContainText('joueur.test');
    await expect(row.getByRole('cell').first()).toHaveText(String(mine.position));
    await expect(page.getByText(`Page ${board.page + 1} sur ${board.pageCount}`)).toBeVisible();
  } else {
    await expect(page.getByRole('status')).toHaveText("Tu n'apparais pas dans ce classement.");
  }
  await page.screenshot({ path: test.info().outputPath('my-position.png'), fullPage: true });
});
