// Helpers for the data layer's database tests: players of their own, the game's reference rows the small seed does
// not hold yet (challenges, achievements, seasons…), and the "play it both ways" check.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/db/client';
import type { RuleSet } from '../../src/engine/rule-sets';
import {
  achievementCategories,
  achievementDefinitions,
} from '../../src/areas/achievements/achievement-definitions-rules';
import { achievementCategories as categoryTable, achievements } from '../../src/areas/achievements/achievements-schema';
import {
  challengeDefinitions,
  challengePeriodOf,
  type ChallengeType,
} from '../../src/areas/challenges/challenges-rules';
import { challengePeriods, challenges, periodChallenges } from '../../src/areas/challenges/challenges-schema';
import { leaderboardEntries } from '../../src/areas/leaderboards/leaderboards-schema';
import { playerSummaries, users } from '../../src/areas/players/players-schema';
import { defaultTowerFloors, towerSeasonLengthDays } from '../../src/areas/tower/tower-rules';
import {
  reputations,
  towerFloorDropRates,
  towerFloors,
  towers,
  towerSeasons,
} from '../../src/areas/tower/tower-schema';
import { loadFollowUpContext, runAction, type ActionRule, type RunContext } from '../../src/orchestrator/action-runner';
import { applyEffects } from '../../src/engine/apply-effects';
import type { Catalogue } from '../../src/engine/catalogue';
import { loadCatalogue } from '../../src/orchestrator/catalogue-loader';
import { derivedRows } from '../../src/orchestrator/derived-rows';
import type { Currencies } from '../../src/engine/effects';
import { withFollowUps } from '../../src/orchestrator/follow-ups';
import { hardcoreSeasonLengthDays } from '../../src/engine/hardcore-rules';
import type { PlayerState } from '../../src/engine/player-state';
import { loadPlayerState } from '../../src/orchestrator/state-loader';
import { addDays, type WorldDate } from '../../src/engine/world-rules';
import { hardcoreSeasons } from '../../src/areas/world/world-schema';
import { createPrng } from '../../src/engine/prng';
import { insertTestPlayer } from '../support/test-players';

export interface Who {
  userId: string;
  ruleSet: RuleSet;
}

/** A user of its own with an account in `ruleSet` holding `currencies`, nothing else. */
export async function createPlayer(db: Db, ruleSet: RuleSet, currencies: Partial<Currencies> = {}): Promise<Who> {
  const { userId } = await insertTestPlayer(db, ruleSet, { currencies, namePrefix: 'data.layer' });
  return { userId, ruleSet };
}

export async function userIdOf(db: Db, discordUserName: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.discordUserName, discordUserName));
  assert.ok(user, `${discordUserName} is seeded`);
  return user.id;
}

/** The week holding `date` with one challenge of each given type. */
export async function insertChallengePeriod(db: Db, ruleSet: RuleSet, date: WorldDate, types: ChallengeType[]) {
  await db
    .insert(challenges)
    .values([...challengeDefinitions])
    .onConflictDoNothing();
  const period = challengePeriodOf(date);
  const periodId = randomUUID();
  await db.insert(challengePeriods).values({ id: periodId, ruleSet, ...period });
  await db.insert(periodChallenges).values(
    types.map((type, position) => {
      const definition = challengeDefinitions.find((c) => c.type === type);
      assert.ok(definition);
      return { id: randomUUID(), periodId, challengeId: definition.id, position };
    }),
  );
}

export async function insertAchievements(db: Db) {
  await db
    .insert(categoryTable)
    .values([...achievementCategories])
    .onConflictDoNothing();
  await db
    .insert(achievements)
    .values(achievementDefinitions.map((d) => ({ ...d, rewardBannerId: null, rewardItemId: null })))
    .onConflictDoNothing();
}

export async function insertHardcoreSeason(db: Db, beginDate: WorldDate): Promise<string> {
  const id = randomUUID();
  const endDate = addDays(beginDate, hardcoreSeasonLengthDays - 1);
  await db.insert(hardcoreSeasons).values({ id, index: 1, beginDate, endDate });
  return id;
}

