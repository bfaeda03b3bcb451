import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asc, count, eq } from 'drizzle-orm';
import type { GameStats } from '@zu/shared-contract';
import { playerAccounts, ranks } from '../../../src/areas/players/players-schema';
import { hardcore, useTestApp } from '../../support/test-app';

const t = useTestApp();

describe('GET /public/stats: players by rank', () => {
  it('gives every rank, lowest first, with the players of the rule set, summing to the player count', async () => {
    const body = (await t.app.inject({ url: '/public/stats', headers: hardcore })).json() as GameStats;
    const allRanks = await t.app.db.select({ name: ranks.name }).from(ranks).orderBy(asc(ranks.position));
    assert.deepEqual(
      body.playerCountByRank.map((rank) => rank.name),
      allRanks.map((rank) => rank.name),
    );
    const [hardcoreAccounts] = await t.app.db
      .select({ n: count() })
      .from(playerAccounts)
      .where(eq(playerAccounts.ruleSet, 'HARDCORE'));
    const sum = body.playerCountByRank.reduce((total, rank) => total + rank.playerCount, 0);
    assert.equal(sum, Number(hardcoreAccounts?.n));
    assert.equal(sum, body.playerCount);
  });
});
