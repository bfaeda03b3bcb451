// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  claimBonusLoot,
  claimDailyLoot,
  corporationLootAmount,
  isWeeklyBonusAvailable,
  lootAmounts,
  subscriptionBonusesLeft,
  type LootContext,
} from '../../../src/areas/loot/loot-rules';
import { subscriptionBonusLimit } from '../../../src/areas/subscriptions/subscriptions-rules';
import { recordsOf } from '../../../src/engine/records';
import { addDays, parisInstant, type WorldDate } from '../../../src/engine/world-rules';
import type { PlayerState } from '../../../src/engine/player-state';
import { context, play, player, refusedWith } from '../fixtures';

const ctx = (date: WorldDate, corporationLootLevel = 0): LootContext => ({
  ...context(parisInstant(date, 8).toISOString(), 'loot', 'NORMAL'),
  corporationLootLevel,
  hardcoreSeasons: [],
});

describe('loot amounts', () => {
  it('pays 1000 ZUMonnaie and 10 loreDust, +200 for subscribers', () => {
    assert.deepEqual(lootAmounts({ subscriber: false, corporationLootLevel: 0 }), {
      baseAmount: 1000,
      corporationAmount: 0,
      subscriptionAmount: 0,
      amount: 1000,
      corporationBonusLevel: 0,
      loreDust: 10,
    });
    assert.equal(lootAmounts({ subscriber: true, corporationLootLevel: 0 }).amount, 1200);
  });

  it('adds the corporation LOOT bonus as 10 × level, and amount = base + corporation + subscription', () => {
    assert.deepEqual([0, 1, 2, 3, 4].map(corporationLootAmount), [0, 10, 20, 30, 40]);
    const amounts = lootAmounts({ subscriber: true, corporationLootLevel: 3 });
    assert.equal(amounts.corporationAmount, 30);
    assert.equal(amounts.corporationBonusLevel, 3);
    assert.equal(amounts.amount, amounts.baseAmount + amounts.corporationAmount + amounts.subscriptionAmount);
    assert.equal(amounts.amount, 1230);
  });
});

describe('daily loot', () => {
  it('pays once a day and records a DAILY loot', () => {
    const { state, effects } = play(
      player({}, 'NORMAL'),
      claimDailyLoot(player({}, 'NORMAL'), {}, ctx('2026-11-02', 2)),
    );
    assert.deepEqual(state.currencies, { balance: 1020, loreDust: 10, loreFragment: 0, upgradeDust: 0 });
    const [loot] = recordsOf(effects.records, 'loot');
    assert.equal(loot?.type, 'DAILY');
    assert.equal(loot?.date, '2026-11-02');
    assert.equal(recordsOf(effects.records, 'actionLog')[0]?.action, 'LOOT_DAILY');
    refusedWith(claimDailyLoot(state, {}, ctx('2026-11-02')), 'DAILY_ALREADY_CLAIMED');
    play(state, claimDailyLoot(state, {}, ctx('2026-11-03')));
  });

  it('pays subscribers the subscription amount on every daily, which counts no subscription bonus', () => {
    const subscribed: PlayerState = {
      ...player({}, 'NORMAL'),
      subscription: { beginDate: '2026-11-01', endDate: '2026-11-30' },
    };
    const { state, outcome } = play(subscribed, claimDailyLoot(subscribed, {}, ctx('2026-11-02')));
    assert.equal(outcome.subscriptionAmount, 200);
    assert.equal(outcome.subscriptionBonusNumber, 0);
    assert.equal(state.daily.counts.subscriptionBonuses, undefined);
    const capped = {
      ...subscribed,
      daily: { date: '2026-11-02', counts: { subscriptionBonuses: subscriptionBonusLimit } },
    };
    assert.equal(play(capped, claimDailyLoot(capped, {}, ctx('2026-11-02'))).outcome.subscriptionAmount, 200);
    const expired = { ...subscribed, subscription: { beginDate: '2026-10-01', endDate: '2026-10-30' } };
    assert.equal(play(expired, claimDailyLoot(expired, {}, ctx('2026-11-02'))).outcome.subscriptionAmount, 0);
  });
});

