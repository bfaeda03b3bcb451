// The market's writes through the routes (POST /public/market, DELETE /public/market/{id}, POST .../accept), on
// players of the tests' own: every refusal has its own code and a French message.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { inventories } from '../../../src/areas/players/players-schema';
import { playerDailyCounters } from '../../../src/areas/world/world-schema';
import { balanceOf as balanceOfIn } from '../../support/account-balances';
import { readWorldDate } from '../../../src/areas/world/world-clock';
import { loadCatalogue } from '../../../src/orchestrator/catalogue-loader';
import { dailyTradeLimit } from '../../../src/areas/market/market-rules';
import type { RuleSet } from '../../../src/engine/rule-sets';
import { insertTestPlayer, type TestPlayer } from '../../support/test-players';
import { profileActionsOf } from '../../support/profile-actions';
import { useSignedTestApp } from '../../support/test-tokens';

const t = useSignedTestApp();
const { db, headersOf } = profileActionsOf(t);

const player = (ruleSet: RuleSet = 'NORMAL', balance = 0) =>
  insertTestPlayer(db(), ruleSet, { currencies: { balance } });

async function cards() {
  const catalogue = await loadCatalogue(db());
  const tradable = catalogue.items.filter((item) => item.isTradable && item.effect === null);
  const untradable = catalogue.items.find((item) => !item.isTradable);
  assert.ok(tradable.length >= 2 && untradable, 'the seed has tradable and untradable cards');
  return { card: tradable[0]!, other: tradable[1]!, untradable };
}

async function give(who: TestPlayer, itemId: string, quantity = 1, shinyLevel = 0) {
  await db().insert(inventories).values({
    id: randomUUID(),
    userId: who.userId,
    ruleSet: who.ruleSet,
    itemId,
    shinyLevel,
    upgradeLevel: 0,
    quantity,
  });
}

async function send(who: TestPlayer, method: 'POST' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { ...headersOf(who.ruleSet), authorization: await t.bearer(who.name) },
    ...(payload ? { payload } : {}),
  });
}

const offer = (who: TestPlayer, itemId: string, price = 500, shinyLevel = 0) =>
  send(who, 'POST', '/public/market', { itemId, shinyLevel, price });
const accept = (who: TestPlayer, offerId: string) => send(who, 'POST', `/public/market/${offerId}/accept`);
const withdraw = (who: TestPlayer, offerId: string) => send(who, 'DELETE', `/public/market/${offerId}`);

function refused(
  response: { statusCode: number; body: string; json(): { code: string; message: string } },
  code: string,
) {
  assert.equal(response.statusCode, code.endsWith('NOT_FOUND') ? 404 : 400, response.body);
  assert.equal(response.json().code, code);
  assert.ok(response.json().message.length > 0);
}

const balanceOf = (who: TestPlayer) => balanceOfIn(db(), who);

async function copiesOf(who: TestPlayer, itemId: string) {
  const rows = await db()
    .select({ quantity: inventories.quantity })
    .from(inventories)
    .where(
      and(eq(inventories.userId, who.userId), eq(inventories.ruleSet, who.ruleSet), eq(inventories.itemId, itemId)),
    );
  return rows.reduce((sum, row) => sum + row.quantity, 0);
}

