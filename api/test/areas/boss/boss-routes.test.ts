// The boss's reads and its attack, on bosses and players of the tests' own: the attack through the data layer (its
// rows, the day's allowance, the live event), the fall rewarding every attacker by share, each refusal in French,
// and the daily turn's step that opens a boss while the feature is on.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import type { Boss, BossLeaderboard, BossPlayer } from '@zu/shared-contract';
import { setGameFeature } from '../../../src/areas/app/game-features';
import { findBoss, findLatestBoss } from '../../../src/areas/boss/boss-queries';
import { attackBoss, openBossIfNone } from '../../../src/areas/boss/boss-repository';
import { bossAttacksPerDay, bossRewards } from '../../../src/areas/boss/boss-rules';
import { bossDamages, bosses } from '../../../src/areas/boss/boss-schema';
import { liveOutbox } from '../../../src/areas/live/live-schema';
import { actionLog } from '../../../src/areas/world/world-schema';
import { playerAccounts } from '../../../src/areas/players/players-schema';
import { readWorldDate, worldNow } from '../../../src/areas/world/world-clock';
import { addDays, dailyTurnInstant } from '../../../src/engine/world-rules';
import { toParisDateTime } from '../../../src/lib/dates';
import { hardcore } from '../../support/test-app';
import { requestsTo } from '../../support/requests';
import { insertTestPlayer, type TestPlayer } from '../../support/test-players';
import { useSignedTestApp } from '../../support/test-tokens';
import { openTestBoss } from './boss-fixtures';

const t = useSignedTestApp();
const { json, refusal } = requestsTo(t);
const db = () => t.database.db;

const attack = async (who: TestPlayer) => attackBoss(db(), who, await worldNow(db()));

async function attackRoute(who: TestPlayer) {
  return t.app.inject({
    method: 'POST',
    url: '/public/boss/attack',
    headers: { ...(who.ruleSet === 'HARDCORE' ? hardcore : {}), authorization: await t.bearer(who.name) },
  });
}

async function rejected(promise: Promise<unknown>, code: string) {
  await assert.rejects(promise, (error: { statusCode: number; code: string; message: string }) => {
    assert.equal(error.statusCode, 400);
    assert.equal(error.code, code);
    assert.ok(error.message.length > 0);
    return true;
  });
}

async function account(who: TestPlayer) {
  const [row] = await db()
    .select()
    .from(playerAccounts)
    .where(and(eq(playerAccounts.userId, who.userId), eq(playerAccounts.ruleSet, who.ruleSet)));
  return row!;
}

