import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import { refreshLeaderboardPositions } from '../../../src/areas/leaderboards/leaderboard-positions';
import { rankLeaderboard } from '../../../src/areas/leaderboards/leaderboards-rules';
import {
  leaderboardEntries,
  leaderboardPositions,
  leaderboardRefreshes,
} from '../../../src/areas/leaderboards/leaderboards-schema';
import { users } from '../../../src/areas/players/players-schema';
import type { DatabaseHandle, Db } from '../../../src/db/client';
import { openTestDatabase } from '../../support/test-app';

let handle: DatabaseHandle;
let db: Db;
before(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
after(async () => {
  await handle?.close();
});

const now = new Date('2026-11-02T10:00:00Z');

async function positionsOf(type: 'GLOBAL' | 'CHALLENGE') {
  return db
    .select({
      userId: leaderboardPositions.userId,
      position: leaderboardPositions.position,
      rn: leaderboardPositions.rn,
    })
    .from(leaderboardPositions)
    .where(and(eq(leaderboardPositions.ruleSet, 'HARDCORE'), eq(leaderboardPositions.type, type)))
    .orderBy(asc(leaderboardPositions.rn));
}

describe('leaderboard positions', () => {
  it('ranks like the engine: shared positions for equal scores, a unique display order by tie-breaker and name, nobody at zero', async () => {
    const someUsers = await db.select({ id: users.id, name: users.discordUserName }).from(users).limit(12);
    await db.delete(leaderboardEntries);
    const scores = [50, 40, 40, 40, 30, 30, 20, 10, 10, 10, 5, 0];
    const tieBreaks = [1, 3, 3, 1, 2, 2, 0, 9, 9, 9, 0, 0];
    const rows = someUsers.map((user, i) => ({
      ruleSet: 'HARDCORE' as const,
      type: 'GLOBAL' as const,
      userId: user.id,
      score: scores[i]!,
      tieBreak: tieBreaks[i]!,
      data: { total: i },
    }));
    await db.insert(leaderboardEntries).values(rows);

    assert.equal(await refreshLeaderboardPositions(db, now), true);

    const expected = rankLeaderboard(
      rows.map((r, i) => ({ userId: r.userId, userName: someUsers[i]!.name, score: r.score, tieBreak: r.tieBreak })),
    );
    const actual = await positionsOf('GLOBAL');
    assert.deepEqual(
      actual.map((r) => [r.userId, r.position]),
      expected.map((r) => [r.userId, r.position]),
    );
    assert.deepEqual(
      actual.map((r) => r.rn),
      expected.map((_, i) => i + 1),
    );
    assert.deepEqual(
      actual.map((r) => r.position),
      [1, 2, 2, 2, 5, 5, 7, 8, 8, 8, 11],
    );
    assert.ok(!actual.some((r) => r.userId === rows.at(-1)!.userId), 'the player at zero is on no board');
  });

  it('follows changed scores at the next refresh, and records when it ran', async () => {
    const [first] = await positionsOf('GLOBAL');
    assert.ok(first);
    await db
      .update(leaderboardEntries)
      .set({ score: 1 })
      .where(and(eq(leaderboardEntries.userId, first.userId), eq(leaderboardEntries.type, 'GLOBAL')));
    const later = new Date(now.getTime() + 10_000);
    await refreshLeaderboardPositions(db, later);
    const after = await positionsOf('GLOBAL');
    assert.equal(after.at(-1)?.userId, first.userId);
    assert.equal(after[0]?.position, 1);
    await db
      .update(leaderboardEntries)
      .set({ score: 0 })
      .where(and(eq(leaderboardEntries.userId, first.userId), eq(leaderboardEntries.type, 'GLOBAL')));
    await refreshLeaderboardPositions(db, later);
    assert.ok(!(await positionsOf('GLOBAL')).some((r) => r.userId === first.userId), 'back to zero, off the board');
    const [refresh] = await db.select().from(leaderboardRefreshes).where(eq(leaderboardRefreshes.ruleSet, 'HARDCORE'));
    assert.deepEqual(refresh?.refreshedAt, later);
  });

  it('keeps serving positions while several refreshes run at once', async () => {
    const results = await Promise.all([1, 2, 3].map(() => refreshLeaderboardPositions(db, now)));
    assert.ok(results.includes(true));
    assert.equal((await positionsOf('GLOBAL')).length, 10);
  });

  it('skips a rebuild within the given time of the last one, whichever process made it', async () => {
    const at = (seconds: number) => new Date(now.getTime() + 3_600_000 + seconds * 1000);
    assert.equal(await refreshLeaderboardPositions(db, at(0)), true);
    const unlessRebuiltWithinMs = 9_000;
    assert.equal(await refreshLeaderboardPositions(db, at(5), { unlessRebuiltWithinMs }), false);
    assert.equal(await refreshLeaderboardPositions(db, at(9), { unlessRebuiltWithinMs }), true);
    assert.equal(await refreshLeaderboardPositions(db, at(12), { unlessRebuiltWithinMs }), false);
  });
});
