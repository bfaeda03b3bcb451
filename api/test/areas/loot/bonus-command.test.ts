// The /bonus command played through the chat bot: a subscriber's subscription bonuses up to the daily limit, shown
// on the profile as count/limit; a player without a subscription only ever gets the weekly.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PlayerProfile } from '@zu/shared-contract';
import { subscriptionBonusLimit } from '../../../src/areas/subscriptions/subscriptions-rules';
import { wellKnownAccounts } from '../../../src/seed';
import { useTestApp } from '../../support/test-app';

const t = useTestApp({ devTools: true });
const normal = { 'x-zunivers-rulesettype': 'NORMAL' };

const bonus = (player: string) =>
  t.app.inject({
    method: 'POST',
    url: '/dev/play',
    payload: { player, command: 'bonus', args: [], ruleSet: 'NORMAL' },
  });

async function profileOf(player: string): Promise<PlayerProfile> {
  const response = await t.app.inject({ url: `/public/user/${player}`, headers: normal });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as PlayerProfile;
}

/** Plays /bonus until it is refused: the loots it gave, and the refusal. */
async function bonusUntilRefused(player: string) {
  const loots: { type: string; subscriptionBonusNumber: number; subscriptionAmount: number }[] = [];
  // The weekly may be open first; past it, a subscriber has the day's bonuses and no more.
  for (let attempt = 0; attempt <= subscriptionBonusLimit + 1; attempt++) {
    const response = await bonus(player);
    if (response.statusCode !== 200) return { loots, refusal: response.json() as { code: string; message: string } };
    loots.push(response.json().outcome);
  }
  assert.fail(`/bonus was never refused to ${player}`);
}

describe('/bonus and the subscription bonus limit', () => {
  it("gives a subscriber the day's subscription bonuses up to the limit, then refuses, and the profile shows limit/limit", async () => {
    const player = wellKnownAccounts.subscriber.discordUserName;
    assert.ok((await profileOf(player)).subscription, 'the seed leaves the subscriber a running subscription');
    assert.equal((await profileOf(player)).subscriptionBonusCount, 0);
    const { loots, refusal } = await bonusUntilRefused(player);
    const bonuses = loots.filter((loot) => loot.subscriptionBonusNumber > 0);
    assert.deepEqual(
      bonuses.map((loot) => loot.subscriptionBonusNumber),
      Array.from({ length: subscriptionBonusLimit }, (_, i) => i + 1),
    );
    assert.ok(loots.every((loot) => loot.type === 'WEEKLY' && loot.subscriptionAmount > 0));
    assert.equal(refusal.code, 'SUBSCRIPTION_BONUS_LIMIT_REACHED');
    assert.match(refusal.message, new RegExp(`\\b${subscriptionBonusLimit}\\b`));
    const profile = await profileOf(player);
    assert.equal(profile.subscriptionBonusCount, subscriptionBonusLimit);
    assert.equal(profile.subscriptionBonusLimit, subscriptionBonusLimit);
  });

  it('gives a player without a subscription the weekly at most, then WEEKLY_NOT_AVAILABLE, counting no bonus', async () => {
    const player = wellKnownAccounts.newcomer.discordUserName;
    assert.equal((await profileOf(player)).subscription, undefined);
    const { loots, refusal } = await bonusUntilRefused(player);
    assert.ok(loots.length <= 1);
    assert.ok(loots.every((loot) => loot.subscriptionBonusNumber === 0 && loot.subscriptionAmount === 0));
    assert.equal(refusal.code, 'WEEKLY_NOT_AVAILABLE');
    assert.equal((await profileOf(player)).subscriptionBonusCount, 0);
  });
});