describe('weekly bonus', () => {
  it('opens after 7 dailies since the last weekly, pays like a daily and starts the count again', () => {
    let state = player({}, 'NORMAL');
    for (let day = 0; day < 7; day++) {
      assert.equal(isWeeklyBonusAvailable(state), false);
      refusedWith(claimBonusLoot(state, {}, ctx(addDays('2026-11-02', day))), 'WEEKLY_NOT_AVAILABLE');
      state = play(state, claimDailyLoot(state, {}, ctx(addDays('2026-11-02', day)))).state;
    }
    assert.equal(isWeeklyBonusAvailable(state), true);
    const weekly = play(state, claimBonusLoot(state, {}, ctx('2026-11-08', 4)));
    assert.equal(weekly.outcome.type, 'WEEKLY');
    assert.equal(weekly.outcome.amount, 1040);
    assert.equal(weekly.outcome.loreDust, 10);
    assert.equal(weekly.state.loot.dailiesSinceWeekly, 0);
    assert.equal(weekly.state.counters.weeklyLootCount, 1);
    assert.equal(weekly.outcome.subscriptionBonusNumber, 0);
    refusedWith(claimBonusLoot(weekly.state, {}, ctx('2026-11-08')), 'WEEKLY_NOT_AVAILABLE');
  });
});

describe('subscription bonuses', () => {
  const subscriber = (dailiesSinceWeekly: number): PlayerState => {
    const base = player({}, 'NORMAL');
    return {
      ...base,
      loot: { ...base.loot, dailiesSinceWeekly },
      subscription: { beginDate: '2026-11-01', endDate: '2026-11-30' },
    };
  };

  it('lets a subscriber use /bonus while the weekly is closed, up to the daily limit, then refuses', () => {
    let state = subscriber(3);
    for (let number = 1; number <= subscriptionBonusLimit; number++) {
      assert.equal(subscriptionBonusesLeft(state, '2026-11-02'), subscriptionBonusLimit - number + 1);
      const bonus = play(state, claimBonusLoot(state, {}, ctx('2026-11-02', 2)));
      assert.equal(bonus.outcome.type, 'WEEKLY');
      assert.equal(bonus.outcome.subscriptionBonusNumber, number);
      assert.equal(bonus.outcome.amount, 1000 + 20 + 200);
      assert.equal(bonus.outcome.loreDust, 10);
      assert.equal(bonus.state.daily.counts.subscriptionBonuses, number);
      // The count toward the weekly is left as it was.
      assert.deepEqual(bonus.state.loot, state.loot);
      state = bonus.state;
    }
    assert.equal(subscriptionBonusesLeft(state, '2026-11-02'), 0);
    const refusal = claimBonusLoot(state, {}, ctx('2026-11-02'));
    refusedWith(refusal, 'SUBSCRIPTION_BONUS_LIMIT_REACHED');
    assert.match(refusal.ok ? '' : refusal.message, new RegExp(`${subscriptionBonusLimit} /bonus`));
    // A new day brings the bonuses back.
    assert.equal(play(state, claimBonusLoot(state, {}, ctx('2026-11-03'))).outcome.subscriptionBonusNumber, 1);
  });

  it('gives the weekly first when it is open, counted as no subscription bonus', () => {
    const state = subscriber(7);
    const weekly = play(state, claimBonusLoot(state, {}, ctx('2026-11-02')));
    assert.equal(weekly.outcome.subscriptionBonusNumber, 0);
    assert.equal(weekly.outcome.subscriptionAmount, 200);
    assert.equal(weekly.state.loot.dailiesSinceWeekly, 0);
    assert.equal(weekly.state.daily.counts.subscriptionBonuses, undefined);
    const next = play(weekly.state, claimBonusLoot(weekly.state, {}, ctx('2026-11-02')));
    assert.equal(next.outcome.subscriptionBonusNumber, 1);
  });

  it('gives no subscription bonus without a running subscription', () => {
    const lapsed = { ...subscriber(3), subscription: { beginDate: '2026-10-01', endDate: '2026-10-30' } };
    assert.equal(subscriptionBonusesLeft(lapsed, '2026-11-02'), 0);
    refusedWith(claimBonusLoot(lapsed, {}, ctx('2026-11-02')), 'WEEKLY_NOT_AVAILABLE');
  });
});
