import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { worldDateOf, type WorldDate } from '../../engine/world-rules';
import type { Db } from '../../db/client';
import { ofPlayer, preparedQuery } from '../../db/prepared';
import type { RuleSet } from '../../engine/rule-sets';
import { playerNameKey } from './player-names';
import { keptAnswerProbe } from '../../lib/kept-answers';
import { banners, playerAccounts, ranks, userBanners, users } from './players-schema';

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
 * The versions of what a player's public answers are made of, and the world's date. A version is a row's `xmin`: the
 * transaction that last wrote the row, which changes with every write of it. Every action rewrites the acting
 * player's account row (runAction's derived rows, changeBanner's guarded update) in its own transaction, so the
 * account's version moves with anything the player did; the world's date and the rule set's settings move with
 * the daily turn (which rewrites the settings after rotating the challenges and restocking).
 */
const versionColumns = {
  // The world's date (the profile's day-scoped counters), null before any seed ran.
  today: sql<string | null>`(select w.today::text from world_clock w where w.id = 1)`,
  version: sql<string>`concat_ws(':', ${users}.xmin, ${playerAccounts}.xmin,
    (select concat_ws('/', w.today, w.xmin) from world_clock w where w.id = 1),
    (select s.xmin from app_settings s where s.rule_set = ${playerAccounts}.rule_set))`,
  // The profile shows the player's corporation (its treasury moves with the other members' gifts)...
  // (the corporation in a scalar subquery by its primary key: a join may be planned as a hash of every one)
  corporationVersion: sql<string | null>`(select concat_ws(':', m.xmin,
      (select c.xmin from corporations c where c.id = m.corporation_id))
    from corporation_members m
    where m.user_id = ${users}.id and m.rule_set = ${playerAccounts}.rule_set)`,
  // ...and the player's leaderboard positions, rebuilt by the refresher (which rewrites this row each time).
  positionsVersion: sql<string | null>`(select f.xmin::text from leaderboard_refreshes f
    where f.rule_set = ${playerAccounts}.rule_set)`,
};

/** `fields` of the player named by the `key` placeholder (see playerNameKey) with an account in the `ruleSet` one. */
function namedPlayerSelect<Fields extends SelectedFields>(db: Db, fields: Fields) {
  return db
    .select(fields)
    .from(users)
    .$dynamic()
    .innerJoin(
      playerAccounts,
      and(eq(playerAccounts.userId, users.id), eq(playerAccounts.ruleSet, sql.placeholder('ruleSet'))),
    );
}

const byNameKey = sql`lower(${users.discordUserName}) = ${sql.placeholder('key')}`;

/**
 * The versions alone, with the player's id: one statement of index probes (the users' name index, the account's
 * primary key), prepared once per connection. What a request whose answer is kept reads, and all it reads.
 */
export const playerVersionsQuery = preparedQuery((db) =>
  namedPlayerSelect(db, { userId: users.id, ...versionColumns })
    .where(byNameKey)
    .prepare('player_versions'),
);

/**
 * The player as findPlayerAccount reads them, with the versions and the answer kept in the database for the player
 * and the `route` placeholder (see kept-answers.ts), null when none is: two more probes, of the kept answers' primary
 * key, in the same statement. One round trip whether the kept answer stands (it is sent) or not (it is made from the
 * player read here and the route's statement).
 */
export const playerVersionsKeptQuery = preparedQuery((db) =>
  namedPlayerSelect(db, {
    userId: users.id,
    user: users,
    account: playerAccounts,
    rank: ranks,
    ...versionColumns,
    kept: keptAnswerProbe(sql`${playerAccounts}.rule_set`, sql`${users}.id::text`, sql.placeholder('route')),
  })
    .innerJoin(ranks, eq(ranks.id, playerAccounts.rankId))
    .where(byNameKey)
    .prepare('player_versions_kept'),
);

/**
 * findPlayerAccount's lookup with the versions: what an answer is made from, beside the statement of the route's
 * own rows. Prepared once per connection (its plan is kept).
 */
export const playerVersionQuery = preparedQuery((db) =>
  namedPlayerSelect(db, { user: users, account: playerAccounts, rank: ranks, ...versionColumns })
    .innerJoin(ranks, eq(ranks.id, playerAccounts.rankId))
    .where(byNameKey)
    .prepare('player_version'),
);

/** findPlayerAccount's row and the versions of the player's answers; undefined for an unknown name. */
export async function findPlayerVersion(db: Db, userName: string, ruleSet: RuleSet) {
  const [row] = await playerVersionQuery(db).execute({ key: playerNameKey(userName), ruleSet });
  return row;
}

export type PlayerVersionRow = NonNullable<Awaited<ReturnType<typeof findPlayerVersion>>>;

/** The world's date as the lookup read it (the machine's Paris day before any seed ran, as readWorldDate says). */
export const todayOf = (player: PlayerVersionRow): WorldDate => player.today ?? worldDateOf(new Date());

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

/**
 * Every banner of the game, with the player's unlock in the rule set when there is one (user_banners_once per
 * banner). Prepared: a banner list made from nothing runs it alone after the player's lookup.
 */
export const bannerOwnershipQuery = preparedQuery((db) =>
  db
    .select({ banner: banners, owned: userBanners })
    .from(banners)
    .leftJoin(userBanners, and(eq(userBanners.bannerId, banners.id), ofPlayer(userBanners)))
    .orderBy(asc(banners.id))
    .prepare('player_banners'),
);

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
