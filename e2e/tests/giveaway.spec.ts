import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

// The giveaways in the composed site: the home page's banner leads to the open giveaway, which a signed-in player
// enters once; the API then counts the entry and knows the player entered.

const api = 'http://localhost:8080';
const hardcore = { 'X-ZUnivers-RuleSetType': 'HARDCORE' };
// The seed's well-known accounts never enter a giveaway by themselves.
const player = 'joueur.test';

interface Giveaway {
  id: string;
  title: string;
  isOpen: boolean;
  entryCount: number;
}

test('a player follows the home banner to the open giveaway and enters it once', async ({
  page,
  request,
  pageErrors,
}) => {
  const list = (await (await request.get(`${api}/public/giveaway`, { headers: hardcore })).json()) as Giveaway[];
  const open = list.find((giveaway) => giveaway.isOpen);
  expect(open, 'the seed leaves a giveaway open').toBeDefined();
  const entered = async () =>
    (await (await request.get(`${api}/public/giveaway/${open!.id}/player/${player}`, { headers: hardcore })).json())
      .hasEntered as boolean;
  expect(await entered()).toBe(false);

  await page.goto('/');
  await signIn(page, player);
  const banner = page.getByRole('region', { name: /giveaway/i });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Participer' }).click();
  await expect(page).toHaveURL(/\/giveaway$/);
  // The blank layout: no navigation bar, a way back to the site.
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Retour au site' })).toBeVisible();
  await expect(page.getByRole('heading', { name: open!.title })).toBeVisible();

  const count = (n: number) => new RegExp(`${new Intl.NumberFormat('fr-FR').format(n)}\\s+participants?`);
  await expect(page.getByText(count(open!.entryCount)).first()).toBeVisible();
  await page.getByRole('button', { name: 'Participer' }).click();
  await expect(page.getByText('Tu participes !')).toBeVisible();
  await expect(page.getByText(count(open!.entryCount + 1)).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Participer' })).toHaveCount(0);
  expect(await entered()).toBe(true);

  // Entered once: a reload shows the entry, counted once.
  await page.reload();
  await expect(page.getByText('Tu participes !')).toBeVisible();
  const after = (await (
    await request.get(`${api}/public/giveaway/${open!.id}`, { headers: hardcore })
  ).json()) as Giveaway;
  expect(after.entryCount).toBe(open!.entryCount + 1);
  expect(pageErrors).toEqual([]);
});
