// A player's kept answers never outlive the player's action: each route asked, then an action of the game's (through
// the data layer, as the chat bot and the site act), then the route again gives the new figures. Both places an
// answer is kept are checked: the process's memory (the answer made before the action is still there) and the
// database (a process that keeps nothing in memory finds the answer kept before the action). The routes whose
// answers are made from catalogue-wide rows and the player's progress on them (evolution, achievements,
// challenges) and the collection's counts every action keeps (overview, statistics) are the ones checked here; the
// profile, the loot map, the Vortex page, the calendar and the corporation's detail have theirs beside their routes'
// tests and in answer-caches.test.ts.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { AchievementProgress, ActiveChallenge, Evolution, PlayerOverview, PlayerStats } from '@zu/shared-contract';
import { lootAchievementCategoryId } from '../../src/areas/achievements/achievement-definitions-rules';
import { challengeDefinitions } from '../../src/areas/challenges/challenges-rules';
import { items } from '../../src/areas/catalogue/catalogue-schema';
import { evolve, recycle } from '../../src/areas/inventory/inventory-repository';
import { claimDailyLoot } from '../../src/areas/loot/loot-repository';
import { loots } from '../../src/areas/loot/loot-schema';
import { inventories, playerAccounts } from '../../src/areas/players/players-schema';
import { ascend } from '../../src/areas/tower/tower-repository';
import { worldNow } from '../../src/areas/world/world-clock';
import type { RuleSet } from '../../src/engine/rule-sets';
import { settleKeptAnswers } from '../../src/lib/kept-answers';
import { clearResponseCaches } from '../../src/lib/response-cache';
import { ids, useGameWorld, type GameWorld } from '../support/game-world';
import { hardcore, useTestApp } from '../support/test-app';
import { requestsTo } from '../support/requests';

const t = useTestApp();
const loadWorld = useGameWorld(t);
const { json } = requestsTo(t);
let world: GameWorld;

const player = (ruleSet: RuleSet) => ({ userId: world.playerId, ruleSet });

/** Gives joueur.test currencies to act with, before the answers the test checks are made (a write moves them). */
async function fund(ruleSet: RuleSet, currencies: Partial<typeof playerAccounts.$inferInsert>) {
  await t.app.db
    .update(playerAccounts)
    .set(currencies)
    .where(and(eq(playerAccounts.userId, world.playerId), eq(playerAccounts.ruleSet, ruleSet)));
}

/**
 * The route's answer before and after `act`. `from: 'memory'`: the answer made before is in the process's memory
 * when the route is asked again. `from: 'database'`: the process forgets every answer it keeps in memory before the
 * action, so the route finds only the one kept in the database, made before the action.
 */
async function aroundAction<T>(
  url: string,
  headers: Record<string, string>,
  from: 'memory' | 'database',
  act: () => Promise<unknown>,
) {
  const before = await json<T>(url, headers);
  assert.deepEqual(await json<T>(url, headers), before, 'asked again before the action: the same answer');
  await settleKeptAnswers(t.app.db);
  if (from === 'database') clearResponseCaches();
  await act();
  return { before, after: await json<T>(url, headers) };
}

