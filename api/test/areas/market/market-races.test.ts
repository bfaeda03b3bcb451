// Market and échoppe writes fired at once through the routes. PGlite runs transactions one after the other; on
// PostgreSQL (DATABASE_URL) they really overlap, and the account locks and the guarded updates keep the outcome
// right. Whatever the order, ZUMonnaie and cards are only moved, never made or lost.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq, inArray, sum } from 'drizzle-orm';
import { inventories, playerAccounts } from '../../../src/areas/players/players-schema';
import { shopEntries } from '../../../src/areas/shop/shop-schema';
import { tradeOffers } from '../../../src/areas/market/market-schema';
import { dailyTradeLimit } from '../../../src/areas/market/market-rules';
import { insertTestPlayer, type TestPlayer } from '../../support/test-players';
import { insertShopEntry } from '../../support/shop-fixtures';
import { useSignedTestApp } from '../../support/test-tokens';
import { giveCopies, tradableCardWithNoEffect } from '../../support/card-fixtures';

const t = useSignedTestApp();
const db = () => t.database.db;

interface Signed extends TestPlayer {
  authorization: string;
}

async function players(n: number, balance: number): Promise<Signed[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const who = await insertTestPlayer(db(), 'NORMAL', { currencies: { balance } });
      return { ...who, authorization: await t.bearer(who.name) };
    }),
  );
}

const send = (who: Signed, method: 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: who.authorization }, ...(payload ? { payload } : {}) });

/** How many answered 200, and the codes of the others. */
async function settle(calls: Promise<{ statusCode: number; json(): { code?: string } }>[]) {
  const responses = await Promise.all(calls);
  const codes = responses.filter((r) => r.statusCode !== 200).map((r) => String(r.json().code));
  return { successes: responses.length - codes.length, codes: new Set(codes) };
}

/** The players' ZUMonnaie and copies of `itemId`, all together. */
async function totals(who: TestPlayer[], itemId: string) {
  const ids = who.map((w) => w.userId);
  const [money] = await db()
    .select({ total: sum(playerAccounts.balance) })
    .from(playerAccounts)
    .where(and(inArray(playerAccounts.userId, ids), eq(playerAccounts.ruleSet, 'NORMAL')));
  const [cards] = await db()
    .select({ total: sum(inventories.quantity) })
    .from(inventories)
    .where(and(inArray(inventories.userId, ids), eq(inventories.itemId, itemId)));
  return { money: Number(money?.total ?? 0), cards: Number(cards?.total ?? 0) };
}

const tradableCard = () => tradableCardWithNoEffect(db());

/** An offer of a new seller's, for a copy given for the occasion. */
async function offerFrom(seller: Signed, itemId: string, price: number): Promise<string> {
  await giveCopies(db(), seller, itemId);
  const response = await send(seller, 'POST', '/public/market', { itemId, shinyLevel: 0, price });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().id;
}

describe('simultaneous market and échoppe writes', () => {
  it('50 buyers for the last unit of an échoppe entry: one gets it', async () => {
    const { id: entryId, itemId } = await insertShopEntry(db(), { price: 300, initialStock: 5, stock: 1 });
    const buyers = await players(50, 300);
    const before = await totals(buyers, itemId);

    const { successes, codes } = await settle(buyers.map((b) => send(b, 'POST', `/public/shop/${entryId}/buy`)));
    assert.equal(successes, 1);
    assert.deepEqual(codes, new Set(['OUT_OF_STOCK']));
    const [entry] = await db().select().from(shopEntries).where(eq(shopEntries.id, entryId));
    assert.equal(entry?.currentStock, 0);
    // The one sale took its price out of the buyers' money and put one card in: nothing else moved.
    assert.deepEqual(await totals(buyers, itemId), { money: before.money - 300, cards: before.cards + 1 });
  });

  it('20 acceptances of one offer: one trade', async () => {
    const card = await tradableCard();
    const [seller] = await players(1, 0);
    const offerId = await offerFrom(seller!, card.id, 400);
    const buyers = await players(20, 1_000);
    const everyone = [seller!, ...buyers];
    const before = await totals(everyone, card.id);

    const { successes, codes } = await settle(buyers.map((b) => send(b, 'POST', `/public/market/${offerId}/accept`)));
    assert.equal(successes, 1);
    assert.deepEqual(codes, new Set(['OFFER_ALREADY_SOLD']));
    assert.deepEqual(await totals(everyone, card.id), before);
    assert.deepEqual(await totals([seller!], card.id), { money: 400, cards: 0 });
  });

  it('a withdrawal and an acceptance of one offer: one of the two, never both', async () => {
    const card = await tradableCard();
    for (let round = 0; round < 4; round++) {
      const [seller, buyer] = [...(await players(1, 0)), ...(await players(1, 1_000))] as [Signed, Signed];
      const offerId = await offerFrom(seller, card.id, 250);
      const before = await totals([seller, buyer], card.id);
      // Sent in turn one first, then the other.
      const accept = () => send(buyer, 'POST', `/public/market/${offerId}/accept`);
      const withdraw = () => send(seller, 'DELETE', `/public/market/${offerId}`);
      const [accepted, withdrawn] =
        round % 2 === 0
          ? await Promise.all([accept(), withdraw()])
          : await Promise.all([withdraw(), accept()]).then(([w, a]) => [a, w]);
      assert.equal([accepted!, withdrawn!].filter((r) => r.statusCode === 200).length, 1);
      const [row] = await db().select().from(tradeOffers).where(eq(tradeOffers.id, offerId));
      if (accepted!.statusCode === 200) {
        assert.equal(row?.status, 'ACCEPTED');
        assert.equal(withdrawn!.json().code, 'OFFER_ALREADY_SOLD');
        assert.deepEqual(await totals([buyer], card.id), { money: 750, cards: 1 });
      } else {
        assert.equal(row?.status, 'CANCELLED');
        assert.equal(accepted!.json().code, 'OFFER_NOT_AVAILABLE');
        assert.deepEqual(await totals([buyer], card.id), { money: 1_000, cards: 0 });
      }
      assert.deepEqual(await totals([seller, buyer], card.id), before);
    }
  });

  it(`one player accepting 20 offers at once trades at most ${dailyTradeLimit} times that day`, async () => {
    const card = await tradableCard();
    const sellers = await players(20, 0);
    const offerIds = await Promise.all(sellers.map((seller) => offerFrom(seller, card.id, 100)));
    const [buyer] = await players(1, 5_000);
    const everyone = [buyer!, ...sellers];
    const before = await totals(everyone, card.id);

    const { successes, codes } = await settle(
      offerIds.map((offerId) => send(buyer!, 'POST', `/public/market/${offerId}/accept`)),
    );
    assert.equal(successes, dailyTradeLimit);
    assert.deepEqual(codes, new Set(['TRADE_LIMIT_REACHED']));
    assert.deepEqual(await totals(everyone, card.id), before);
    assert.deepEqual(await totals([buyer!], card.id), { money: 5_000 - 100 * dailyTradeLimit, cards: dailyTradeLimit });
  });
});
