import type { Page } from '@playwright/test';
import { gameNumbers } from '@zu/shared-contract/constants';
import { expectAccessible, settled } from '../support/accessibility';
import { affordableShopEntry, balanceOf, readHardcore } from '../support/api-reads';
import { expect, test } from '../support/fixtures';
import { expectFocusShown, expectFocusTrapped, tabTo } from '../support/keyboard';
import { signIn } from '../support/sign-in';
import { originOf } from '../support/system';

// The site played with the keyboard alone: no click, no tap. Each journey reaches its controls with Tab (every
// control passed on the way shows its focus), acts with Enter, Space or the arrows, and finds the result the mouse
// would have given. Dialogs keep the focus inside while open and give it back to what opened them; axe finds no
// serious or critical violation in a page with one open, nor in a scratched ticket. The players are ones the other
// browser tests leave alone for these actions (the actions change the world: a box opened, a ticket scratched, a
// pixel painted cannot be played twice).

/** Staff, plays every day: has today's calendar box, tickets and no z/place cooldown. */
const player = 'maitre.du.jeu';
const french = new Intl.NumberFormat('fr-FR');

/** Signs in from the page's header with the keyboard: Tab to the button, Enter, the name typed, Enter. */
async function signInByKeyboard(page: Page, userName: string): Promise<void> {
  await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Se connecter' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/realms\/zunivers\/interaction\//);
  // The provider's page puts the focus in its one field.
  await expect(page.getByLabel("Nom d'utilisateur du chat")).toBeFocused();
  await page.keyboard.type(userName);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('button', { name: `Menu de ${userName}` })).toBeVisible();
}

test('the navigation bar: a group opened, an item chosen with the arrows; the skip link goes to the page', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/');
  // The first stop of Tab skips the header.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Navigation principale' });
  const group = bar.getByRole('button', { name: 'Classements' });
  await tabTo(page, group);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const item = menu.getByRole('menuitem', { name: 'Général', exact: true });
  // The menu keeps the focus and highlights its items in turn (aria-activedescendant).
  for (let presses = 0; presses < 20 && (await item.getAttribute('data-highlighted')) === null; presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(item).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/classement\/global$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Classement général' })).toBeVisible();

  // Escape closes a menu and gives the focus back to its button.
  await tabTo(page, group, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(group).toBeFocused();
  expect(pageErrors).toEqual([]);
});

test('on a phone, the drawer opens, keeps the focus, closes on Escape and leads to a page', async ({
  page,
  pageErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Ouvrir le menu' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expectAccessible(page, 'the open drawer');
  await expectFocusTrapped(page, drawer);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await tabTo(page, drawer.getByRole('link', { name: 'Forge' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/forge$/);
  await expect(drawer).toBeHidden();
  expect(pageErrors).toEqual([]);
});

test('the quick search: a name typed, a result chosen with the arrows', async ({ page, pageErrors }) => {
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Recherche rapide' });
  await tabTo(page, box);
  await page.keyboard.type('joueur.test');
  const option = page.getByRole('option', { name: /joueur\.test/ });
  await expect(option.first()).toBeVisible();
  for (let presses = 0; presses < 10; presses += 1) {
    await page.keyboard.press('ArrowDown');
    if ((await option.first().getAttribute('aria-selected')) === 'true') break;
  }
  await expect(option.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/joueur\/joueur\.test$/);
  expect(pageErrors).toEqual([]);
});

test("the catalogue's filters: a rarity toggled and a shine chosen", async ({ page, pageErrors }) => {
  await page.goto('/catalogue');
  const count = page.getByTestId('items-count');
  await expect(count).toHaveText('1500 cartes correspondent à la sélection');
  const rarity = page.getByRole('button', { name: 'Rareté 5', exact: true });
  await tabTo(page, rarity);
  await page.keyboard.press('Space');
  await expect(rarity).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/rarete=5/);
  await expect(count).not.toHaveText('1500 cartes correspondent à la sélection');

  const shine = page.getByRole('combobox', { name: 'Brillance' });
  await tabTo(page, shine, { backwards: true });
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/brillance=/);
  expect(pageErrors).toEqual([]);
});

test('signing in', async ({ page, pageErrors }) => {
  await page.goto('/catalogue');
  await signInByKeyboard(page, 'joueur.test');
  await expect(page).toHaveURL(/\/catalogue$/);
  expect(pageErrors).toEqual([]);
});

test('scratching a ticket: the surface scratched with Space, the prize announced', async ({ page, pageErrors }) => {
  await page.goto('/tickets');
  await signInByKeyboard(page, player);
  const link = page.getByRole('link', { name: /^Gratter un ticket / }).first();
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lucky\/[A-Za-z0-9_-]+\?type=/);
  const surface = page.getByRole('button', { name: /^Surface à gratter du ticket / });
  await tabTo(page, surface);
  const scratched = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/public\/lucky\/[0-9a-f-]{36}$/.test(response.url()),
  );
  await page.keyboard.press('Space');
  expect((await scratched).status()).toBe(200);
  // The prize is in a polite live region: a screen reader says it once it shows.
  const prize = page.getByTestId('scratch-prize');
  await expect(prize).toBeVisible();
  // The next ticket is read again behind the prize: axe looks once its button has settled.
  await settled(page);
  await expectAccessible(page, 'a scratched ticket');
  await expect(page.getByRole('status').filter({ has: prize })).toHaveCount(1);
  expect(pageErrors).toEqual([]);
});

