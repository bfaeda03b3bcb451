import { and, count, countDistinct, eq, gt, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../db/rule-sets';
import { items } from '../catalogue/catalogue-schema';
import { corporationMembers, corporations } from '../corporations/corporations-schema';
import { banners, inventories, playerAccounts, ranks, userBanners, users } from './players-schema';

/** What a profile is made of, as read; undefined when the name is unknown or has no account in the rule set. */
export async function findProfileRows(db: Db, userName: string, ruleSet: RuleSet) {
  const [row] = await db
    .select({ user: users, account: playerAccounts, rank: ranks })
    .from(users)
    .innerJoin(playerAccounts, and(eq(playerAccounts.userId, users.id), eq(playerAccounts.ruleSet, ruleSet)))
    .innerJoin(ranks, eq(ranks.id, playerAccounts.rankId))
    .where(eq(sql`lower(${users.discordUserName})`, userName.toLowerCase()));
  if (!row) return undefined;
  const { user, account, rank } = row;

  const [banner, membership, owned, catalogue] = await Promise.all([
    account.bannerId
      ? db
          .select({ banner: banners, date: userBanners.date, id: userBanners.id })
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
