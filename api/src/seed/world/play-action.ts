// Plays one action the way the data layer would in one transaction: the player's effects, the shared rows' and
// the other player's (a trade's seller) must all apply, or nothing does; then the follow-ups the action caused on
// challenges and achievements. Nothing is ever forced: a refusal, from the rule or from applying its effects,
// only counts as one and leaves every state as it was.
import {
  achievementDefinitions,
  type AchievementDefinition,
  type AchievementMetric,
} from '../../areas/achievements/achievement-definitions-rules';
import { checkAchievements } from '../../areas/achievements/achievements-rules';
import { advanceChallenges, challengeRecordKinds } from '../../areas/challenges/challenge-progress-rules';
import type { ActiveChallenge } from '../../areas/challenges/challenges-rules';
import type { ActionResult, CounterName, Effects } from '../../engine/effects';
import { inventoryKey } from '../../engine/player-state';
import { commitSharedWrites, planSharedEffects, type SharedWrites } from '../../engine/shared-state';
import { commitEffects, prepareEffects, type PreparedEffects } from './fast-apply';
import { trackedMetric, trackPresence } from './inventory-metrics';
import { noteClimb } from './arena';
import type { Account, Day, RuleSetWorld, Simulation } from './world-state';

/** What moves each achievement metric: a counter, or the inventory. */
const metricSource: Record<AchievementMetric, CounterName | 'inventory'> = {
  LOOT_DAYS: 'dailyLootCount',
  UNIQUE_CARDS: 'inventory',
  UNIQUE_GOLDEN_CARDS: 'inventory',
  FUSIONS: 'fusionCount',
  MAXED_CONSTELLATIONS: 'inventory',
  INVOCATIONS: 'invocationCount',
  TOWER_FLOOR: 'bestTowerFloor',
  TOWER_ATTEMPTS: 'towerAttemptCount',
  TRADES: 'tradeCount',
  TICKETS: 'luckyCount',
  CHALLENGES: 'challengeCount',
};

const definitionsBySource = new Map<string, AchievementDefinition[]>();
for (const definition of achievementDefinitions) {
  const source = metricSource[definition.metric];
  definitionsBySource.set(source, [...(definitionsBySource.get(source) ?? []), definition]);
}

/**
 * The achievements `effects` unlock, found without recounting every metric after every action: only those not
 * unlocked yet whose metric the effects moved up, and among them those whose value (a counter, or the inventory
 * metric kept up to date) reached the target. A metric that did not move cannot newly reach its target, since it
 * was checked after every earlier change. checkAchievements then reads the state itself for these.
 */
export function achievementsToCheck(account: Account, effects: readonly Effects[]): AchievementDefinition[] {
  const reached = new Set<AchievementDefinition>();
  for (const e of effects) {
    for (const { counter, delta } of e.counters) {
      if (delta > 0 && definitionsBySource.has(counter)) consider(account, counter, reached);
    }
    if (e.inventory.some((d) => d.quantity > 0)) consider(account, 'inventory', reached);
  }
  // In the definitions' own order, as checkAchievements lists them.
  return reached.size === 0 ? [] : achievementDefinitions.filter((d) => reached.has(d));
}

/** Adds to `reached` the locked achievements of `source` whose metric reached their target. */
function consider(account: Account, source: string, reached: Set<AchievementDefinition>): void {
  const { state, metrics } = account;
  // The lowest target still ahead for the source: below it, nothing can unlock.
  const lowest = account.achievementTargets.get(source) ?? lowestTarget(account, source);
  const value =
    source === 'inventory'
      ? Math.max(metrics.uniqueCards, metrics.uniqueGoldenCards, metrics.maxedConstellations)
      : state.counters[source as CounterName];
  if (value < lowest) return;
  for (const definition of definitionsBySource.get(source) ?? []) {
    if (state.achievements[definition.id]) continue;
    const reading =
      source === 'inventory' ? (trackedMetric(metrics, definition.metric) ?? 0) : state.counters[source as CounterName];
    if (reading >= definition.target) reached.add(definition);
  }
}

function lowestTarget(account: Account, source: string): number {
  let lowest = Infinity;
  for (const definition of definitionsBySource.get(source) ?? []) {
    if (!account.state.achievements[definition.id]) lowest = Math.min(lowest, definition.target);
  }
  account.achievementTargets.set(source, lowest);
  return lowest;
}

/** The record kinds the week's challenges count: an action with none of them leaves the challenges as they were. */
const countedKindsCache = new WeakMap<readonly ActiveChallenge[], Set<string>>();

function countedKinds(challenges: readonly ActiveChallenge[]): Set<string> {
  let kinds = countedKindsCache.get(challenges);
  if (!kinds) {
    kinds = new Set(challenges.flatMap((a) => challengeRecordKinds(a.challenge.type)));
    countedKindsCache.set(challenges, kinds);
  }
  return kinds;
}

function movesChallenges(sim: Simulation, day: Day, effects: Effects): boolean {
  if (day.challenges.length === 0) return false;
  if (sim.exact) return true;
  const kinds = countedKinds(day.challenges);
  return effects.records.some((r) => kinds.has(r.kind));
}

function needsShared(effects: Effects): boolean {
  return (
    effects.shared.length > 0 || effects.records.some((r) => r.kind === 'corporationCreated' || r.kind === 'tradeOffer')
  );
}

function count(map: Record<string, number>, key: string, by = 1): void {
  map[key] = (map[key] ?? 0) + by;
}

