// Twenty players attack at once a boss that one or two attacks take down. PGlite runs the transactions one after
// the other; on PostgreSQL (DATABASE_URL) they really overlap, and the boss's row lock keeps the outcome right: it
// falls once, its rewards are handed out once, and every attack after the fall is refused.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, count, eq, inArray, sum } from 'drizzle-orm';
import type { BossAttack } from '@zu/shared-contract';
import { bossDamages, bosses } from '../../../src/areas/boss/boss-schema';
import { bossDamageRange, bossRewards } from '../../../src/areas/boss/boss-rules';
import { playerAccounts } from '../../../src/areas/players/players-schema';
import { actionLog } from '../../../src/areas/world/world-schema';
import { insertTestPlayer } from '../../support/test-players';
import { useSignedTestApp } from '../../support/test-tokens';
import { openTestBoss } from './boss-fixtures';

const t = useSignedTestApp();
const db = () => t.database.db;

async function currencyTotals(userIds: string[]) {
  const [row] = await db()
    .select({ balance: sum(playerAccounts.balance), loreDust: sum(playerAccounts.loreDust) })
    .from(playerAccounts)
    .where(and(inArray(playerAccounts.userId, userIds), eq(playerAccounts.ruleSet, 'NORMAL')));
  return { balance: Number(row?.balance ?? 0), loreDust: Number(row?.loreDust ?? 0) };
}

describe('simultaneous boss attacks', () => {
  it('20 final attacks at once: the boss falls once and its rewards are given once', async () => {
    const attackers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const who = await insertTestPlayer(db(), 'NORMAL', { currencies: { balance: 1000 + i, loreDust: 10 } });
        return { ...who, authorization: await t.bearer(who.name) };
      }),
    );
    const ids = attackers.map((who) => who.userId);
    // Enough health for one attack or two: the one that takes it to 0 is decided among simultaneous ones.
    const bossId = await openTestBoss(db(), 'NORMAL', bossDamageRange.min + 50);
    const before = await currencyTotals(ids);

    const responses = await Promise.all(
      attackers.map((who) =>
        t.app.inject({ method: 'POST', url: '/public/boss/attack', headers: { authorization: who.authorization } }),
      ),
    );
    const accepted = responses.filter((r) => r.statusCode === 200).map((r) => r.json() as BossAttack);
    const refused = responses.filter((r) => r.statusCode !== 200).map((r) => r.json() as { code: string });
    assert.ok(accepted.length >= 1 && accepted.length <= 2, `${accepted.length} attacks passed`);
    assert.deepEqual(new Set(refused.map((r) => r.code)), new Set(['BOSS_FALLEN']));
    assert.equal(accepted.filter((attack) => attack.fell).length, 1, 'one attack made it fall');
    assert.equal(
      accepted.reduce((total, attack) => total + attack.damage, 0),
      bossDamageRange.min + 50,
    );

    const [boss] = await db().select().from(bosses).where(eq(bosses.id, bossId));
    assert.equal(boss?.health, 0);
    assert.ok(boss?.fallenAt);
    const rows = await db().select().from(bossDamages).where(eq(bossDamages.bossId, bossId));
    assert.equal(rows.length, accepted.length);
    // What the rules give for these damages, against what the accounts gained and the rows noted.
    const expected = bossRewards(rows);
    const given = (key: 'balance' | 'loreDust') => expected.reduce((total, reward) => total + reward[key], 0);
    const after = await currencyTotals(ids);
    assert.equal(after.balance - before.balance, given('balance'));
    assert.equal(after.loreDust - before.loreDust, given('loreDust'));
    for (const row of rows) {
      const reward = expected.find((entry) => entry.userId === row.userId);
      assert.equal(row.rewardBalance, reward?.balance);
      assert.equal(row.rewardLoreDust, reward?.loreDust);
    }
    const [rewardLogs] = await db()
      .select({ n: count() })
      .from(actionLog)
      .where(and(inArray(actionLog.userId, ids), eq(actionLog.action, 'BOSS_REWARD')));
    assert.equal(rewardLogs?.n, rows.length - 1, 'the other attackers each logged their reward once');
  });
});