describe('boss', () => {
  it('the seeded world’s past boss: fallen, its attackers ranked and each rewarded by share, once', async () => {
    for (const ruleSet of ['NORMAL', 'HARDCORE'] as const) {
      const headers = ruleSet === 'HARDCORE' ? { ...hardcore } : {};
      const boss = await json<Boss>('/public/boss/current', headers);
      assert.equal(boss.isFallen, true, ruleSet);
      assert.equal(boss.isRunning, false);
      assert.equal(boss.health, 0);
      const rows = await db().select().from(bossDamages).where(eq(bossDamages.bossId, boss.id));
      assert.ok(rows.length > 1, `${ruleSet}: several attackers`);
      assert.equal(
        rows.reduce((total, row) => total + row.damage, 0),
        boss.maxHealth,
      );
      for (const reward of bossRewards(rows)) {
        const row = rows.find((entry) => entry.userId === reward.userId);
        assert.deepEqual([row?.rewardBalance, row?.rewardLoreDust], [reward.balance, reward.loreDust]);
      }
      const rewardLogs = await db()
        .select({ userId: actionLog.userId })
        .from(actionLog)
        .where(and(eq(actionLog.ruleSet, ruleSet), eq(actionLog.action, 'BOSS_REWARD')));
      // Every attacker but the one whose attack made it fall (rewarded in that attack's own entry), once each.
      assert.equal(rewardLogs.length, rows.length - 1);
      assert.equal(new Set(rewardLogs.map((row) => row.userId)).size, rows.length - 1);

      const page = await json<BossLeaderboard>(`/public/boss/${boss.id}/damage`, headers);
      assert.equal(page.total, rows.length);
      const ranked = [...rows].sort((a, b) => b.damage - a.damage);
      assert.deepEqual(
        page.rows.map((row) => row.damage),
        ranked.slice(0, page.pageSize).map((row) => row.damage),
      );
      assert.deepEqual(
        page.rows.map((row) => row.position),
        page.rows.map((_, index) => index + 1),
      );
      // Fallen: all the damage done is its whole health.
      assert.deepEqual(
        page.rows.map((row) => row.share),
        page.rows.map((row) => row.damage / boss.maxHealth),
      );
    }
  });

  it('the current boss: the rule set’s latest, as its row says', async () => {
    const normalId = await openTestBoss(db(), 'NORMAL', 12_345);
    const hardcoreId = await openTestBoss(db(), 'HARDCORE', 321);
    const normal = await json<Boss>('/public/boss/current');
    const row = (await findBoss(db(), normalId, 'NORMAL'))!;
    assert.equal(normal.id, normalId);
    assert.equal(normal.health, 12_345);
    assert.equal(normal.maxHealth, row.maxHealth);
    assert.equal(normal.beginDate, toParisDateTime(row.beginAt));
    assert.equal(normal.endDate, toParisDateTime(row.endAt));
    assert.equal(normal.isFallen, false);
    assert.equal(normal.isRunning, true);
    assert.equal(normal.fallenDate, undefined);
    assert.ok(normal.rewards.length > 0);
    const other = await json<Boss>('/public/boss/current', { ...hardcore });
    assert.equal(other.id, hardcoreId);
    assert.equal(other.health, 321);
  });

  it('an attack through the data layer: the health falls by its damage, the player’s row counts it, once a day thrice', async () => {
    const bossId = await openTestBoss(db(), 'NORMAL', 15_000);
    const who = await insertTestPlayer(db(), 'NORMAL');
    let damage = 0;
    for (let i = 1; i <= bossAttacksPerDay; i++) {
      const outcome = await attack(who);
      damage += outcome.damage;
      assert.equal(outcome.health, 15_000 - damage);
      assert.equal(outcome.fell, false);
      const [event] = await db()
        .select()
        .from(liveOutbox)
        .where(and(eq(liveOutbox.topic, 'boss'), eq(liveOutbox.ruleSet, 'NORMAL')))
        .orderBy(desc(liveOutbox.id))
        .limit(1);
      assert.deepEqual(event?.data, { health: 15_000 - damage, maxHealth: outcome.maxHealth });
    }
    assert.equal((await findBoss(db(), bossId, 'NORMAL'))?.health, 15_000 - damage);
    const [row] = await db()
      .select()
      .from(bossDamages)
      .where(and(eq(bossDamages.bossId, bossId), eq(bossDamages.userId, who.userId)));
    assert.equal(row?.damage, damage);
    assert.equal(row?.attackCount, bossAttacksPerDay);
    assert.equal(row?.rewardBalance, null);
    await rejected(attack(who), 'NO_BOSS_ATTACK_LEFT');

    const player = await json<BossPlayer>(`/public/boss/player/${who.name}`);
    assert.deepEqual(player, { bossId, attacksToday: bossAttacksPerDay, attacksLeftToday: 0, damage, share: 1 });
    const page = await json<BossLeaderboard>(`/public/boss/${bossId}/damage`);
    assert.equal(page.total, 1);
    assert.equal(page.rows[0]?.user.discordUserName, who.name);
    assert.deepEqual(
      {
        damage: page.rows[0]?.damage,
        attackCount: page.rows[0]?.attackCount,
        share: page.rows[0]?.share,
        position: page.rows[0]?.position,
      },
      { damage, attackCount: bossAttacksPerDay, share: 1, position: 1 },
    );
    const stranger = await insertTestPlayer(db(), 'NORMAL');
    const none = await json<BossPlayer>(`/public/boss/player/${stranger.name}`);
    assert.deepEqual(none, { bossId, attacksToday: 0, attacksLeftToday: bossAttacksPerDay, damage: 0, share: 0 });
  });

  it('the fall rewards every attacker by share, once; later attacks are refused', async () => {
    // 400 health: the first attack (300 at most) leaves some, three of the second player's take the rest.
    const bossId = await openTestBoss(db(), 'NORMAL', 400);
    const [first, second, late] = await Promise.all([1, 2, 3].map(() => insertTestPlayer(db(), 'NORMAL')));
    await attack(first!);
    const firstBefore = await account(first!);
    let fell = false;
    for (let i = 0; i < bossAttacksPerDay && !fell; i++) {
      const response = await attackRoute(second!);
      assert.equal(response.statusCode, 200, response.body);
      fell = response.json().fell;
    }
    assert.ok(fell);
    const rows = await db().select().from(bossDamages).where(eq(bossDamages.bossId, bossId));
    const reward = bossRewards(rows).find((entry) => entry.userId === first!.userId)!;
    const firstAfter = await account(first!);
    assert.equal(firstAfter.balance - firstBefore.balance, reward.balance);
    assert.equal(firstAfter.loreDust - firstBefore.loreDust, reward.loreDust);
    const boss = await json<Boss>('/public/boss/current');
    assert.equal(boss.id, bossId);
    assert.equal(boss.health, 0);
    assert.equal(boss.isFallen, true);
    assert.equal(boss.isRunning, false);
    assert.ok(boss.fallenDate);

    const response = await attackRoute(late!);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'BOSS_FALLEN');
    assert.equal((await account(first!)).balance, firstAfter.balance);
  });

  it('refusals: the feature off, no token, an unknown boss or player', async () => {
    await openTestBoss(db(), 'NORMAL', 10_000);
    const who = await insertTestPlayer(db(), 'NORMAL');
    await setGameFeature(db(), 'BOSS', false);
    try {
      const response = await attackRoute(who);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().code, 'BOSS_DISABLED');
      assert.match(response.json().message, /boss/);
    } finally {
      await setGameFeature(db(), 'BOSS', true);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/public/boss/attack' });
    assert.equal(anonymous.statusCode, 401);
    await refusal('/public/boss/00000000-0000-4000-8000-000000000000/damage', 404, 'BOSS_NOT_FOUND');
    await refusal('/public/boss/player/personne_de_ce_nom', 404, 'USER_NOT_FOUND');
  });

  it('the daily turn’s step opens a boss while the feature is on and none runs', async () => {
    const ruleSet = 'HARDCORE';
    const latest = await findLatestBoss(db(), ruleSet);
    // A month on: the latest boss, if any, no longer runs.
    const today = addDays(await readWorldDate(db()), 30);
    const now = dailyTurnInstant(today);
    if (latest) assert.ok(latest.endAt < now);
    await setGameFeature(db(), 'BOSS', false);
    assert.equal(await openBossIfNone(db(), ruleSet, today, now), null);
    await setGameFeature(db(), 'BOSS', true);
    const opened = await openBossIfNone(db(), ruleSet, today, now);
    assert.ok(opened);
    assert.equal((await findLatestBoss(db(), ruleSet))?.id, opened.id);
    assert.equal(opened.health, opened.maxHealth);
    assert.equal(await openBossIfNone(db(), ruleSet, today, now), null, 'one boss at a time');
    await db().delete(bosses).where(eq(bosses.id, opened.id));
  });
});
