import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  claimDailyLoot,
  claimWeeklyLoot,
  corporationLootAmount,
  isWeeklyBonusAvailable,
  lootAmounts,
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
    assert.deepEqual(lootAmounts({ subscriptionBonus: false, corporationLootLevel: 0 }), {
      baseAmount: 1000,
      corporationAmount: 0,
      subscriptionAmount: 0,
      amount: 1000,
      corporationBonusLevel: 0,
      loreDust: 10,
    });
    assert.equal(lootAmounts({ subscriptionBonus: true, corporationLootLevel: 0 }).amount, 1200);
  });

  it('adds the corporation LOOT bonus as 10 × level, and amount = base + corporation + subscription', () => {
    assert.deepEqual([0, 1, 2, 3, 4].map(corporationLootAmount), [0, 10, 20, 30, 40]);
    const amounts = lootAmounts({ subscriptionBonus: true, corporationLootLevel: 3 });
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

  it('pays the subscription bonus while the day has bonuses left', () => {
    const subscribed: PlayerState = {
      ...player({}, 'NORMAL'),
      subscription: { beginDate: '2026-11-01', endDate: '2026-11-30' },
    };
    const { state, outcome } = play(subscribed, claimDailyLoot(subscribed, {}, ctx('2026-11-02')));
    assert.equal(outcome.subscriptionAmount, 200);
    assert.equal(state.daily.counts.subscriptionBonuses, 1);
    const capped = {
      ...subscribed,
      daily: { date: '2026-11-02', counts: { subscriptionBonuses: subscriptionBonusLimit } },
    };
    const { outcome: late } = play(capped, claimDailyLoot(capped, {}, ctx('2026-11-02')));
    assert.equal(late.subscriptionAmount, 0);
    const expired = { ...subscribed, subscription: { beginDate: '2026-10-01', endDate: '2026-10-30' } };
    assert.equal(play(expired, claimDailyLoot(expired, {}, ctx('2026-11-02'))).outcome.subscriptionAmount, 0);
  });
});

describe('weekly bonus', () => {
  it('opens after 7 dailies since the last weekly, pays like a daily and starts the count again', () => {
    let state = player({}, 'NORMAL');
    for (let day = 0; day < 7; day++) {
      assert.equal(isWeeklyBonusAvailable(state), false);
      refusedWith(claimWeeklyLoot(state, {}, ctx(addDays('2026-11-02', day))), 'WEEKLY_NOT_AVAILABLE');
      state = play(state, claimDailyLoot(state, {}, ctx(addDays('2026-11-02', day)))).state;
    }
    assert.equal(isWeeklyBonusAvailable(state), true);
    const weekly = play(state, claimWeeklyLoot(state, {}, ctx('2026-11-08', 4)));
    assert.equal(weekly.outcome.type, 'WEEKLY');
    assert.equal(weekly.outcome.amount, 1040);
    assert.equal(weekly.outcome.loreDust, 10);
    assert.equal(weekly.state.loot.dailiesSinceWeekly, 0);
    assert.equal(weekly.state.counters.weeklyLootCount, 1);
    refusedWith(claimWeeklyLoot(weekly.state, {}, ctx('2026-11-08')), 'WEEKLY_NOT_AVAILABLE');
  });
});