test("opening today's calendar box: its reveal keeps the focus and gives it back", async ({
  page,
  request,
  pageErrors,
}) => {
  const boxes = await readHardcore<{ calendars: { index: number; isOpenable: boolean }[] }>(
    request,
    `/public/calendar/${player}`,
  );
  const target = boxes.calendars.filter((box) => box.isOpenable).at(-1);
  expect(target, `${player} has a box to open`).toBeTruthy();
  const day = `${target!.index === 0 ? '1er' : target!.index + 1} décembre`;

  await page.goto('/calendrier-festif');
  // The calendar's blank layout has its own sign-in button.
  await tabTo(page, page.getByTestId('calendar-sign-in').getByRole('button', { name: 'Se connecter' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel("Nom d'utilisateur du chat")).toBeFocused();
  await page.keyboard.type(player);
  await page.keyboard.press('Enter');
  const box = page.getByRole('button', { name: `Ouvrir la case du ${day}` });
  await tabTo(page, box);
  await page.keyboard.press('Enter');
  const reveal = page.getByRole('dialog', { name: `Case du ${day}` });
  await expect(reveal).toBeVisible();
  await expectAccessible(page, "a calendar box's reveal");
  await expectFocusTrapped(page, reveal);
  await page.keyboard.press('Escape');
  await expect(reveal).toBeHidden();
  await expect(page.locator(':focus')).toHaveCount(1);
  await expectFocusShown(page);
  expect(pageErrors).toEqual([]);
});

interface Profile {
  user: { balance: number };
  userCorporation?: { corporation: { id: string } };
}
interface CorporationSummary {
  id: string;
  name: string;
}
interface CorporationDetail {
  corporationBonuses: { type: string; level: number }[];
  userCorporations: { user: { discordUserName: string } }[];
}

test('joining a corporation: the confirmation dialog keeps the focus and confirms with Enter', async ({
  page,
  request,
  pageErrors,
}) => {
  // A player in no corporation, and a corporation with room.
  const candidates = ['sans.banniere', 'nouveau.test', 'toutes.bannieres', 'ancien.abonne', 'abonne.test'];
  let joiner: string | undefined;
  for (const name of candidates) {
    if (!(await readHardcore<Profile>(request, `/public/user/${name}`)).userCorporation) {
      joiner = name;
      break;
    }
  }
  expect(joiner, 'a seeded player in no corporation').toBeTruthy();
  let corporation: CorporationSummary | undefined;
  for (const summary of await readHardcore<CorporationSummary[]>(request, '/public/corporation')) {
    const detail = await readHardcore<CorporationDetail>(request, `/public/corporation/${summary.id}`);
    const level = detail.corporationBonuses.find((bonus) => bonus.type === 'MEMBER_COUNT')?.level ?? 0;
    if (
      detail.userCorporations.length <
      gameNumbers.corporation.baseMembers + gameNumbers.corporation.membersPerLevel * level
    ) {
      corporation = summary;
      break;
    }
  }
  expect(corporation, 'a corporation with room').toBeTruthy();

  await page.goto(`/corporation/${corporation!.id}`);
  await signInByKeyboard(page, joiner!);
  const join = page.locator('#CorpoDetail-page').getByRole('button', { name: 'Rejoindre', exact: true });
  await tabTo(page, join);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the dialog joining a corporation');
  await expectFocusTrapped(page, dialog);
  await tabTo(page, dialog.getByRole('button', { name: 'Rejoindre', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`member-${joiner}`)).toBeVisible();
  expect(pageErrors).toEqual([]);
});

interface OffersPage {
  offers: { id: string; item: { id: string }; price: number; seller: { discordUserName: string } }[];
}

test('accepting a market offer; the seller hears of the sale', async ({ page, browser, request, pageErrors }) => {
  const buyer = 'gardienne.des.cartes';
  const balance = await balanceOf(request, buyer);
  const { offers } = await readHardcore<OffersPage>(request, '/public/market?sort=PRICE_ASC');
  const offer = offers.find((o) => o.seller.discordUserName !== buyer && o.price <= balance);
  expect(offer, 'an offer the buyer can pay').toBeTruthy();

  // The seller has the Marché open in a browser of their own.
  const sellerPage = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await sellerPage.goto(`${originOf('shell')}/marche`);
  await signIn(sellerPage, offer!.seller.discordUserName);
  await expect(sellerPage.getByTestId('trade-count-today')).toBeVisible();

  await page.goto(`/marche?carte=${offer!.item.id}`);
  await signInByKeyboard(page, buyer);
  const buy = page.locator(`[data-offer-id="${offer!.id}"]`).getByRole('button', { name: /^Acheter / });
  await tabTo(page, buy, { max: 120 });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Acheter cette offre ?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'the dialog buying an offer');
  await expectFocusTrapped(page, confirm);
  // Escape closes it and gives the focus back to the button that opened it, which opens it again.
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(buy).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: `Acheter pour ${offer!.price} ZUMonnaie` }));
  await page.keyboard.press('Enter');
  // The purchase is said in the page's polite live region.
  const notice = page.getByRole('status').filter({ has: page.getByTestId('market-notice') });
  await expect(notice).toContainText('Tu as acheté');
  expect(await balanceOf(request, buyer)).toBe(balance - offer!.price);
  // The sale reaches the seller's open page by the live channel, said in its polite live region.
  await expect(sellerPage.getByRole('status').filter({ has: sellerPage.getByTestId('market-notice') })).toContainText(
    /^Vendu ! .+ a acheté ta carte /,
  );
  await sellerPage.context().close();
  expect(pageErrors).toEqual([]);
});

