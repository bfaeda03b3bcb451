// Actions fired at once. PGlite runs transactions one after the other; on PostgreSQL (DATABASE_URL) they really
// overlap, and the account lock and the guarded updates are what keep the outcome right.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { count, eq, inArray } from 'drizzle-orm';
import type { DatabaseHandle, Db } from '../../src/db/client';
import { claimDailyLoot } from '../../src/areas/loot/loot-repository';
import { acceptTradeOffer, createTradeOffer } from '../../src/areas/market/market-repository';
import { tradeOffers, trades } from '../../src/areas/market/market-schema';
import { buyShopOffer } from '../../src/areas/shop/shop-repository';
import { shopEntries, shopPurchases } from '../../src/areas/shop/shop-schema';
import { loots } from '../../src/areas/loot/loot-schema';
import { loadCatalogue } from '../../src/orchestrator/catalogue-loader';
import { ApiError } from '../../src/lib/api-error';
import { openTestDatabase } from '../support/test-app';
import { balanceOf as balanceOfIn } from '../support/account-balances';
import { createPlayer, type Who } from './action-db-fixtures';
import { giveTradableCard } from '../support/card-fixtures';

let handle: DatabaseHandle;
let db: Db;
const now = new Date('2026-11-02T12:00:00Z');

before(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
after(async () => {
  await handle?.close();
});

/** How many calls succeeded, and the refusal codes of the others. */
async function settle<T>(calls: Promise<T>[]): Promise<{ successes: number; codes: string[] }> {
  const results = await Promise.allSettled(calls);
  const codes = results.flatMap((result) => {
    if (result.status === 'fulfilled') return [];
    assert.ok(result.reason instanceof ApiError, `unexpected error: ${String(result.reason)}`);
    return [result.reason.code];
  });
  return { successes: results.length - codes.length, codes };
}

const balanceOf = (who: Who) => balanceOfIn(db, who);

describe('concurrent actions', () => {
  it('20 simultaneous dailies of one player on one day: exactly one is paid', async () => {
    const player = await createPlayer(db, 'NORMAL');
    const { successes, codes } = await settle(Array.from({ length: 20 }, () => claimDailyLoot(db, player, now)));
    assert.equal(successes, 1);
    assert.deepEqual(new Set(codes), new Set(['DAILY_ALREADY_CLAIMED']));
    const [paid] = await db.select({ n: count() }).from(loots).where(eq(loots.userId, player.userId));
    assert.equal(paid?.n, 1);
    assert.equal(await balanceOf(player), 1_000);
  });

  it('20 simultaneous purchases worth more than the balance: it never goes below zero', async () => {
    const catalogue = await loadCatalogue(db);
    const cards = catalogue.items.filter((item) => item.effect === null).slice(0, 21);
    const batch = new Date('2026-11-02T00:00:00Z');
    const offers = cards.map((card, i) => ({
      id: randomUUID(),
      ruleSet: 'NORMAL' as const,
      itemId: card.id,
      shinyLevel: 0,
      upgradeLevel: 0,
      price: i < 20 ? 1_000 : 100,
      initialStock: i < 20 ? 5 : 3,
      currentStock: i < 20 ? 5 : 3,
      beginDate: batch,
    }));
    await db.insert(shopEntries).values(offers);
    const player = await createPlayer(db, 'NORMAL', { balance: 7_500 });
    const { successes, codes } = await settle(
      offers.slice(0, 20).map((offer) => buyShopOffer(db, player, offer.id, now)),
    );
    assert.equal(successes, 7);
    assert.deepEqual(new Set(codes), new Set(['NOT_ENOUGH_BALANCE']));
    assert.equal(await balanceOf(player), 500);
    const [bought] = await db.select({ n: count() }).from(shopPurchases).where(eq(shopPurchases.userId, player.userId));
    assert.equal(bought?.n, 7);

    // Ten players after the last three copies of one offer: the stock guard lets three through.
    const scarce = offers[20];
    assert.ok(scarce);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createPlayer(db, 'NORMAL', { balance: 1_000 })));
    const rush = await settle(buyers.map((buyer) => buyShopOffer(db, buyer, scarce.id, now)));
    assert.equal(rush.successes, 3);
    assert.deepEqual(new Set(rush.codes), new Set(['OUT_OF_STOCK']));
    const [stock] = await db.select().from(shopEntries).where(eq(shopEntries.id, scarce.id));
    assert.equal(stock?.currentStock, 0);
    const balances = await Promise.all(buyers.map(balanceOf));
    assert.equal(balances.filter((balance) => balance === 900).length, 3);
  });

  it('five buyers accepting one market offer at once: one trade', async () => {
    const seller = await createPlayer(db, 'NORMAL');
    const itemId = await giveTradableCard(db, seller);
    const offer = await createTradeOffer(db, seller, { itemId, shinyLevel: 0, price: 300 }, now);
    const buyers = await Promise.all(Array.from({ length: 5 }, () => createPlayer(db, 'NORMAL', { balance: 1_000 })));
    const { successes, codes } = await settle(buyers.map((buyer) => acceptTradeOffer(db, buyer, offer.offerId, now)));
    assert.equal(successes, 1);
    assert.deepEqual(new Set(codes), new Set(['OFFER_ALREADY_SOLD']));
    assert.equal(await balanceOf(seller), 300);
    const [row] = await db.select().from(tradeOffers).where(eq(tradeOffers.id, offer.offerId));
    assert.equal(row?.status, 'ACCEPTED');
    const done = await db
      .select()
      .from(trades)
      .where(
        inArray(
          trades.buyerId,
          buyers.map((buyer) => buyer.userId),
        ),
      );
    assert.equal(done.length, 1);
  });
});