/** A Vortex season from `beginDate` on a tower of `packId`, with the engine's default floors. */
export async function insertTowerSeason(db: Db, ruleSet: RuleSet, beginDate: WorldDate, packId: string) {
  const reputationId = randomUUID();
  await db.insert(reputations).values({ id: reputationId, name: `Clan ${reputationId.slice(0, 8)}` });
  const towerId = randomUUID();
  await db.insert(towers).values({ id: towerId, index: 0, name: 'Tour de test', packId, reputationId });
  for (const floor of defaultTowerFloors()) {
    const floorId = randomUUID();
    await db.insert(towerFloors).values({ id: floorId, towerId, index: floor.index, rate: floor.rate });
    await db
      .insert(towerFloorDropRates)
      .values(floor.dropRates.map((rate) => ({ id: randomUUID(), floorId, ...rate })));
  }
  const seasonId = randomUUID();
  const endDate = addDays(beginDate, towerSeasonLengthDays - 1);
  await db.insert(towerSeasons).values({ id: seasonId, ruleSet, index: 1, towerId, beginDate, endDate });
  return { seasonId, reputationId };
}

/** Arrays whose order the engine does not define, sorted, so states compare by content. */
export function normalise(state: PlayerState): PlayerState {
  return {
    ...state,
    // Live ticket ids are crypto's, not the generator's: the two runs name the same tickets differently.
    tickets: state.tickets
      .map((ticket) => ({ ...ticket, ticketId: '' }))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    shopPurchases: [...state.shopPurchases].sort(),
    calendar: { ...state.calendar, opened: [...state.calendar.opened].sort((a, b) => a - b) },
    challenges: { ...state.challenges, completed: [...state.challenges.completed].sort() },
  };
}

/**
 * Plays `action` in memory (rule, follow-ups, applyEffects) and through runAction, with generators of the same seed,
 * and checks the tables then give back exactly the in-memory state, for the actor and every other player involved.
 */
export async function playBoth<O>(
  db: Db,
  who: Who,
  now: Date,
  seed: string,
  action: ActionRule<O>,
  others: string[] = [],
): Promise<{ outcome: O; state: PlayerState }> {
  const { userId, ruleSet } = who;
  const before = await loadPlayerState(db, userId, ruleSet);
  const otherStates = new Map<string, PlayerState>();
  for (const id of others) otherStates.set(id, await loadPlayerState(db, id, ruleSet));
  const catalogue = await loadCatalogue(db);
  const ctx: RunContext = {
    now,
    ruleSet,
    prng: createPrng(seed),
    db,
    catalogue,
    others: otherStates,
    newTicketId: randomUUID,
  };
  const result = await action(before, ctx);
  if (!result.ok) assert.fail(`refused in memory: ${result.code} ${result.message}`);
  const full = withFollowUps(before, result, await loadFollowUpContext(db, ctx), otherStates);
  if (!full.ok) assert.fail(`follow-ups refused in memory: ${full.code}`);
  const expected = applyEffects(before, full.effects);
  if (!expected.ok) assert.fail(`effects refused in memory: ${expected.code}`);

  const outcome = await runAction(db, { userId, ruleSet, now, prng: createPrng(seed), others }, action);
  assert.deepEqual(outcome, result.outcome);
  const actual = await loadPlayerState(db, userId, ruleSet);
  assert.deepEqual(normalise(actual), normalise(expected.state));
  await assertDerivedRows(db, expected.state, catalogue);
  for (const related of full.related) {
    const relatedBefore = otherStates.get(related.userId);
    assert.ok(relatedBefore, 'related players are loaded');
    const relatedExpected = applyEffects(relatedBefore, related.effects);
    if (!relatedExpected.ok) assert.fail(`related effects refused in memory: ${relatedExpected.code}`);
    const relatedActual = await loadPlayerState(db, related.userId, ruleSet);
    assert.deepEqual(normalise(relatedActual), normalise(relatedExpected.state));
  }
  return { outcome, state: actual };
}

/** The leaderboard entries and profile figures in the tables are those the state gives. */
export async function assertDerivedRows(db: Db, state: PlayerState, catalogue: Catalogue): Promise<void> {
  const expected = derivedRows(state, catalogue);
  const mine = <T extends { userId: AnyPgColumn; ruleSet: AnyPgColumn }>(table: T) =>
    and(eq(table.userId, state.userId), eq(table.ruleSet, state.ruleSet));
  const [summary] = await db.select().from(playerSummaries).where(mine(playerSummaries));
  assert.deepEqual(summary, expected.summary);
  const entries = await db.select().from(leaderboardEntries).where(mine(leaderboardEntries));
  const byType = (a: { type: string }, b: { type: string }) => a.type.localeCompare(b.type);
  assert.deepEqual(entries.sort(byType), [...expected.leaderboardEntries].sort(byType));
}
