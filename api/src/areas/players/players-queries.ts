import { and, count, countDistinct, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../db/rule-sets';
import { achievements } from '../achievements/achievements-schema';
import { periodChallenges, playerChallenges } from '../challenges/challenges-schema';
import { corporationMembers, corporations } from '../corporations/corporations-schema';
import { leaderboardEntries, leaderboardPositions } from '../leaderboards/leaderboards-schema';
import { subscriptions } from '../subscriptions/subscriptions-schema';
import { loadCatalogue } from '../world/catalogue-repository';
import { readWorldDate } from '../world/world-clock';
import { playerDailyCounters } from '../world/world-schema';
import { banners, playerAccounts, playerCounters, playerSummaries, ranks, userBanners, users } from './players-schema';

/** The player's account in the rule set, found by chat user name without regard to case. */
export async function findAccount(db: Db, userName: string, ruleSet: RuleSet) {
  const [row] = await db
    .select({ user: users, account: playerAccounts })
    .from(users)
    .innerJoin(playerAccounts, and(eq(playerAccounts.userId, users.id), eq(playerAccounts.ruleSet, ruleSet)))
    .where(eq(sql`lower(${users.discordUserName})`, userName.toLowerCase()));
  return row;
}

/**
 * What a profile is made of; undefined when the name is unknown or has no account in the rule set. Every read is a
 * lookup by the player's id: the figures were kept up to date by the actions themselves.
 */
export async function findProfileRows(db: Db, userName: string, ruleSet: RuleSet) {
  const found = await findAccount(db, userName, ruleSet);
  if (!found) return undefined;
  const { user, account } = found;
  const mine = (table: { userId: AnyPgColumn; ruleSet: AnyPgColumn }) =>
    and(eq(table.userId, user.id), eq(table.ruleSet, ruleSet));
  const today = await readWorldDate(db);

  const [banner, membership, summary, counters, daily, subscription, leaderboards, challengeSeasons, catalogue] =
    await Promise.all([
      account.bannerId
        ? db
            .select({ banner: banners, date: userBanners.date, id: userBanners.id })
            .from(userBanners)
            .innerJoin(banners, eq(banners.id, userBanners.bannerId))
            .where(and(mine(userBanners), eq(userBanners.bannerId, account.bannerId)))
            .then((rows) => rows[0])
        : undefined,
      db
        .select({ member: corporationMembers, corporation: corporations })
        .from(corporationMembers)
        .innerJoin(corporations, eq(corporations.id, corporationMembers.corporationId))
        .where(mine(corporationMembers))
        .then((rows) => rows[0]),
      db
        .select()
        .from(playerSummaries)
        .where(mine(playerSummaries))
        .then((rows) => rows[0]),
      db
        .select()
        .from(playerCounters)
        .where(mine(playerCounters))
        .then((rows) => rows[0]),
      db
        .select({ counter: playerDailyCounters.counter, value: playerDailyCounters.value })
        .from(playerDailyCounters)
        .where(and(mine(playerDailyCounters), eq(playerDailyCounters.date, today))),
      db
        .select({ beginDate: subscriptions.beginDate, endDate: subscriptions.endDate })
        .from(subscriptions)
        .where(and(mine(subscriptions), gte(subscriptions.endDate, today)))
        .orderBy(desc(subscriptions.endDate))
        .limit(1)
        .then((rows) => rows[0]),
      db
        .select({
          type: leaderboardEntries.type,
          score: leaderboardEntries.score,
          data: leaderboardEntries.data,
          position: leaderboardPositions.position,
        })
        .from(leaderboardEntries)
        .leftJoin(
          leaderboardPositions,
          and(
            eq(leaderboardPositions.userId, leaderboardEntries.userId),
            eq(leaderboardPositions.ruleSet, leaderboardEntries.ruleSet),
            eq(leaderboardPositions.type, leaderboardEntries.type),
          ),
        )
        .where(mine(leaderboardEntries)),
      db
        .select({ seasons: countDistinct(periodChallenges.periodId) })
        .from(playerChallenges)
        .innerJoin(periodChallenges, eq(periodChallenges.id, playerChallenges.periodChallengeId))
        .where(and(mine(playerChallenges), isNotNull(playerChallenges.completedDate)))
        .then((rows) => rows[0]?.seasons ?? 0),
      loadCatalogue(db),
    ]);
  const globalScore = leaderboards.find((entry) => entry.type === 'GLOBAL')?.score ?? 0;
  return {
    user,
    account,
    banner,
    membership,
    summary,
    counters,
    daily,
    subscription,
    leaderboards,
    today,
    globalScore,
    challengeSeasons,
    catalogue,
  };
}

export type ProfileRows = NonNullable<Awaited<ReturnType<typeof findProfileRows>>>;

/** The rank row of a name (a handful of ranks: one indexed lookup). */
export async function findRankByName(db: Db, name: string) {
  const [rank] = await db.select().from(ranks).where(eq(ranks.name, name));
  return rank;
}

/** How many achievements the game has (for "n of N" on a profile). */
export async function countAchievements(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(achievements);
  return Number(row?.n ?? 0);
}
