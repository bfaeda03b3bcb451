// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  attackBoss,
  bossAttacksLeftToday,
  bossAttacksPerDay,
  bossDamageRange,
  bossDurationDays,
  bossMaxHealth,
  bossMinimumReward,
  bossRewardPool,
  bossRewards,
  isBossRunning,
  openedBoss,
  type BossAttackInput,
  type BossRow,
} from '../../../src/areas/boss/boss-rules';
import { createPrng } from '../../../src/engine/prng';
import { dailyTurnInstant } from '../../../src/engine/world-rules';
import { constantPrng, context, player } from '../fixtures';

const now = '2026-11-10T15:00:00Z';
const today = '2026-11-10';
const me = player();

function boss(overrides: Partial<BossRow> = {}): BossRow {
  return { ...openedBoss('boss-1', '2026-11-08', createPrng('boss')), ...overrides };
}

function input(overrides: Partial<BossAttackInput> = {}): BossAttackInput {
  return { featureOn: true, boss: boss(), damages: [], ...overrides };
}

const refusedWith = (result: ReturnType<typeof attackBoss>, code: string) => {
  assert.equal(result.ok, false);
  if (!result.ok) {
    assert.equal(result.code, code);
    assert.ok(result.message.length > 0);
  }
};

describe('boss rules', () => {
  it('a boss opens at the daily turn at full health and stands a week', () => {
    const opened = openedBoss('b', today, createPrng('x'));
    assert.equal(opened.health, bossMaxHealth);
    assert.equal(opened.maxHealth, bossMaxHealth);
    assert.equal(opened.beginAt.getTime(), dailyTurnInstant(today).getTime());
    assert.equal(opened.endAt.getTime() - opened.beginAt.getTime(), bossDurationDays * 24 * 3600 * 1000);
    assert.ok(isBossRunning(opened, new Date(opened.beginAt.getTime() + 1)));
    assert.ok(!isBossRunning(opened, opened.endAt));
    assert.ok(!isBossRunning({ ...opened, fallenAt: opened.beginAt }, new Date(opened.beginAt.getTime() + 1)));
  });

  it('an attack takes a bite in the damage range and logs it', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const result = attackBoss(me, input(), context(now, seed));
      assert.ok(result.ok);
      const { damage, health, fell } = result.outcome;
      assert.ok(damage >= bossDamageRange.min && damage <= bossDamageRange.max);
      assert.equal(health, bossMaxHealth - damage);
      assert.equal(fell, false);
      assert.deepEqual(result.effects.currencies, {});
      assert.equal(result.related.length, 0);
      assert.equal(result.effects.records[0]?.kind, 'actionLog');
    }
  });

  it('never takes more than the health left: the last bite makes it fall', () => {
    const result = attackBoss(me, input({ boss: boss({ health: 40 }) }), { ...context(now), prng: constantPrng(0.99) });
    assert.ok(result.ok);
    assert.equal(result.outcome.damage, 40);
    assert.equal(result.outcome.health, 0);
    assert.equal(result.outcome.fell, true);
  });

  it('refuses while the feature is off, with no boss, a fallen one or one past its end', () => {
    refusedWith(attackBoss(me, input({ featureOn: false }), context(now)), 'BOSS_DISABLED');
    refusedWith(attackBoss(me, input({ boss: null }), context(now)), 'BOSS_NOT_RUNNING');
    refusedWith(
      attackBoss(me, input({ boss: boss({ health: 0, fallenAt: new Date(now) }) }), context(now)),
      'BOSS_FALLEN',
    );
    refusedWith(attackBoss(me, input(), context('2026-11-20T15:00:00Z')), 'BOSS_NOT_RUNNING');
  });

  it('three attacks a game day, counted again the next day', () => {
    const hits = (attacks: number, date = today) => ({
      userId: me.userId,
      damage: 500,
      lastAttackDate: date,
      attacksOnLastDate: attacks,
    });
    assert.equal(bossAttacksPerDay, 3);
    assert.ok(attackBoss(me, input({ damages: [hits(2)] }), context(now)).ok);
    refusedWith(attackBoss(me, input({ damages: [hits(3)] }), context(now)), 'NO_BOSS_ATTACK_LEFT');
    assert.ok(attackBoss(me, input({ damages: [hits(3, '2026-11-09')] }), context(now)).ok);
    assert.equal(bossAttacksLeftToday(hits(1), new Date(now)), 2);
    assert.equal(bossAttacksLeftToday(undefined, new Date(now)), 3);
    // Another player's attacks are not the attacker's.
    assert.ok(attackBoss(me, input({ damages: [{ ...hits(3), userId: 'someone' }] }), context(now)).ok);
  });

  it('rewards follow the share of damage, with a minimum for any attacker', () => {
    const rewards = bossRewards([
      { userId: 'big', damage: 9_000 },
      { userId: 'mid', damage: 990 },
      { userId: 'tiny', damage: 10 },
    ]);
    const of = (id: string) => rewards.find((reward) => reward.userId === id)!;
    assert.deepEqual(of('big'), {
      userId: 'big',
      balance: Math.floor(bossRewardPool.balance * 0.9),
      loreDust: Math.floor(bossRewardPool.loreDust * 0.9),
    });
    assert.equal(of('mid').balance, Math.floor(bossRewardPool.balance * (990 / 10_000)));
    assert.equal(of('tiny').balance, bossMinimumReward.balance);
    assert.equal(of('tiny').loreDust, bossMinimumReward.loreDust);
  });

  it('the fall rewards every attacker once: the author in their effects, the others as related players', () => {
    const damages = [
      { userId: 'other', damage: 300, lastAttackDate: today, attacksOnLastDate: 1 },
      { userId: me.userId, damage: 100, lastAttackDate: today, attacksOnLastDate: 1 },
    ];
    const result = attackBoss(me, input({ boss: boss({ health: 100 }), damages }), {
      ...context(now),
      prng: constantPrng(0.99),
    });
    assert.ok(result.ok);
    assert.equal(result.outcome.fell, true);
    // The author's 100 more make 200 of 500.
    const mine = {
      balance: Math.floor(bossRewardPool.balance * 0.4),
      loreDust: Math.floor(bossRewardPool.loreDust * 0.4),
    };
    assert.deepEqual(result.effects.currencies, mine);
    assert.equal(result.related.length, 1);
    assert.equal(result.related[0]?.userId, 'other');
    assert.deepEqual(result.related[0]?.effects.currencies, {
      balance: Math.floor(bossRewardPool.balance * 0.6),
      loreDust: Math.floor(bossRewardPool.loreDust * 0.6),
    });
    assert.equal(result.outcome.rewards.length, 2);
  });
});
