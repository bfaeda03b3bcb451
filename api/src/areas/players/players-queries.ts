import { and, asc, count, countDistinct, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { achievements } from '../achievements/achievements-schema';
import { periodChallenges, playerChallenges } from '../challenges/challenges-schema';
import { leaderboardEntries, leaderboardPositions } from '../leaderboards/leaderboards-schema';
import { subscriptions } from '../subscriptions/subscriptions-schema';
import { loadCatalogue } from '../world/catalogue-repository';
import { readWorldDate } from '../world/world-clock';
import { playerDailyCounters } from '../world/world-schema';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import type { RuleSet } from '../../db/rule-sets';
import { corporationMembers, corporations } from '../corporations/corporations-schema';
import { playerNameKey } from './player-names';
import { banners, playerAccounts, playerCounters, playerSummaries, ranks, userBanners, users } from './players-schema';

/**
 * A player and their account in the rule set, by the name a client sent (see playerNameKey): one probe of the
 * users_lower_name index, then the account's primary key. Undefined when the name is unknown or has no account in
 * the rule set.
 */
export async function findPlayerAccount(db: Db, userName: string, ruleSet: RuleSet) {
  const [row] = await db
    .select({ user: users, account: playerAccounts, rank: ranks })
    .from(users)
    .innerJoin(playerAccounts, and(eq(playerAccounts.userId, users.id), eq(playerAccounts.ruleSet, ruleSet)))
    .innerJoin(ranks, eq(ranks.id, playerAccounts.rankId))
    .where(eq(sql`lower(${users.discordUserName})`, playerNameKey(userName)));
  return row;
}

export type PlayerAccountRow = NonNullable<Awaited<ReturnType<typeof findPlayerAccount>>>;

/**
 * The lookup of findPlayerAccount with the versions of what the player's public answers are made of, in one
 * statement of index probes, prepared once per connection (its plan is kept). A version is a row's `xmin`: the
 * transaction that last wrote the row, which changes with every write of it. Every action rewrites the acting
 * player's account row (runAction's derived rows, changeBanner's guarded update) in its own transaction, so the
 * account's version moves with anything the player did; the world's date and the rule set's settings move with
 * the daily turn (which rewrites the settings after rotating the challenges and restocking).
 */
function preparePlayerVersion(db: Db) {
  return db
    .select({
      user: users,
      account: playerAccounts,
      rank: ranks,
      version: sql<string>`concat_ws(':', ${users}.xmin, ${playerAccounts}.xmin,
        (select concat_ws('/', w.today, w.xmin) from world_clock w where w.id = 1),
        (select s.xmin from app_settings s where s.rule_set = ${playerAccounts.ruleSet}))`,
      // The profile shows the player's corporation (its treasury moves with the other members' gifts)...
      corporationVersion: sql<string | null>`(select concat_ws(':', m.xmin, c.xmin) from corporation_members m
        join corporations c on c.id = m.corporation_id
        where m.user_id = ${users.id} and m.rule_set = ${playerAccounts.ruleSet})`,
      // ...and the player's leaderboard positions, rebuilt by the refresher (which rewrites this row each time).
      positionsVersion: sql<string | null>`(select f.xmin::text from leaderboard_refreshes f
        where f.rule_set = ${playerAccounts.ruleSet})`,
    })
    .from(users)
    .innerJoin(
      playerAccounts,
      and(eq(playerAccounts.userId, users.id), eq(playerAccounts.ruleSet, sql.placeholder('ruleSet'))),
    )
    .innerJoin(ranks, eq(ranks.id, playerAccounts.rankId))
    .where(eq(sql`lower(${users.discordUserName})`, sql.placeholder('key')))
    .prepare('player_version');
}

const playerVersionQueries = new WeakMap<Db, ReturnType<typeof preparePlayerVersion>>();

/** findPlayerAccount's row and the versions of the player's answers; undefined for an unknown name. */
export async function findPlayerVersion(db: Db, userName: string, ruleSet: RuleSet) {
  let query = playerVersionQueries.get(db);
  if (!query) playerVersionQueries.set(db, (query = preparePlayerVersion(db)));
  const [row] = await query.execute({ key: playerNameKey(userName), ruleSet });
  return row;
}

export type PlayerVersionRow = NonNullable<Awaited<ReturnType<typeof findPlayerVersion>>>;

/** Several players of the rule set by name (same matching); the unknown ones are left out. */
export async function findPlayerAccounts(db: Db, userNames: readonly string[], ruleSet: RuleSet) {
  const keys = [...new Set(userNames.map(playerNameKey))];
  if (keys.length === 0) return [];
  return db
    .select({ user: users, account: playerAccounts })
    .from(users)
    .innerJoin(playerAccounts, and(eq(playerAccounts.userId, users.id), eq(playerAccounts.ruleSet, ruleSet)))
    .where(inArray(sql`lower(${users.discordUserName})`, keys));
}

/** What a player's `user` object is made of, for each of the given players that has an account in the rule set. */
export async function playerUserRows(db: Db, userIds: readonly string[], ruleSet: RuleSet) {
  if (userIds.length === 0) return [];
  return db
    .select({ user: users, account: playerAccounts, rank: ranks, banner: banners, userBanner: userBanners })
    .from(users)
    .innerJoin(playerAccounts, and(eq(playerAccounts.userId, users.id), eq(playerAccounts.ruleSet, ruleSet)))
    .innerJoin(ranks, eq(ranks.id, playerAccounts.rankId))
    .leftJoin(
      userBanners,
      and(
        eq(userBanners.userId, users.id),
        eq(userBanners.ruleSet, ruleSet),
        eq(userBanners.bannerId, playerAccounts.bannerId),
      ),
    )
    .leftJoin(banners, eq(banners.id, userBanners.bannerId))
    .where(inArray(users.id, [...new Set(userIds)]));
}

export type PlayerUserRow = Awaited<ReturnType<typeof playerUserRows>>[number];

/** Every banner of the game, with the player's unlock in the rule set when there is one. */
export async function bannerOwnershipRows(db: Db, userId: string, ruleSet: RuleSet) {
  return db
    .select({ banner: banners, owned: userBanners })
    .from(banners)
    .leftJoin(
      userBanners,
      and(eq(userBanners.bannerId, banners.id), eq(userBanners.userId, userId), eq(userBanners.ruleSet, ruleSet)),
    )
    .orderBy(asc(banners.id));
}

/** A player's counters in the rule set (primary key), if the data layer has written them. */
export async function playerCounterRow(db: Db, userId: string, ruleSet: RuleSet) {
  const [row] = await profileCountersQuery(db).execute({ userId, ruleSet });
  return row;
}

/**
 * What a profile is made of; undefined when the name is unknown or has no account in the rule set. Every read is a
 * lookup by the player's id: the figures were kept up to date by the actions themselves.
 */
export async function findProfileRows(db: Db, userName: string, ruleSet: RuleSet) {
  const found = await findPlayerAccount(db, userName, ruleSet);
  return found ? profileRows(db, found, ruleSet) : undefined;
}

const placeholder = sql.placeholder;
/** The player's rows of a table keyed by (user_id, rule_set), values given at execution. */
const theirs = (table: { userId: AnyPgColumn; ruleSet: AnyPgColumn }) =>
  and(eq(table.userId, placeholder('userId')), eq(table.ruleSet, placeholder('ruleSet')));

// The profile's reads, prepared: a profile made from nothing runs nine of them, and planning each cost more than
// running it.
const profileBannerQuery = preparedQuery((db) =>
  db
    .select({ banner: banners, userBanner: userBanners })
    .from(userBanners)
    .innerJoin(banners, eq(banners.id, userBanners.bannerId))
    .where(and(theirs(userBanners), eq(userBanners.bannerId, placeholder('bannerId'))))
    .prepare('profile_banner'),
);
const profileMembershipQuery = preparedQuery((db) =>
  db
    .select({ member: corporationMembers, corporation: corporations })
    .from(corporationMembers)
    .innerJoin(corporations, eq(corporations.id, corporationMembers.corporationId))
    .where(theirs(corporationMembers))
    .prepare('profile_membership'),
);
const profileSummaryQuery = preparedQuery((db) =>
  db.select().from(playerSummaries).where(theirs(playerSummaries)).prepare('profile_summary'),
);
const profileCountersQuery = preparedQuery((db) =>
  db.select().from(playerCounters).where(theirs(playerCounters)).prepare('profile_counters'),
);
const profileDailyQuery = preparedQuery((db) =>
  db
    .select({ counter: playerDailyCounters.counter, value: playerDailyCounters.value })
    .from(playerDailyCounters)
    .where(and(theirs(playerDailyCounters), eq(playerDailyCounters.date, placeholder('today'))))
    .prepare('profile_daily'),
);
const profileSubscriptionQuery = preparedQuery((db) =>
  db
    .select({ beginDate: subscriptions.beginDate, endDate: subscriptions.endDate })
    .from(subscriptions)
    .where(and(theirs(subscriptions), gte(subscriptions.endDate, placeholder('today'))))
    .orderBy(desc(subscriptions.endDate))
    .limit(1)
    .prepare('profile_subscription'),
);
const profileLeaderboardsQuery = preparedQuery((db) =>
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
    .where(theirs(leaderboardEntries))
    .prepare('profile_leaderboards'),
);
const profileChallengeSeasonsQuery = preparedQuery((db) =>
  db
    .select({ seasons: countDistinct(periodChallenges.periodId) })
    .from(playerChallenges)
    .innerJoin(periodChallenges, eq(periodChallenges.id, playerChallenges.periodChallengeId))
    .where(and(theirs(playerChallenges), isNotNull(playerChallenges.completedDate)))
    .prepare('profile_challenge_seasons'),
);

/** What the profile of a player already found is made of. */
export async function profileRows(db: Db, found: PlayerAccountRow, ruleSet: RuleSet) {
  const { user, account, rank } = found;
  const player = { userId: user.id, ruleSet };
  const today = await readWorldDate(db);

  const [banner, membership, summary, counters, daily, subscription, leaderboards, challengeSeasons, catalogue] =
    await Promise.all([
      account.bannerId
        ? profileBannerQuery(db)
            .execute({ ...player, bannerId: account.bannerId })
            .then((rows) => rows[0])
        : undefined,
      profileMembershipQuery(db)
        .execute(player)
        .then((rows) => rows[0]),
      profileSummaryQuery(db)
        .execute(player)
        .then((rows) => rows[0]),
      profileCountersQuery(db)
        .execute(player)
        .then((rows) => rows[0]),
      profileDailyQuery(db).execute({ ...player, today }),
      profileSubscriptionQuery(db)
        .execute({ ...player, today })
        .then((rows) => rows[0]),
      profileLeaderboardsQuery(db).execute(player),
      profileChallengeSeasonsQuery(db)
        .execute(player)
        .then((rows) => rows[0]?.seasons ?? 0),
      loadCatalogue(db),
    ]);
  return {
    user,
    account,
    rank,
    banner,
    membership,
    summary,
    counters,
    daily,
    subscription,
    leaderboards,
    today,
    challengeSeasons,
    catalogue,
  };
}

export type ProfileRows = Awaited<ReturnType<typeof profileRows>>;

/** How many achievements the game has (for "n of N" on a profile). */
const achievementCountQuery = preparedQuery((db) =>
  db.select({ n: count() }).from(achievements).prepare('achievement_count'),
);

export async function countAchievements(db: Db): Promise<number> {
  const [row] = await achievementCountQuery(db).execute();
  return Number(row?.n ?? 0);
}

/** A banner of the game by its name (exact). */
export async function findBannerByName(db: Db, name: string) {
  const [row] = await db.select().from(banners).where(eq(banners.name, name));
  return row;
}

/** The player's unlock of a banner in the rule set, if they unlocked it. */
export async function findUserBanner(db: Db, userId: string, ruleSet: RuleSet, bannerId: string) {
  const [row] = await db
    .select()
    .from(userBanners)
    .where(and(eq(userBanners.userId, userId), eq(userBanners.ruleSet, ruleSet), eq(userBanners.bannerId, bannerId)));
  return row;
}
