import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PlayerProfile } from '@zu/shared-contract';
import { and, eq } from 'drizzle-orm';
import { corporationMembers } from '../../../src/areas/corporations/corporations-schema';
import { playerSummaries } from '../../../src/areas/players/players-schema';
import { subscriptions } from '../../../src/areas/subscriptions/subscriptions-schema';
import { hardcore, useTestApp } from '../../support/test-app';

const t = useTestApp();
const profile = async (name: string, headers: Record<string, string> = hardcore) =>
  t.app.inject({ url: `/public/user/${encodeURIComponent(name)}`, headers });

describe('GET /public/user/{userName}', () => {
  it("gives a player's account in the requested rule set", async () => {
    const response = await profile('joueur.test');
    assert.equal(response.statusCode, 200);
    const body = response.json() as PlayerProfile;
    assert.equal(body.user.discordUserName, 'joueur.test');
    assert.match(body.user.discordId, /^\d{17,19}$/);
    for (const currency of ['balance', 'loreDust', 'loreFragment', 'upgradeDust'] as const) {
      assert.ok(Number.isInteger(body.user[currency]) && body.user[currency] >= 0, currency);
    }
    assert.equal(typeof body.user.rank.name, 'string');
    assert.equal(typeof body.user.isActive, 'boolean');
    const [membership] = await t.app.db
      .select()
      .from(corporationMembers)
      .where(and(eq(corporationMembers.userId, body.user.id), eq(corporationMembers.ruleSet, 'HARDCORE')));
    assert.equal(body.userCorporation?.role, membership?.role, 'the corporation the played world left joueur.test in');
    assert.equal(body.itemCount, 1500);
    assert.ok(body.upgradableItemCount > 0 && body.upgradableItemCount < 1500);
    const [summary] = await t.app.db
      .select()
      .from(playerSummaries)
      .where(and(eq(playerSummaries.userId, body.user.id), eq(playerSummaries.ruleSet, 'HARDCORE')));
    assert.ok(summary, 'the played world left joueur.test a summary');
    assert.ok(body.inventoryCount > 0, 'joueur.test played the current season');
    assert.equal(body.inventoryCount, summary.inventoryCount);
    for (const counter of [
      'subscriptionBonusCount',
      'luckyCount',
      'tradeCount',
      'tradeCountToday',
      'achievementLogCount',
      'achievementCount',
      'challengeLogCount',
      'challengeSeasonCount',
    ] as const) {
      assert.ok(Number.isInteger(body[counter]) && body[counter] >= 0, counter);
    }
    assert.ok(body.tradeLimit > 0 && body.subscriptionBonusLimit > 0);
    assert.ok(body.leaderboards.some((entry) => entry.type === 'GLOBAL' && entry.position >= 1));
    assert.deepEqual(body.effects, summary.effects);
    const running = await t.app.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, body.user.id), eq(subscriptions.ruleSet, 'HARDCORE')));
    const subscribed = running.some((row) => row.beginDate <= '2026-11-01' && '2026-11-01' <= row.endDate);
    assert.equal('subscription' in body, subscribed, 'a subscription is shown while it runs');
    if (body.user.userBanner)
      assert.match(body.user.userBanner.banner.imageUrl, /^http:\/\/api\.test\/images\/banner\/[0-9a-f-]{36}\.webp$/);
  });

  it('keeps the rule sets apart: the same player has different accounts', async () => {
    const hard = (await profile('joueur.test')).json() as PlayerProfile;
    const normal = (await profile('joueur.test', {})).json() as PlayerProfile;
    assert.equal(hard.user.id, normal.user.id);
    assert.notDeepEqual(
      [hard.user.balance, hard.user.loreDust, hard.userCorporation?.corporation.id],
      [normal.user.balance, normal.user.loreDust, normal.userCorporation?.corporation.id],
    );
  });

  it('finds the name whatever its case', async () => {
    assert.equal((await profile('Joueur.Test')).statusCode, 200);
  });

  it('answers 404 for an unknown name, and for a player who never played this rule set', async () => {
    for (const [name, headers] of [
      ['personne.inconnue', hardcore],
      ['sans.hardcore', hardcore],
    ] as const) {
      const response = await profile(name, headers);
      assert.equal(response.statusCode, 404, name);
      assert.equal(response.json().code, 'USER_NOT_FOUND');
    }
    assert.equal((await profile('sans.hardcore', {})).statusCode, 200);
  });

  it('answers 400 to a name too long, not 500', async () => {
    const response = await profile('x'.repeat(65));
    assert.equal(response.statusCode, 400);
  });
});