function commit(sim: Simulation, account: Account, prepared: PreparedEffects, effects: Effects): void {
  const { state, changes } = commitEffects(prepared);
  account.state = state;
  trackPresence(account.metrics, changes, sim.context.catalogue);
  for (const delta of effects.inventory) {
    if (delta.quantity > 0) account.touched.add(inventoryKey(delta.itemId, delta.shinyLevel, delta.upgradeLevel));
  }
  // An account is waiting to hand its records over exactly while it holds some.
  if (sim.onRecords && effects.records.length > 0 && account.records.length === 0) sim.recordsWaiting.push(account);
  for (const record of effects.records) {
    account.records.push(record);
    count(sim.stats.records, record.kind);
    if (record.kind === 'invocation' && record.eventId) count(sim.eventInvocations, record.eventId);
    if (record.kind === 'achievementUnlocked') account.achievementTargets.clear();
    if (record.kind === 'towerAttempt') noteClimb(sim.towerClimbs, account.userId, record);
  }
  account.effects?.push(effects);
}

function applyFollowUp(sim: Simulation, account: Account, effects: Effects): boolean {
  const prepared = prepareEffects(account.state, effects, sim.exact);
  if (!prepared.ok) {
    count(sim.stats.refusals, `FOLLOW_UP_${prepared.code}`);
    return false;
  }
  commit(sim, account, prepared, effects);
  return true;
}

/** The challenge and achievement follow-ups of `effects`, applied to the account. */
export function followUp(sim: Simulation, day: Day, account: Account, now: Date, effects: Effects): void {
  const prng = account.engine;
  const base = {
    now,
    ruleSet: account.ruleSet,
    prng,
    catalogue: sim.context.catalogue,
    newTicketId: () => prng.uuid(),
  };
  const moved = [effects];
  if (movesChallenges(sim, day, effects)) {
    const challenges = advanceChallenges(account.state, effects, { ...base, active: day.challenges });
    if (challenges.records.length > 0 && applyFollowUp(sim, account, challenges)) moved.push(challenges);
  }
  const definitions = sim.exact ? achievementDefinitions : achievementsToCheck(account, moved);
  if (definitions.length === 0) return;
  const achievements = checkAchievements(account.state, { ...base, definitions });
  if (achievements.records.length > 0) applyFollowUp(sim, account, achievements);
}

/** An accepted action's outcome (some actions have none: null is theirs, not a refusal). */
export interface Played<O> {
  outcome: O;
}

/** Plays `result` for `account`; returns its outcome, or null when refused. */
export function act<O>(
  sim: Simulation,
  world: RuleSetWorld,
  day: Day,
  account: Account,
  now: Date,
  result: ActionResult<O>,
): Played<O> | null {
  if (!result.ok) {
    count(sim.stats.refusals, result.code);
    return null;
  }
  const { effects } = result;
  const prepared = prepareEffects(account.state, effects, sim.exact);
  if (!prepared.ok) {
    count(sim.stats.refusals, prepared.code);
    return null;
  }
  let writes: SharedWrites | undefined;
  for (const part of [effects, ...result.related.map((r) => r.effects)]) {
    if (!needsShared(part)) continue;
    const next = planSharedEffects(world.shared, part, writes);
    if (!next.ok) {
      count(sim.stats.refusals, next.code);
      return null;
    }
    writes = next.writes;
  }
  const others: { account: Account; prepared: PreparedEffects; effects: Effects }[] = [];
  for (const related of result.related) {
    const other = world.accountsByUser.get(related.userId);
    const otherPrepared = other ? prepareEffects(other.state, related.effects, sim.exact) : null;
    if (!other || !otherPrepared?.ok) {
      count(sim.stats.refusals, otherPrepared && !otherPrepared.ok ? otherPrepared.code : 'RELATED_NOT_FOUND');
      return null;
    }
    others.push({ account: other, prepared: otherPrepared, effects: related.effects });
  }

  sim.stats.actions++;
  if (writes) commitShared(world, writes, now);
  commit(sim, account, prepared, effects);
  for (const other of others) commit(sim, other.account, other.prepared, other.effects);
  followUp(sim, day, account, now, effects);
  for (const other of others) followUp(sim, day, other.account, now, other.effects);
  return { outcome: result.outcome };
}

/**
 * The world owns its shared rows and never looks back at them: changed in place. The offers the writes close are
 * noted with the instant they closed.
 */
function commitShared(world: RuleSetWorld, writes: SharedWrites, now: Date): void {
  const at = now.toISOString();
  for (const [sellerId, stillOpen] of writes.openTradeOffers) {
    for (const offerId of world.shared.openTradeOffers[sellerId] ?? []) {
      if (stillOpen.includes(offerId)) continue;
      world.offersClosedAt.set(offerId, at);
      world.market.noteClosed(offerId);
    }
  }
  world.shared = commitSharedWrites(world.shared, writes);
}

/** The daily turn's share of one account: not a command, so it causes no follow-up. */
export function applyTurn(
  sim: Simulation,
  world: RuleSetWorld,
  account: Account,
  now: Date,
  result: ActionResult<unknown>,
): void {
  if (!result.ok) return;
  const { effects } = result;
  if (effects.records.length === 0 && effects.inventory.length === 0 && Object.keys(effects.currencies).length === 0) {
    return;
  }
  const prepared = prepareEffects(account.state, effects, sim.exact);
  if (!prepared.ok) {
    count(sim.stats.refusals, prepared.code);
    return;
  }
  const shared = needsShared(effects) ? planSharedEffects(world.shared, effects) : null;
  if (shared && !shared.ok) {
    count(sim.stats.refusals, shared.code);
    return;
  }
  if (shared) commitShared(world, shared.writes, now);
  commit(sim, account, prepared, effects);
}
