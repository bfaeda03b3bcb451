import { and, asc, count, countDistinct, eq, gt, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../db/rule-sets';
import { items } from '../catalogue/catalogue-schema';
import { corporationMembers, corporations } from '../corporations/corporations-schema';
import { playerNameKey } from './player-names';
import { banners, inventories, playerAccounts, playerCounters, ranks, userBanners, users } from './players-schema';

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
  const [row] = await db
    .select()
    .from(playerCounters)
    .where(and(eq(playerCounters.userId, userId), eq(playerCounters.ruleSet, ruleSet)));
  return row;
}

/** What a profile is made of, as read; undefined when the name is unknown or has no account in the rule set. */
export async function findProfileRows(db: Db, userName: string, ruleSet: RuleSet) {
  const row = await findPlayerAccount(db, userName, ruleSet);
  if (!row) return undefined;
  const { user, account, rank } = row;

  const [banner, membership, owned, catalogue] = await Promise.all([
    account.bannerId
      ? db
          .select({ banner: banners, userBanner: userBanners })
          .from(userBanners)
          .innerJoin(banners, eq(banners.id, userBanners.bannerId))
          .where(
            and(
              eq(userBanners.userId, user.id),
              eq(userBanners.ruleSet, ruleSet),
              eq(userBanners.bannerId, account.bannerId),
            ),
          )
          .then((rows) => rows[0])
      : undefined,
    db
      .select({ member: corporationMembers, corporation: corporations })
      .from(corporationMembers)
      .innerJoin(corporations, eq(corporations.id, corporationMembers.corporationId))
      .where(and(eq(corporationMembers.userId, user.id), eq(corporationMembers.ruleSet, ruleSet)))
      .then((rows) => rows[0]),
    db
      .select({
        copies: sum(inventories.quantity),
        unique: countDistinct(inventories.itemId),
        uniqueGolden: sql<number>`count(distinct ${inventories.itemId}) filter (where ${inventories.shinyLevel} = 1)`,
        uniqueUpgradable: sql<number>`count(distinct ${inventories.itemId}) filter (where ${items.isUpgradable})`,
        uniqueGoldenUpgradable: sql<number>`count(distinct ${inventories.itemId}) filter (where ${items.isUpgradable} and ${inventories.shinyLevel} = 1)`,
      })
      .from(inventories)
      .innerJoin(items, eq(items.id, inventories.itemId))
      .where(and(eq(inventories.userId, user.id), eq(inventories.ruleSet, ruleSet), gt(inventories.quantity, 0)))
      .then((rows) => rows[0]),
    db
      .select({ all: count(), upgradable: sql<number>`count(*) filter (where ${items.isUpgradable})` })
      .from(items)
      .then((rows) => rows[0]),
  ]);
  return { user, account, rank, banner, membership, owned, catalogue };
}

export type ProfileRows = NonNullable<Awaited<ReturnType<typeof findProfileRows>>>;
