// The reputation leaderboard and a player's clans read one figure: the board's score is the sum of the clans'
// values the profile shows, after climbs and after a hardcore wipe (the seeded world: test/seed/world-invariants).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { PlayerTower } from '@zu/shared-contract';
import { refreshLeaderboardPositions } from '../../../src/areas/leaderboards/leaderboard-positions';
import { playerAccounts, users } from '../../../src/areas/players/players-schema';
import { ascend } from '../../../src/areas/tower/tower-repository';
import { worldNow } from '../../../src/areas/world/world-clock';
import { accept } from '../../../src/engine/effects';
import { hardcoreResetEffects } from '../../../src/engine/hardcore-rules';
import { createPrng } from '../../../src/engine/prng';
import type { RuleSet } from '../../../src/engine/rule-sets';
import { worldDateOf } from '../../../src/engine/world-rules';
import { runPlayerAction } from '../../../src/orchestrator/action-runner';
import { useTestApp } from '../../support/test-app';

const t = useTestApp();

/** The score the reputation board shows for the player, and the sum of the clans on their profile. */
async function bothFigures(userName: string, ruleSet: RuleSet) {
  const headers = { 'X-ZUnivers-RuleSetType': ruleSet };
  const around = await t.app.inject({ url: `/public/leaderboard/REPUTATION/around/${userName}`, headers });
  // A player at zero is not on the board (404): their figure there is zero.
  const board = (around.statusCode === 404 ? { rows: [] } : around.json()) as {
    rows: { score: number; user: { discordUserName: string } }[];
  };
  const tower = (await t.app.inject({ url: `/public/tower/${userName}`, headers })).json() as PlayerTower;
  return {
    board: board.rows.find((row) => row.user.discordUserName === userName)?.score ?? 0,
    clans: tower.reputations.reduce((sum, standing) => sum + standing.value, 0),
  };
}

describe('one reputation figure', () => {
  it('stays one figure on both pages after climbs, then after a hardcore wipe', async () => {
    const db = t.app.db;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.discordUserName, 'joueur.test'));
    assert.ok(user);
    const player = { userId: user.id, ruleSet: 'HARDCORE' as const, prng: createPrng('one-reputation-figure') };
    await db
      .update(playerAccounts)
      .set({ balance: 1_000_000, loreDust: 1_000_000 })
      .where(and(eq(playerAccounts.userId, user.id), eq(playerAccounts.ruleSet, 'HARDCORE')));
    const before = await bothFigures('joueur.test', 'HARDCORE');
    assert.equal(before.board, before.clans);
    await ascend(db, player, await worldNow(db));
    await refreshLeaderboardPositions(db, new Date());
    const climbed = await bothFigures('joueur.test', 'HARDCORE');
    assert.ok(climbed.clans > before.clans, 'the climb earned reputation');
    assert.equal(climbed.board, climbed.clans);
    await runPlayerAction(db, player, await worldNow(db), async (state, ctx) =>
      accept(hardcoreResetEffects(state, worldDateOf(ctx.now), 'MISSED_DAILY'), null),
    );
    await refreshLeaderboardPositions(db, new Date());
    assert.deepEqual(await bothFigures('joueur.test', 'HARDCORE'), { board: 0, clans: 0 });
  });
});
