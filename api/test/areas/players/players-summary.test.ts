// The profile's figures come from the stored world: played through the data layer here, read back by the route.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { PlayerProfile } from '@zu/shared-contract';
import { refreshLeaderboardPositions } from '../../../src/areas/leaderboards/leaderboard-positions';
import { leaderboardPositions } from '../../../src/areas/leaderboards/leaderboards-schema';
import { claimDailyLoot } from '../../../src/areas/loot/loot-repository';
import { invoke } from '../../../src/areas/invocations/invocations-repository';
import { playerAccounts, playerCounters, playerSummaries, users } from '../../../src/areas/players/players-schema';
import { setWorldDate, worldInstant } from '../../../src/areas/world/world-clock';
import { createPrng } from '../../../src/engine/prng';
import { hardcore, useTestApp } from '../../support/test-app';

const t = useTestApp();
const today = '2026-11-02';

async function playerId(name: string) {
  const [user] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.discordUserName, name));
  assert.ok(user);
  return user.id;
}

describe('GET /public/user/{userName} from the stored world', () => {
  let userId: string;
  let inventoryBefore: number;
  let normalBefore: PlayerProfile;
  before(async () => {
    const db = t.app.db;
    userId = await playerId('joueur.test');
    inventoryBefore = (
      (await t.app.inject({ url: '/public/user/joueur.test', headers: hardcore })).json() as PlayerProfile
    ).inventoryCount;
    normalBefore = (await t.app.inject({ url: '/public/user/joueur.test' })).json() as PlayerProfile;
    await setWorldDate(db, today);
    // Enough for five invocations whatever the event running that day costs (some also cost lore dust).
    await db
      .update(playerAccounts)
      .set({ balance: 20_000, loreDust: 1_000 })
      .where(and(eq(playerAccounts.userId, userId), eq(playerAccounts.ruleSet, 'HARDCORE')));
    const player = { userId, ruleSet: 'HARDCORE' as const, prng: createPrng('profile-from-world') };
    await claimDailyLoot(db, player, worldInstant(today, new Date('2026-11-02T08:00:00Z')));
    for (let i = 0; i < 5; i++)
      await invoke(db, player, 'BASIC', worldInstant(today, new Date('2026-11-02T09:00:00Z')));
    await refreshLeaderboardPositions(db, new Date());
  });

  it('shows the collection, counters and leaderboard positions the actions left', async () => {
    const response = await t.app.inject({ url: '/public/user/Joueur.Test', headers: hardcore });
    assert.equal(response.statusCode, 200);
    const body = response.json() as PlayerProfile;
    const mine = (table: typeof playerSummaries | typeof playerCounters) =>
      and(eq(table.userId, userId), eq(table.ruleSet, 'HARDCORE'));
    const [summary] = await t.app.db.select().from(playerSummaries).where(mine(playerSummaries));
    const [counters] = await t.app.db.select().from(playerCounters).where(mine(playerCounters));
    assert.ok(summary && counters);
    assert.equal(body.inventoryCount, inventoryBefore + 5);
    assert.equal(body.inventoryCount, summary.inventoryCount);
    assert.equal(body.inventoryUniqueCount, summary.inventoryUniqueCount);
    assert.deepEqual(body.effects, summary.effects);
    assert.equal(body.user.isActive, true);
    const global = body.leaderboards.find((entry) => entry.type === 'GLOBAL');
    assert.ok(global, 'the player is ranked on the GLOBAL leaderboard');
    const [ranked] = await t.app.db
      .select()
      .from(leaderboardPositions)
      .where(
        and(
          eq(leaderboardPositions.userId, userId),
          eq(leaderboardPositions.ruleSet, 'HARDCORE'),
          eq(leaderboardPositions.type, 'GLOBAL'),
        ),
      );
    assert.equal(global.position, ranked?.position);
    assert.ok(global.score > 0);
    assert.equal(body.luckyCount, counters.luckyCount);
    assert.equal(body.tradeCountToday, 0);
  });

  it('keeps the rule sets apart: the HARDCORE actions left the NORMAL profile as it was', async () => {
    const body = (await t.app.inject({ url: '/public/user/joueur.test' })).json() as PlayerProfile;
    assert.equal(body.inventoryCount, normalBefore.inventoryCount);
    assert.deepEqual(
      body.leaderboards.find((entry) => entry.type === 'GLOBAL')?.score,
      normalBefore.leaderboards.find((entry) => entry.type === 'GLOBAL')?.score,
    );
  });
});
