// Buying from the échoppe (POST /public/shop/{entryId}/buy) on players of the tests' own, among the seeded current
// batch: the answer holds the entry after the sale and the balance left; each refusal has its own code.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { and, eq, lt } from 'drizzle-orm';
import type { ShopEntry } from '@zu/shared-contract';
import { shopEntries } from '../../../src/areas/shop/shop-schema';
import type { RuleSet } from '../../../src/engine/rule-sets';
import { insertTestPlayer, type TestPlayer } from '../../support/test-players';
import { profileActionsOf } from '../../support/profile-actions';
import { useSignedTestApp } from '../../support/test-tokens';

const t = useSignedTestApp();
const { db, headersOf } = profileActionsOf(t);

const player = (balance: number, ruleSet: RuleSet = 'NORMAL') =>
  insertTestPlayer(db(), ruleSet, { currencies: { balance } });

async function currentEntries(ruleSet: RuleSet = 'NORMAL'): Promise<ShopEntry[]> {
  const response = await t.app.inject({ url: '/public/shop', headers: headersOf(ruleSet) });
  assert.equal(response.statusCode, 200);
  const entries = response.json<ShopEntry[]>();
  assert.ok(entries.length >= 2, 'the seed has a current batch');
  return entries;
}

async function buy(who: TestPlayer, entryId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/public/shop/${entryId}/buy`,
    headers: { ...headersOf(who.ruleSet), authorization: await t.bearer(who.name) },
  });
}

function refused(response: Awaited<ReturnType<typeof buy>>, status: number, code: string) {
  assert.equal(response.statusCode, status, response.body);
  assert.equal(response.json().code, code);
}

describe('POST /public/shop/{entryId}/buy', () => {
  it('answers 401 without a token', async () => {
    const [entry] = await currentEntries();
    const response = await t.app.inject({ method: 'POST', url: `/public/shop/${entry!.id}/buy` });
    assert.equal(response.statusCode, 401);
  });

  it('sells the card once per player: the stock and the balance go down by one sale', async () => {
    for (const ruleSet of ['NORMAL', 'HARDCORE'] as const) {
      const entry = (await currentEntries(ruleSet)).find((e) => e.currentStock > 0);
      assert.ok(entry);
      const price = entry.shopInventory.balance;
      const buyer = await player(price + 50, ruleSet);
      const response = await buy(buyer, entry.id);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), {
        entry: { ...entry, currentStock: entry.currentStock - 1 },
        balance: 50,
      });
      refused(await buy(buyer, entry.id), 400, 'ALREADY_BOUGHT');
      const after = (await currentEntries(ruleSet)).find((e) => e.id === entry.id);
      assert.equal(after?.currentStock, entry.currentStock - 1);
    }
  });

  it('refuses an empty stock, a short balance, a past batch and an unknown entry', async () => {
    const [first, second] = await currentEntries();
    await db().update(shopEntries).set({ currentStock: 0 }).where(eq(shopEntries.id, first!.id));
    refused(await buy(await player(1_000_000), first!.id), 400, 'OUT_OF_STOCK');
    refused(await buy(await player(second!.shopInventory.balance - 1), second!.id), 400, 'NOT_ENOUGH_BALANCE');
    const [past] = await db()
      .select({ id: shopEntries.id })
      .from(shopEntries)
      .where(and(eq(shopEntries.ruleSet, 'NORMAL'), lt(shopEntries.beginDate, new Date(`${second!.beginDate}Z`))))
      .limit(1);
    assert.ok(past, 'the seed holds earlier batches');
    refused(await buy(await player(1_000_000), past.id), 400, 'OFFER_NOT_AVAILABLE');
    refused(await buy(await player(1_000_000), randomUUID()), 404, 'SHOP_ENTRY_NOT_FOUND');
  });
});
