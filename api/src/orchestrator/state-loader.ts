// Builds a player's PlayerState from the tables, the inverse of what the data layer writes: the state tables as
// they are, plus summaries read off history (the latest subscription, the open hardcore run, unscratched tickets…).
// Run it inside the action's transaction, after the account row is locked, so the rule sees a state nobody else
// is changing.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { RuleSet } from '../engine/rule-sets';
import { playerAchievements } from '../areas/achievements/achievements-schema';
import { calendarBoxes, calendarOpenings } from '../areas/calendar/calendar-schema';
import { challengePeriods, periodChallenges, playerChallenges } from '../areas/challenges/challenges-schema';
import { corporationMembers } from '../areas/corporations/corporations-schema';
import { invocations } from '../areas/invocations/invocations-schema';
import { loots } from '../areas/loot/loot-schema';
import { tickets } from '../areas/lucky/lucky-schema';
import { latestLuckyLink } from '../areas/lucky/lucky-queries';
import { inventories, playerAccounts, playerCounters } from '../areas/players/players-schema';
import { shopEntries, shopPurchases } from '../areas/shop/shop-schema';
import { subscriptions } from '../areas/subscriptions/subscriptions-schema';
import { playerReputations, playerTowerStats, towerSeasons } from '../areas/tower/tower-schema';
import type { PlayerState } from '../engine/player-state';
import { accountNotFound } from '../lib/refusals';
import { playerStateFromRows, type LoadedPlayerRows } from './player-state-tables';
import { hardcoreRuns, playerDailyCounters } from '../areas/world/world-schema';

export async function loadPlayerState(db: Db, userId: string, ruleSet: RuleSet): Promise<PlayerState> {
  const player = (table: { userId: AnyPgColumn; ruleSet: AnyPgColumn }) =>
    and(eq(table.userId, userId), eq(table.ruleSet, ruleSet));

  const [account] = await db
    .select({
      balance: playerAccounts.balance,
      loreDust: playerAccounts.loreDust,
      loreFragment: playerAccounts.loreFragment,
      upgradeDust: playerAccounts.upgradeDust,
      lastActiveDate: playerAccounts.lastActiveDate,
    })
    .from(playerAccounts)
    .where(player(playerAccounts));
  if (!account) throw accountNotFound(ruleSet);

  const inventoryRows = await db
    .select({
      itemId: inventories.itemId,
      shinyLevel: inventories.shinyLevel,
      upgradeLevel: inventories.upgradeLevel,
      quantity: inventories.quantity,
    })
    .from(inventories)
    .where(player(inventories));
  const [counters] = await db.select().from(playerCounters).where(player(playerCounters));
  const dailyCounters = await db
    .select({ date: playerDailyCounters.date, counter: playerDailyCounters.counter, value: playerDailyCounters.value })
    .from(playerDailyCounters)
    .where(
      and(
        player(playerDailyCounters),
        eq(
          playerDailyCounters.date,
          sql`(select max(d.date) from player_daily_counters d where d.user_id = ${userId} and d.rule_set = ${ruleSet})`,
        ),
      ),
    );
  const reputations = await db
    .select({ reputationId: playerReputations.reputationId, value: playerReputations.value })
    .from(playerReputations)
    .where(player(playerReputations));
  const [towerStats] = await db
    .select({
      seasonId: playerTowerStats.seasonId,
      attemptCount: playerTowerStats.attemptCount,
      maxFloorIndex: playerTowerStats.maxFloorIndex,
    })
    .from(playerTowerStats)
    .innerJoin(towerSeasons, eq(towerSeasons.id, playerTowerStats.seasonId))
    .where(and(eq(playerTowerStats.userId, userId), eq(towerSeasons.ruleSet, ruleSet)))
    .orderBy(desc(towerSeasons.beginDate))
    .limit(1);
  const [lastWeekly] = await db
    .select({ date: loots.date })
    .from(loots)
    .where(and(player(loots), eq(loots.type, 'WEEKLY'), eq(loots.subscriptionBonusNumber, 0)))
    .orderBy(desc(loots.date))
    .limit(1);
  const eventInvocations = await db
    .select({ eventId: invocations.eventId, count: count() })
    .from(invocations)
    .where(and(player(invocations), isNotNull(invocations.eventId)))
    .groupBy(invocations.eventId);
  const [subscription] = await db
    .select({ beginDate: subscriptions.beginDate, endDate: subscriptions.endDate })
    .from(subscriptions)
    .where(player(subscriptions))
    .orderBy(desc(subscriptions.at))
    .limit(1);
  const [membership] = await db
    .select({
      corporationId: corporationMembers.corporationId,
      role: corporationMembers.role,
      joinedDate: corporationMembers.joinedDate,
    })
    .from(corporationMembers)
    .where(player(corporationMembers));

  const rows: LoadedPlayerRows = {
    account,
    inventories: inventoryRows,
    counters: counters ?? null,
    dailyCounters,
    reputations,
    towerStats: towerStats ?? null,
    lastWeeklyDate: lastWeekly?.date ?? null,
    eventInvocations: eventInvocations.map((row) => ({ eventId: row.eventId ?? '', count: row.count })),
    subscription: subscription ?? null,
    corporation: membership
      ? {
          corporationId: membership.corporationId,
          role: membership.role,
          joinedAt: membership.joinedDate.toISOString(),
        }
      : null,
    hardcore: ruleSet === 'HARDCORE' ? await loadHardcore(db, userId) : { seasonId: null, run: null },
    challenges: await loadChallenges(db, userId, ruleSet),
    achievements: await db
      .select({ achievementId: playerAchievements.achievementId, date: playerAchievements.date })
      .from(playerAchievements)
      .where(and(player(playerAchievements), isNotNull(playerAchievements.date)))
      .then((list) => list.map((row) => ({ achievementId: row.achievementId, date: row.date ?? new Date(0) }))),
    calendar: await loadCalendar(db, userId, ruleSet),
    tickets: await db
      .select({ ticketId: tickets.id, type: tickets.type, reward: tickets.reward, linkCode: tickets.linkCode })
      .from(tickets)
      .where(and(player(tickets), isNull(tickets.scratchedAt)))
      .orderBy(asc(tickets.grantedAt), asc(tickets.id)),
    luckyLink: await latestLuckyLink(db, userId, ruleSet),
    shopPurchases: await db
      .select({ entryId: shopPurchases.entryId })
      .from(shopPurchases)
      .innerJoin(shopEntries, eq(shopEntries.id, shopPurchases.entryId))
      .where(and(eq(shopPurchases.userId, userId), eq(shopEntries.ruleSet, ruleSet)))
      .orderBy(asc(shopPurchases.at))
      .then((list) => list.map((row) => row.entryId)),
  };
  return playerStateFromRows(userId, ruleSet, rows);
}

