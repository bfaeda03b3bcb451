// The simulated accounts: one per (user, rule set) of the input, with its habit, its first day and the
// corporation it founds or joins.
import { corporationCreationCost } from '../../areas/corporations/corporations-rules';
import { pityCounterStart, createPlayerState } from '../../engine/player-state';
import { addDays, worldDateOf, type WorldDate } from '../../engine/world-rules';
import type { RuleSet } from '../../engine/rule-sets';
import { createPrng } from '../../engine/prng';
import { wellKnownAccounts, type WellKnownAccount } from '../content/players';
import { HARDCORE_LAUNCH_DATE } from '../dates';
import { drawHabit, occasionalHabit, type Habit } from './habits';
import { createInventoryMetrics } from './inventory-metrics';
import type { Account, CorporationPlan, PlannedMembership } from './world-state';
import type { WorldTimeline } from './world-timeline';
import type { WorldInput } from './world-types';

const wellKnownNames = new Set<string>(Object.values(wellKnownAccounts).map((a) => a.discordUserName));
const neverSubscribing = new Set<string>(
  Object.values(wellKnownAccounts)
    .filter((a) => 'neverSubscribes' in a && a.neverSubscribes)
    .map((a) => a.discordUserName),
);
const wellKnownByName = new Map<string, WellKnownAccount>(
  Object.values(wellKnownAccounts).map((a) => [a.discordUserName, a]),
);
/** A late subscriber takes its free month this many days before the last day played. */
const lateSubscriptionDays = 7;

/**
 * What a well-known account must show the tests (its subscription, its banners, its advent calendar, its savings,
 * its corporation's treasury) as habit traits.
 */
function wellKnownTraits(name: string, ruleSet: RuleSet, timeline: WorldTimeline): Partial<Habit> {
  const account = wellKnownByName.get(name);
  if (!account) return {};
  return {
    ...(account.onlyFreeMonth ? { onlyFreeMonth: true } : {}),
    ...(account.savesLoreDust ? { towerAttempts: 0 } : {}),
    ...(account.savesZUMonnaie && ruleSet === 'HARDCORE' ? { balanceReserve: corporationCreationCost } : {}),
    ...(account.savesTreasury ? { keepsTreasuryReserve: true } : {}),
    ...(account.subscribesLate ? { subscribesFrom: addDays(timeline.today, -lateSubscriptionDays) } : {}),
    ...(account.banners === 'starting' ? { calendarChance: 0 } : { calendarOddDaysBefore: timeline.today }),
  };
}

const later = (a: WorldDate, b: WorldDate): WorldDate => (a >= b ? a : b);

/**
 * The account's first simulated day. NORMAL: its creation, within the last year. HARDCORE (open since the rule
 * set's launch): accounts older than the simulated seasons start with the first of them; younger ones with the next
 * season after their creation, or on their creation day when it falls in the current season.
 */
export function accountStartDate(createdDate: Date, ruleSet: RuleSet, timeline: WorldTimeline): WorldDate {
  const created = worldDateOf(createdDate);
  const first = timeline.ruleSets[ruleSet].startDate;
  if (ruleSet === 'NORMAL') return later(created, first);
  const opened = later(created, worldDateOf(HARDCORE_LAUNCH_DATE));
  if (opened <= first) return first;
  const next = timeline.hardcoreSeasons.find((s) => s.beginDate >= opened);
  return next ? next.beginDate : opened;
}

export interface CreatedAccounts {
  accounts: Account[];
  corporations: Map<string, CorporationPlan>;
}

export function createAccounts(
  input: WorldInput,
  ruleSet: RuleSet,
  timeline: WorldTimeline,
  seed: string,
): CreatedAccounts {
  const usersById = new Map(input.users.map((user) => [user.id, user]));
  const memberships = new Map(input.corporationMembers.filter((m) => m.ruleSet === ruleSet).map((m) => [m.userId, m]));
  const corporations = new Map<string, CorporationPlan>();
  const createdDates = new Map<string, WorldDate>();
  for (const corporation of input.corporations.filter((c) => c.ruleSet === ruleSet)) {
    corporations.set(corporation.id, {
      id: corporation.id,
      name: corporation.name,
      description: corporation.description,
      founder: null,
      members: [],
      createdAt: null,
    });
    createdDates.set(corporation.id, worldDateOf(corporation.createdDate));
  }

  const accounts: Account[] = [];
  for (const row of input.playerAccounts) {
    if (row.ruleSet !== ruleSet) continue;
    const user = usersById.get(row.userId);
    if (!user) throw new Error(`player account of an unknown user ${row.userId}`);
    const startDate = accountStartDate(user.createdDate, ruleSet, timeline);
    if (startDate > timeline.today) continue;
    const member = memberships.get(user.id);
    const plan = member ? corporations.get(member.corporationId) : undefined;
    const wellKnown = wellKnownNames.has(user.discordUserName);
    const habitStream = createPrng(`${seed}/habit/${ruleSet}/${user.id}`);
    // The occasional crowd is drawn from a stream of its own: without it (small scale) nobody's habit changes.
    const occasional =
      !wellKnown &&
      member?.role !== 'ADMIN' &&
      (input.occasionalShare ?? 0) > 0 &&
      createPrng(`${seed}/occasional/${ruleSet}/${user.id}`).chance(input.occasionalShare ?? 0);
    const habit: Habit = occasional
      ? occasionalHabit(habitStream, ruleSet)
      : {
          ...drawHabit(habitStream, {
            wellKnown,
            neverSubscribes: neverSubscribing.has(user.discordUserName),
            founder: member?.role === 'ADMIN',
            hardcore: ruleSet === 'HARDCORE',
          }),
          ...wellKnownTraits(user.discordUserName, ruleSet, timeline),
        };
    const decisions = createPrng(`${seed}/decisions/${ruleSet}/${user.id}`);
    // An occasional player starts somewhere in a break.
    const streak = { playing: false, left: habit.streaks ? decisions.int(0, habit.streaks.breakDays[1]) : 0 };
    let membership: PlannedMembership | null = null;
    if (member && plan) {
      const joined = member.role === 'ADMIN' ? createdDates.get(plan.id) : worldDateOf(member.joinedDate);
      membership = { corporationId: plan.id, role: member.role, fromDate: later(joined ?? startDate, startDate) };
    }
    const account: Account = {
      index: accounts.length,
      userId: user.id,
      ruleSet,
      habit,
      startDate,
      lastPlayDate: habit.quitAfterDays === null ? null : addDays(startDate, habit.quitAfterDays),
      streak,
      state: createPlayerState(user.id, ruleSet, pityCounterStart),
      records: [],
      decisions,
      engine: createPrng(`${seed}/engine/${ruleSet}/${user.id}`),
      membership,
      touched: new Set(),
      visitedDate: null,
      metrics: createInventoryMetrics(),
      achievementTargets: new Map(),
      effects: input.keepEffects ? [] : null,
    };
    if (plan && membership?.role === 'ADMIN') plan.founder = account;
    else if (plan) plan.members.push(account);
    accounts.push(account);
  }
  return { accounts, corporations };
}