test('buying at the échoppe', async ({ page, request, pageErrors }) => {
  const buyer = 'sans.banniere';
  const { index, entry, balance } = await affordableShopEntry(request, buyer);

  await page.goto('/marche');
  await signInByKeyboard(page, buyer);
  await page.goto('/echoppe');
  const tile = page.getByTestId('shop-entry').nth(index);
  await tabTo(page, tile.getByRole('button', { name: /^Acheter / }), { max: 120 });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: "Acheter à l'échoppe ?" });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'the dialog buying at the échoppe');
  await expectFocusTrapped(page, confirm);
  await tabTo(page, confirm.getByRole('button', { name: /^Acheter pour / }));
  await page.keyboard.press('Enter');
  await expect(tile.getByTestId('shop-stock')).toContainText(`${entry.currentStock - 1} / `);
  const left = balance - entry.shopInventory.balance;
  await expect(page.getByRole('status').filter({ has: page.getByTestId('shop-notice') })).toContainText(
    `il te reste ${french.format(left)} ZUMonnaie`,
  );
  expect(pageErrors).toEqual([]);
});

test('placing a pixel on z/place: a colour chosen, the pixel moved with the arrows, painted with Enter', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/place');
  await signInByKeyboard(page, player);
  const paint = page.getByTestId('place-paint');
  await expect(paint, `${player} must not be waiting out a cooldown`).not.toHaveText(/^Prochain pixel/);
  const picked = page.getByText(/^Pixel choisi :/);
  const before = await picked.textContent();

  const colour = page
    .getByRole('group', { name: /couleur/i })
    .getByRole('button')
    .nth(2);
  const colourName = (await colour.getAttribute('aria-label'))!;
  await tabTo(page, colour);
  await page.keyboard.press('Enter');
  await expect(paint).toHaveText(`Colorier en ${colourName}`);

  const canvas = page.getByRole('application', { name: 'Toile de z/place' });
  await tabTo(page, canvas, { backwards: true });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(picked).not.toHaveText(before!);
  const [x, y] = /\((\d+), (\d+)\)/.exec((await picked.textContent()) ?? '')!.slice(1);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `Pixel (${x}, ${y}) colorié en ${colourName} !` }),
  ).toBeVisible();
  await expect(paint).toHaveText(/^Prochain pixel dans /);
  expect(pageErrors).toEqual([]);
});