/** The season of the player's latest run, and the run still open (hardcore_runs keeps one open run at most). */
async function loadHardcore(db: Db, userId: string): Promise<PlayerState['hardcore']> {
  const [latest] = await db
    .select({ seasonId: hardcoreRuns.seasonId })
    .from(hardcoreRuns)
    .where(eq(hardcoreRuns.userId, userId))
    .orderBy(desc(hardcoreRuns.startDate))
    .limit(1);
  if (!latest) return { seasonId: null, run: null };
  const [open] = await db
    .select({ seasonId: hardcoreRuns.seasonId, startDate: hardcoreRuns.startDate })
    .from(hardcoreRuns)
    .where(and(eq(hardcoreRuns.userId, userId), isNull(hardcoreRuns.endDate)));
  return { seasonId: latest.seasonId, run: open ?? null };
}

async function loadChallenges(db: Db, userId: string, ruleSet: RuleSet): Promise<LoadedPlayerRows['challenges']> {
  const rows = await db
    .select({
      beginDate: challengePeriods.beginDate,
      challengeId: periodChallenges.challengeId,
      progress: playerChallenges.progress,
      completedDate: playerChallenges.completedDate,
    })
    .from(playerChallenges)
    .innerJoin(periodChallenges, eq(periodChallenges.id, playerChallenges.periodChallengeId))
    .innerJoin(challengePeriods, eq(challengePeriods.id, periodChallenges.periodId))
    .where(and(eq(playerChallenges.userId, userId), eq(playerChallenges.ruleSet, ruleSet)))
    .orderBy(desc(challengePeriods.beginDate), asc(periodChallenges.position));
  const latest = rows[0]?.beginDate;
  if (!latest) return null;
  return {
    periodBeginDate: latest,
    rows: rows
      .filter((row) => row.beginDate === latest)
      .map((row) => ({ challengeId: row.challengeId, progress: row.progress, completed: row.completedDate !== null })),
  };
}

async function loadCalendar(db: Db, userId: string, ruleSet: RuleSet): Promise<LoadedPlayerRows['calendar']> {
  const rows = await db
    .select({ year: calendarBoxes.year, index: calendarBoxes.index })
    .from(calendarOpenings)
    .innerJoin(calendarBoxes, eq(calendarBoxes.id, calendarOpenings.boxId))
    .where(and(eq(calendarOpenings.userId, userId), eq(calendarBoxes.ruleSet, ruleSet)))
    .orderBy(desc(calendarBoxes.year), asc(calendarOpenings.openedAt), asc(calendarBoxes.index));
  const year = rows[0]?.year;
  if (year === undefined) return null;
  return { year, indexes: rows.filter((row) => row.year === year).map((row) => row.index) };
}

/** The players' accounts locked for the rest of the transaction, in one order so two actions cannot deadlock. */
export async function lockAccounts(db: Db, ruleSet: RuleSet, userIds: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(userIds)].sort();
  const rows = await db
    .select({ userId: playerAccounts.userId })
    .from(playerAccounts)
    .where(and(eq(playerAccounts.ruleSet, ruleSet), inArray(playerAccounts.userId, ids)))
    .orderBy(asc(playerAccounts.userId))
    .for('update');
  return new Set(rows.map((row) => row.userId));
}
