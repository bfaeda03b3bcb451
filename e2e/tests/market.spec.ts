import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { switchFeature } from '../support/feature-command';
import { affordableShopEntry, balanceOf, readHardcore } from '../support/api-reads';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

// The Marché and the Échoppe in the composed site, as players play them: one player puts a card on offer and
// another buys it (both inventories, balances and trade counters move; the seller sees the sale counted on the
// Marché link); a purchase at the échoppe lowers the stock on the page and stays marked on a later visit; both pages
// leave when their feature is off.

const api = 'http://localhost:8080';
const seller = 'joueur.test';
const buyer = 'nouveau.test';
const shopBuyer = 'toutes.bannieres';
const price = 7;
const french = new Intl.NumberFormat('fr-FR');

const tradesOf = (request: APIRequestContext, userName: string) =>
  readHardcore<{ tradeCount: number; tradeCountToday: number; tradeLimit: number }>(
    request,
    `/public/market/history/${userName}`,
  );

/** Copies of one card at one version in a player's inventory (plain copies: the ones a trade moves). */
async function copiesOf(request: APIRequestContext, userName: string, itemId: string, shinyLevel: number) {
  const inventory = await readHardcore<
    { item: { id: string }; shinyLevel: number; upgradeLevel: number; quantity: number }[]
  >(request, `/public/inventory/${userName}`);
  return inventory
    .filter((e) => e.item.id === itemId && e.shinyLevel === shinyLevel && e.upgradeLevel === 0)
    .reduce((sum, e) => sum + e.quantity, 0);
}

/** A second player's own browser, signed in on `path`. */
async function playerPage(browser: Browser, userName: string, path: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto(path);
  await page.locator('#root[data-prerendered]').waitFor({ state: 'detached' });
  await signIn(page, userName);
  return page;
}