async function history(who: TestPlayer) {
  const response = await t.app.inject({ url: `/public/market/history/${who.name}`, headers: headersOf(who.ruleSet) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

describe('POST /public/market', () => {
  it('answers 401 without a token', async () => {
    const payload = { itemId: randomUUID(), shinyLevel: 0, price: 1 };
    const response = await t.app.inject({ method: 'POST', url: '/public/market', payload });
    assert.equal(response.statusCode, 401);
  });

  it('puts a copy the player holds on offer, never more copies than they hold', async () => {
    const { card } = await cards();
    const seller = await player();
    await give(seller, card.id, 2);
    const first = await offer(seller, card.id, 700);
    assert.equal(first.statusCode, 200, first.body);
    const body = first.json();
    assert.equal(body.status, 'OPEN');
    assert.equal(body.price, 700);
    assert.equal(body.item.id, card.id);
    assert.equal(body.seller.discordUserName, seller.name);
    assert.equal(body.buyer, undefined);
    assert.equal((await offer(seller, card.id, 800)).statusCode, 200);
    refused(await offer(seller, card.id, 900), 'ALL_COPIES_ON_OFFER');
    assert.equal((await history(seller)).openOffers.length, 2);
  });

  it('refuses a card the player lacks, an untradable card and a price out of bounds', async () => {
    const { card, untradable } = await cards();
    const seller = await player();
    await give(seller, untradable.id);
    refused(await offer(seller, card.id), 'NOT_ENOUGH_ITEMS');
    refused(await offer(seller, untradable.id), 'ITEM_NOT_TRADABLE');
    await give(seller, card.id);
    refused(await offer(seller, card.id, 5_000_000), 'INVALID_PRICE');
  });
});

describe('POST /public/market/{offerId}/accept', () => {
  it('moves the card and the price once, counting one trade for each side', async () => {
    const { card } = await cards();
    const [seller, buyer] = [await player(), await player('NORMAL', 1_000)];
    await give(seller, card.id);
    const { id } = (await offer(seller, card.id, 600)).json();
    const response = await accept(buyer, id);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().status, 'ACCEPTED');
    assert.equal(response.json().buyer.discordUserName, buyer.name);
    assert.ok(response.json().closedDate);
    assert.deepEqual([await balanceOf(buyer), await balanceOf(seller)], [400, 600]);
    assert.deepEqual([await copiesOf(buyer, card.id), await copiesOf(seller, card.id)], [1, 0]);
    const [sold, bought] = [await history(seller), await history(buyer)];
    assert.deepEqual(
      [sold.sold.map((o: { id: string }) => o.id), sold.openOffers, sold.tradeCount, sold.tradeCountToday],
      [[id], [], 1, 1],
    );
    assert.deepEqual([bought.bought.map((o: { id: string }) => o.id), bought.tradeCountToday], [[id], 1]);
    assert.equal(bought.tradeLimit, dailyTradeLimit);

    refused(await accept(await player('NORMAL', 1_000), id), 'OFFER_ALREADY_SOLD');
  });

  it('refuses its own offer, a poor buyer, a card gone from the seller and an unknown offer', async () => {
    const { card } = await cards();
    const seller = await player();
    await give(seller, card.id);
    const { id } = (await offer(seller, card.id, 600)).json();
    refused(await accept(seller, id), 'SELF_TRADE');
    refused(await accept(await player('NORMAL', 599), id), 'NOT_ENOUGH_BALANCE');
    await db()
      .delete(inventories)
      .where(and(eq(inventories.userId, seller.userId), eq(inventories.itemId, card.id)));
    refused(await accept(await player('NORMAL', 1_000), id), 'SELLER_NO_LONGER_OWNS');
    refused(await accept(seller, randomUUID()), 'OFFER_NOT_FOUND');
  });

  it("holds the buyer's and the seller's daily trade limits, each with its own code", async () => {
    const { card } = await cards();
    const today = await readWorldDate(db());
    const busy = (who: TestPlayer) =>
      db()
        .insert(playerDailyCounters)
        .values({ userId: who.userId, ruleSet: who.ruleSet, date: today, counter: 'trades', value: dailyTradeLimit });
    const [seller, buyer] = [await player(), await player('NORMAL', 1_000)];
    await give(seller, card.id);
    const { id } = (await offer(seller, card.id, 100)).json();
    await busy(buyer);
    refused(await accept(buyer, id), 'TRADE_LIMIT_REACHED');
    await busy(seller);
    refused(await accept(await player('NORMAL', 1_000), id), 'SELLER_TRADE_LIMIT_REACHED');
  });

  it("refreshes both players' kept profiles: each shows one more trade at once", async () => {
    const { card } = await cards();
    const [seller, buyer] = [await player(), await player('NORMAL', 1_000)];
    await give(seller, card.id);
    const profile = async (who: TestPlayer) =>
      (await t.app.inject({ url: `/public/user/${who.name}` })).json<{ tradeCount: number; tradeCountToday: number }>();
    const { id } = (await offer(seller, card.id, 100)).json();
    assert.deepEqual([(await profile(seller)).tradeCount, (await profile(buyer)).tradeCount], [0, 0]);
    await accept(buyer, id);
    for (const who of [seller, buyer]) {
      const { tradeCount, tradeCountToday } = await profile(who);
      assert.deepEqual([tradeCount, tradeCountToday], [1, 1]);
    }
  });

  it('trades in HARDCORE too, apart from NORMAL', async () => {
    const { card } = await cards();
    const [seller, buyer] = [await player('HARDCORE'), await player('HARDCORE', 1_000)];
    await give(seller, card.id);
    const { id } = (await offer(seller, card.id, 250)).json();
    const normalView = await t.app.inject({ url: `/public/market/${id}` });
    assert.equal(normalView.statusCode, 404);
    assert.equal((await accept(buyer, id)).statusCode, 200);
    assert.deepEqual([await balanceOf(buyer), await balanceOf(seller)], [750, 250]);
  });
});

describe('DELETE /public/market/{offerId}', () => {
  it("withdraws the player's own open offer, once, and only theirs", async () => {
    const { card } = await cards();
    const seller = await player();
    await give(seller, card.id);
    const { id } = (await offer(seller, card.id)).json();
    refused(await withdraw(await player(), id), 'NOT_YOUR_OFFER');
    const response = await withdraw(seller, id);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().status, 'CANCELLED');
    refused(await withdraw(seller, id), 'OFFER_NOT_AVAILABLE');
    refused(await accept(await player('NORMAL', 1_000), id), 'OFFER_NOT_AVAILABLE');
    assert.equal(await copiesOf(seller, card.id), 1, 'the card never left');
    refused(await withdraw(seller, randomUUID()), 'OFFER_NOT_FOUND');
  });

  it('a sold offer can no longer be withdrawn', async () => {
    const { other } = await cards();
    const seller = await player();
    await give(seller, other.id);
    const { id } = (await offer(seller, other.id, 10)).json();
    await accept(await player('NORMAL', 100), id);
    refused(await withdraw(seller, id), 'OFFER_ALREADY_SOLD');
  });
});