describe('answers after an action', () => {
  before(async () => {
    world = await loadWorld();
  });

  it('the evolution shows the step reached and the Éclats d’étoile spent, from memory', async () => {
    await fund('NORMAL', { upgradeDust: 100 });
    const { before, after } = await aroundAction<Evolution>('/public/evolution/joueur.test', {}, 'memory', async () =>
      evolve(t.app.db, player('NORMAL'), ids.evolution, await worldNow(t.app.db)),
    );
    assert.deepEqual(
      before.evolutionItems.map((step) => step.isOwned),
      [true, true, false],
    );
    assert.equal(before.upgradeDust, 100);
    assert.deepEqual(
      after.evolutionItems.map((step) => step.isOwned),
      [true, true, true],
    );
    assert.equal(after.upgradeDust, 100 - 25, 'the last step costs 25');
  });

  it('the overview and the statistics count the copy recycled, from the database', async () => {
    // A plain recyclable card of which joueur.test holds several copies: one goes.
    const [held] = await t.app.db
      .select({ itemId: inventories.itemId, shinyLevel: inventories.shinyLevel, rarity: items.rarity })
      .from(inventories)
      .innerJoin(items, eq(items.id, inventories.itemId))
      .where(
        and(
          eq(inventories.userId, world.playerId),
          eq(inventories.ruleSet, 'NORMAL'),
          eq(inventories.upgradeLevel, 0),
          gte(inventories.quantity, 2),
          eq(items.isRecyclable, true),
        ),
      )
      .orderBy(asc(inventories.id))
      .limit(1);
    assert.ok(held, 'joueur.test holds two copies of a recyclable card');
    const shinyLevel = held.shinyLevel as 0 | 1 | 2;
    const copiesShown = (lines: { rarity: number; shinyLevel: number; upgradeLevel?: number }[], key: string) =>
      (
        lines.find((line) => line.rarity === held.rarity && line.shinyLevel === shinyLevel && !line.upgradeLevel) as
          Record<string, number> | undefined
      )?.[key];
    const statsBefore = await json<PlayerStats>('/public/user/joueur.test/stats');
    const { before, after } = await aroundAction<PlayerOverview>(
      '/public/user/joueur.test/overview',
      {},
      'database',
      async () =>
        recycle(t.app.db, player('NORMAL'), { itemId: held.itemId, shinyLevel, quantity: 1 }, await worldNow(t.app.db)),
    );
    assert.equal(
      copiesShown(after.countByRarity, 'inventoryCount'),
      copiesShown(before.countByRarity, 'inventoryCount')! - 1,
    );
    const statsAfter = await json<PlayerStats>('/public/user/joueur.test/stats');
    assert.equal(copiesShown(statsAfter.byRarity, 'copies'), copiesShown(statsBefore.byRarity, 'copies')! - 1);
  });

  it('the loot achievements count the day looted, from the database', async () => {
    // The world has joueur.test loot today already: that loot goes, and the day is looted again.
    await t.app.db
      .delete(loots)
      .where(and(eq(loots.userId, world.playerId), eq(loots.ruleSet, 'NORMAL'), eq(loots.date, world.today)));
    const url = `/public/achievement/joueur.test/${lootAchievementCategoryId}`;
    const { before, after } = await aroundAction<AchievementProgress[]>(url, {}, 'database', async () =>
      claimDailyLoot(t.app.db, player('NORMAL'), await worldNow(t.app.db)),
    );
    // The first achievement of the category not reached yet counts the days looted.
    const lootDays = (answer: AchievementProgress[]) =>
      answer.find((entry) => entry.progress?.type === 'LOOT_DAYS')!.progress!.current;
    assert.equal(lootDays(after), lootDays(before) + 1);
  });

  it('the challenges count the Vortex attempt, from memory and then from the database', async () => {
    await fund('HARDCORE', { loreDust: 10_000, balance: 100_000 });
    const ascendChallenge = challengeDefinitions.findIndex((definition) => definition.type === 'ASCEND');
    const progress = (answer: ActiveChallenge[]) =>
      answer.find((entry) => entry.challenge.id === challengeDefinitions[ascendChallenge]!.id)!.progress!.current;
    const attempt = async () => ascend(t.app.db, player('HARDCORE'), await worldNow(t.app.db));
    const url = '/public/challenge/joueur.test';
    const first = await aroundAction<ActiveChallenge[]>(url, hardcore, 'memory', attempt);
    assert.equal(progress(first.after), progress(first.before) + 1);
    const second = await aroundAction<ActiveChallenge[]>(url, hardcore, 'database', attempt);
    assert.equal(progress(second.before), progress(first.after));
    assert.equal(progress(second.after), progress(first.after) + 1);
  });
});