test('one player puts a card on offer, another buys it: cards, money and trade counts move, the seller sees the sale', async ({
  page,
  browser,
  request,
  pageErrors,
}) => {
  await page.goto('/marche');
  await expect(page.locator('#Market-page').getByRole('heading', { level: 1, name: 'Marché' })).toBeVisible();
  await expect(page.getByTestId('offer-count')).toBeVisible();
  await signIn(page, seller);
  await expect(page.getByTestId('trade-count-today')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('market.png'), fullPage: true });

  // The seller offers the first card the dialog proposes.
  await page.getByRole('button', { name: 'Mettre une carte en vente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mettre une carte en vente' });
  const card = dialog.getByRole('combobox', { name: 'Carte à vendre' });
  await expect(card.locator('option').nth(1)).toBeAttached();
  await card.selectOption({ index: 1 });
  await dialog.getByRole('spinbutton', { name: 'Prix en ZUMonnaie' }).fill(String(price));
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url() === `${api}/public/market`);
  // The form gives way to its confirmation, which states the price.
  await page
    .getByRole('dialog', { name: 'Mettre cette carte en vente ?' })
    .getByRole('button', { name: `Mettre en vente pour ${price} ZUMonnaie` })
    .click();
  const offerAnswer = await created;
  expect(offerAnswer.status(), await offerAnswer.text()).toBe(200);
  const offer = (await offerAnswer.json()) as { id: string; item: { id: string }; shinyLevel: number };
  await expect(page.getByTestId('market-notice')).toContainText('est en vente');
  await expect(
    page.getByRole('list', { name: 'Mes offres en cours' }).locator(`[data-offer-id="${offer.id}"]`),
  ).toBeVisible();
  // The seller leaves the Marché: a sale from now on is new to them.
  await page.goto('/');

  const before = {
    sellerBalance: await balanceOf(request, seller),
    buyerBalance: await balanceOf(request, buyer),
    sellerCopies: await copiesOf(request, seller, offer.item.id, offer.shinyLevel),
    buyerCopies: await copiesOf(request, buyer, offer.item.id, offer.shinyLevel),
    sellerTrades: await tradesOf(request, seller),
    buyerTrades: await tradesOf(request, buyer),
  };

  const buyerPage = await playerPage(browser, buyer, `/marche?carte=${offer.item.id}`);
  await expect(buyerPage.getByTestId('trade-count-today')).toContainText(
    `${before.buyerTrades.tradeCountToday} / ${before.buyerTrades.tradeLimit}`,
  );
  await buyerPage
    .locator(`[data-offer-id="${offer.id}"]`)
    .getByRole('button', { name: /^Acheter / })
    .click();
  const confirm = buyerPage.getByRole('dialog', { name: 'Acheter cette offre ?' });
  await expect(confirm).toContainText(`pour ${price} ZUMonnaie`);
  const accepted = buyerPage.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/accept'));
  await confirm.getByRole('button', { name: `Acheter pour ${price} ZUMonnaie` }).click();
  expect((await accepted).status()).toBe(200);
  await expect(buyerPage.getByTestId('market-notice')).toContainText('Tu as acheté');
  await expect(buyerPage.getByTestId('trade-count-today')).toContainText(
    `${before.buyerTrades.tradeCountToday + 1} / ${before.buyerTrades.tradeLimit}`,
  );
  await expect(buyerPage.getByTestId('header-balance')).toContainText(french.format(before.buyerBalance - price));
  await buyerPage.screenshot({ path: test.info().outputPath('market-bought.png'), fullPage: true });

  // One card and the price moved, once; each side counts one more trade.
  expect(await balanceOf(request, seller)).toBe(before.sellerBalance + price);
  expect(await balanceOf(request, buyer)).toBe(before.buyerBalance - price);
  expect(await copiesOf(request, seller, offer.item.id, offer.shinyLevel)).toBe(before.sellerCopies - 1);
  expect(await copiesOf(request, buyer, offer.item.id, offer.shinyLevel)).toBe(before.buyerCopies + 1);
  const [sellerTrades, buyerTrades] = [await tradesOf(request, seller), await tradesOf(request, buyer)];
  expect(sellerTrades.tradeCountToday).toBe(before.sellerTrades.tradeCountToday + 1);
  expect(sellerTrades.tradeCount).toBe(before.sellerTrades.tradeCount + 1);
  expect(buyerTrades.tradeCountToday).toBe(before.buyerTrades.tradeCountToday + 1);
  expect(buyerTrades.tradeCount).toBe(before.buyerTrades.tradeCount + 1);
  await buyerPage.context().close();

  // Back on the site, the seller finds the sale counted on the Marché link; looking at the Marché clears it.
  await page.reload();
  const marketLink = page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: /^Marché/ });
  await expect(marketLink.getByTestId('unseen-sales')).toHaveText(/^1\s*vente depuis ta dernière visite$/);
  await marketLink.click();
  await expect(page.getByTestId('new-sales')).toHaveText('1 vente depuis ta dernière visite');
  await expect(page.getByRole('list', { name: 'Mes ventes' }).getByText('Nouveau', { exact: true })).toHaveCount(1);
  await expect(marketLink.getByTestId('unseen-sales')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('a purchase at the échoppe lowers the stock on the page and pays from the balance', async ({
  page,
  request,
  pageErrors,
}) => {
  // The échoppe's blank layout has no header: the player signs in from a page that has one, then goes there.
  await page.goto('/marche');
  await signIn(page, shopBuyer);
  await page.goto('/echoppe');
  await expect(page.getByRole('heading', { level: 1, name: 'Échoppe' })).toBeVisible();
  const { index, entry, balance } = await affordableShopEntry(request, shopBuyer);
  const tile = page.getByTestId('shop-entry').nth(index);
  await expect(tile.getByTestId('shop-stock')).toContainText(`${entry.currentStock} / `);
  await page.screenshot({ path: test.info().outputPath('shop.png'), fullPage: true });

  await tile.getByRole('button', { name: /^Acheter / }).click();
  const confirm = page.getByRole('dialog', { name: "Acheter à l'échoppe ?" });
  await expect(confirm).toContainText(`${french.format(entry.shopInventory.balance)} ZUMonnaie`);
  await confirm.getByRole('button', { name: /^Acheter pour / }).click();
  await expect(tile.getByTestId('shop-stock')).toContainText(`${entry.currentStock - 1} / `);
  const left = balance - entry.shopInventory.balance;
  await expect(page.getByTestId('shop-notice')).toContainText(`il te reste ${french.format(left)} ZUMonnaie`);
  expect(await balanceOf(request, shopBuyer)).toBe(left);
  await expect(tile.getByRole('button', { name: /déjà acheté$/ })).toBeDisabled();
  // On a later visit too, the page says the offer is bought rather than offering a buy the API would refuse.
  await page.reload();
  await expect(tile.getByTestId('shop-bought')).toHaveText('Déjà acheté');
  await expect(tile.getByRole('button', { name: /déjà acheté$/ })).toBeDisabled();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('shop-phone.png'), fullPage: true });
  await page.goto('/marche');
  await expect(page.getByTestId('offer-count')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('market-phone.png'), fullPage: true });
  expect(pageErrors).toEqual([]);
});

test('with TRADE or SHOP off, the Marché or the Échoppe leads to the unavailable page', async ({ page }) => {
  for (const [name, path] of [
    ['TRADE', '/marche'],
    ['SHOP', '/echoppe'],
  ] as const) {
    await switchFeature(name, 'off');
    try {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/non-disponible$/);
    } finally {
      await switchFeature(name, 'on');
    }
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
  }
});
