// POST /public/subscription/subscribe: a signed-in player subscribes on their own account, paid in lore dust.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import { inventories } from '../../../src/areas/players/players-schema';
import { subscriptions } from '../../../src/areas/subscriptions/subscriptions-schema';
import { readWorldDate } from '../../../src/areas/world/world-clock';
import { addDays } from '../../../src/engine/world-rules';
import { profileActionsOf } from '../../support/profile-actions';
import { useSignedTestApp } from '../../support/test-tokens';

const t = useSignedTestApp();
const { db, createPlayer, useFreeMonth, account, subscribe } = profileActionsOf(t);

describe('POST /public/subscription/subscribe', () => {
  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/public/subscription/subscribe' });
    assert.equal(response.statusCode, 401);
  });

  it('gives the first month free, 30 days, with a reward card in the inventory; then ALREADY_SUBSCRIBED', async () => {
    const player = await createPlayer('NORMAL', 100);
    const today = await readWorldDate(db());
    const before = await t.app.inject({ url: `/public/user/${player.name}` });
    assert.equal(before.json().subscriptionLoreDustCost, 0, 'the profile tells the first month is free');
    const response = await subscribe(player);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.beginDate, today);
    assert.equal(body.endDate, addDays(today, 29));
    assert.equal(body.loreDustCost, 0);
    assert.equal(body.inventory.quantity, 1);
    assert.equal(body.inventory.shinyLevel, 1);
    const owned = await db()
      .select()
      .from(inventories)
      .where(and(eq(inventories.userId, player.userId), eq(inventories.itemId, body.inventory.item.id)));
    assert.equal(owned.length, 1);
    assert.equal((await account(player)).loreDust, 100);

    const profile = await t.app.inject({ url: `/public/user/${player.name}` });
    assert.equal(profile.json().subscription.endDate, `${addDays(today, 29)}T23:59:59`);
    assert.equal(profile.json().subscriptionLoreDustCost, 2000, 'and what the next one will cost');

    const again = await subscribe(player);
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json(), { code: 'ALREADY_SUBSCRIBED', message: 'Tu es déjà abonné(e) !' });
  });

  it('then costs 2000 lore dust, refused with NOT_ENOUGH_LORE_DUST below that', async () => {
    const poor = await createPlayer('HARDCORE', 1999);
    await useFreeMonth(poor);
    const refused = await subscribe(poor);
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json(), {
      code: 'NOT_ENOUGH_LORE_DUST',
      message: "Tu n'as pas assez de poudre créatrice pour t'abonner, il t'en faut 2000 !",
    });
    assert.equal((await account(poor)).loreDust, 1999);

    const rich = await createPlayer('HARDCORE', 2500);
    await useFreeMonth(rich);
    const paid = await subscribe(rich);
    assert.equal(paid.statusCode, 200, paid.body);
    assert.equal(paid.json().loreDustCost, 2000);
    assert.equal((await account(rich)).loreDust, 500);
  });

  it('twenty simultaneous subscriptions: exactly one succeeds and lore dust is charged once', async () => {
    const player = await createPlayer('NORMAL', 5000);
    await useFreeMonth(player);
    const responses = await Promise.all(Array.from({ length: 20 }, () => subscribe(player)));
    const ok = responses.filter((response) => response.statusCode === 200);
    assert.equal(ok.length, 1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().code, 'ALREADY_SUBSCRIBED');
    }
    assert.equal((await account(player)).loreDust, 3000);
    const [rows] = await db()
      .select({ n: count() })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, player.userId), eq(subscriptions.ruleSet, 'NORMAL')));
    assert.equal(Number(rows?.n), 2, 'the used free month and the one bought');
  });
});

describe('GET /public/subscription/{userName}', () => {
  const history = (name: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/public/subscription/${encodeURIComponent(name)}`, headers });

  it("lists the player's months of the rule set asked for, the newest first, each with its price", async () => {
    const player = await createPlayer('NORMAL', 2500);
    assert.deepEqual((await history(player.name)).json(), { subscriptions: [] });
    await useFreeMonth(player);
    const bought = (await subscribe(player)).json();
    const today = await readWorldDate(db());

    const response = await history(player.name.toUpperCase());
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      subscriptions: [
        { beginDate: bought.beginDate, endDate: bought.endDate, loreDustCost: 2000 },
        { beginDate: addDays(today, -100), endDate: addDays(today, -71), loreDustCost: 0 },
      ],
    });
    const otherRuleSet = await history(player.name, { 'X-ZUnivers-RuleSetType': 'HARDCORE' });
    assert.equal(otherRuleSet.statusCode, 404, 'no HARDCORE account');
  });

  it('answers 404 USER_NOT_FOUND in French for an unknown player', async () => {
    const response = await history('personne.inconnue');
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { code: 'USER_NOT_FOUND', message: "Ce joueur n'existe pas" });
  });
});
