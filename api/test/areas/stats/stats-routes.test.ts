import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameStats } from '@zu/shared-contract';
import { scaleSettings } from '../../../src/seed';
import { eq } from 'drizzle-orm';
import { playerAccounts } from '../../../src/areas/players/players-schema';
import { gameCounts } from '../../../src/areas/stats/stats-queries';
import { hardcore, useTestApp } from '../../support/test-app';
import { insertTestPlayer } from '../../support/test-players';

const t = useTestApp();

describe('GET /public/stats', () => {
  it("gives the rule set's figures, consistent with the seed", async () => {
    const hard = (await t.app.inject({ url: '/public/stats', headers: hardcore })).json() as GameStats;
    const normal = (await t.app.inject({ url: '/public/stats' })).json() as GameStats;
    assert.equal(normal.playerCount, scaleSettings.small.userCount, 'every seeded player has a NORMAL account');
    assert.ok(hard.playerCount > 0 && hard.playerCount < normal.playerCount);
    // 'Active' is measured against today, the seed against a fixed date: only the invariant is stable.
    assert.ok(hard.activePlayerCount >= 0 && hard.activePlayerCount <= hard.playerCount);
    assert.equal(hard.corporationCount, scaleSettings.small.corporationsPerRuleSet);
    assert.equal(hard.itemCount, 1500);
    assert.equal(hard.starItemCount, 15);
    assert.equal(hard.fusionCount, 60);
    assert.ok(hard.packCount >= 10 && hard.packCount < 19, 'Classique counted once');
  });

  it('counts every account of the rule set, and the active ones apart', async () => {
    const db = t.database.db;
    const since = new Date('2026-10-15T00:00:00Z');
    const before = await gameCounts(db, 'HARDCORE', since);
    const active = await insertTestPlayer(db, 'HARDCORE');
    await insertTestPlayer(db, 'HARDCORE');
    await insertTestPlayer(db, 'NORMAL');
    await db
      .update(playerAccounts)
      .set({ lastActiveDate: new Date('2026-10-20T00:00:00Z') })
      .where(eq(playerAccounts.userId, active.userId));
    const after = await gameCounts(db, 'HARDCORE', since);
    assert.equal(after.playerCount - before.playerCount, 2);
    assert.equal(after.activePlayerCount - before.activePlayerCount, 1);
    assert.equal(after.starItemCount, before.starItemCount);
  });
});
