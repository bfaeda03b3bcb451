// GET /public/shop/{userName}, our addition: which offers of the current batch a player has bought, so that the
// page can say so instead of offering a buy the API refuses with ALREADY_BOUGHT. GET /public/shop stays one answer.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq, lt } from 'drizzle-orm';
import type { ShopBought, ShopEntry } from '@zu/shared-contract';
import { shopEntries, shopPurchases } from '../../../src/areas/shop/shop-schema';
import type { RuleSet } from '../../../src/engine/rule-sets';
import { insertTestPlayer, type TestPlayer } from '../../support/test-players';
import { profileActionsOf } from '../../support/profile-actions';
import { useSignedTestApp } from '../../support/test-tokens';

const t = useSignedTestApp();
const { db, headersOf } = profileActionsOf(t);

async function currentEntries(ruleSet: RuleSet): Promise<ShopEntry[]> {
  return (await t.app.inject({ url: '/public/shop', headers: headersOf(ruleSet) })).json<ShopEntry[]>();
}

async function boughtBy(userName: string, ruleSet: RuleSet) {
  return t.app.inject({ url: `/public/shop/${userName}`, headers: headersOf(ruleSet) });
}

async function buy(who: TestPlayer, entryId: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/public/shop/${entryId}/buy`,
    headers: { ...headersOf(who.ruleSet), authorization: await t.bearer(who.name) },
  });
  assert.equal(response.statusCode, 200, response.body);
}

describe('GET /public/shop/{userName}', () => {
  it('lists the current offers the player bought, and leaves the public échoppe the same for everyone', async () => {
    const buyer = await insertTestPlayer(db(), 'HARDCORE', { currencies: { balance: 10_000_000 } });
    const [first, second] = (await currentEntries('HARDCORE')).filter((e) => e.currentStock > 0);
    assert.ok(first && second);
    const before = await boughtBy(buyer.name, 'HARDCORE');
    assert.equal(before.statusCode, 200, before.body);
    assert.deepEqual(before.json<ShopBought>(), { boughtEntryIds: [] });
    const publicBefore = (await t.app.inject({ url: '/public/shop', headers: headersOf('HARDCORE') })).body;

    await buy(buyer, second.id);
    await buy(buyer, first.id);
    const after = (await boughtBy(buyer.name, 'HARDCORE')).json<ShopBought>();
    assert.deepEqual([...after.boughtEntryIds].sort(), [first.id, second.id].sort());

    // The public list is the same with or without a token: only the stock moved.
    const withToken = await t.app.inject({
      url: '/public/shop',
      headers: { ...headersOf('HARDCORE'), authorization: await t.bearer(buyer.name) },
    });
    const withoutToken = await t.app.inject({ url: '/public/shop', headers: headersOf('HARDCORE') });
    assert.equal(withToken.body, withoutToken.body);
    assert.notEqual(withoutToken.body, publicBefore);
    assert.ok(!withoutToken.body.includes('bought'));
  });

  it("forgets a past batch's purchases: they are not among the current offers", async () => {
    const buyer = await insertTestPlayer(db(), 'NORMAL', { currencies: { balance: 10 } });
    const [current] = await currentEntries('NORMAL');
    const [past] = await db()
      .select({ id: shopEntries.id })
      .from(shopEntries)
      .where(and(eq(shopEntries.ruleSet, 'NORMAL'), lt(shopEntries.beginDate, new Date(`${current!.beginDate}Z`))))
      .limit(1);
    assert.ok(past, 'the seed holds earlier batches');
    await db().insert(shopPurchases).values({ userId: buyer.userId, entryId: past.id, at: new Date() });
    assert.deepEqual((await boughtBy(buyer.name, 'NORMAL')).json<ShopBought>(), { boughtEntryIds: [] });
  });

  it('answers 404 USER_NOT_FOUND for an unknown player and 400 for a name longer than any', async () => {
    const unknown = await boughtBy('personne.inconnue', 'NORMAL');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'USER_NOT_FOUND');
    const bad = await boughtBy('x'.repeat(65), 'NORMAL');
    assert.equal(bad.statusCode, 400);
    assert.equal(typeof bad.json().code, 'string');
  });
});
