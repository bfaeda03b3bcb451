import { and, count, countDistinct, eq, gt, sql, sum } from 'drizzle-orm';
import type { PlayerProfile } from '@zu/shared-contract';
import type { Db } from '../../../db/client';
import {
  banners,
  corporationMembers,
  corporations,
  inventories,
  items,
  playerAccounts,
  ranks,
  userBanners,
  users,
  type RuleSet,
} from '../../../db/schema';
import { toParisDateTime } from '../../../lib/dates';
import { dailyTradeLimit, subscriptionBonusLimit } from '../../../game/rules';

const activeWithinMs = 30 * 24 * 3600 * 1000;

/** A player's profile in one rule set; undefined when the name is unknown or has no account in that rule set. */
export async function loadProfile(
  db: Db,
  userName: string,
  ruleSet: RuleSet,
  publicUrl: string,
): Promise<PlayerProfile | undefined> {
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

  // count() and sum() come back as strings from pg and numbers from PGlite.
  const n = (value: unknown) => Number(value ?? 0);
  return {
    user: {
      id: user.id,
      discordId: user.discordId,
      discordUserName: user.discordUserName,
      ...(user.discordGlobalName ? { discordGlobalName: user.discordGlobalName } : {}),
      ...(user.discordAvatar ? { discordAvatar: user.discordAvatar } : {}),
      createdDate: toParisDateTime(user.createdDate),
      isActive: Date.now() - account.lastActiveDate.getTime() <= activeWithinMs,
      balance: account.balance,
      loreDust: account.loreDust,
      loreFragment: account.loreFragment,
      upgradeDust: account.upgradeDust,
      rank: { id: rank.id, name: rank.name },
      ...(banner
        ? {
            userBanner: {
              id: banner.id,
              date: toParisDateTime(banner.date),
              banner: { ...banner.banner, imageUrl: `${publicUrl}/images/banner/${banner.banner.id}.webp` },
            },
          }
        : {}),
    },
    ...(membership
      ? {
          userCorporation: {
            corporation: {
              id: membership.corporation.id,
              name: membership.corporation.name,
              description: membership.corporation.description,
              balance: membership.corporation.balance,
              createdDate: toParisDateTime(membership.corporation.createdDate),
              modifiedDate: toParisDateTime(membership.corporation.modifiedDate),
            },
            joinedDate: toParisDateTime(membership.member.joinedDate),
            role: membership.member.role,
          },
        }
      : {}),
    inventoryCount: n(owned?.copies),
    inventoryUniqueCount: n(owned?.unique),
    inventoryUniqueGoldenCount: n(owned?.uniqueGolden),
    inventoryUniqueUpgradableCount: n(owned?.uniqueUpgradable),
    inventoryUniqueGoldenUpgradableCount: n(owned?.uniqueGoldenUpgradable),
    itemCount: n(catalogue?.all),
    upgradableItemCount: n(catalogue?.upgradable),
    // The features below keep no data yet (no tickets, trades, achievements, challenges, subscriptions, effect
    // ownership or leaderboard in the database): every player's true figure is zero. Each is replaced by its
    // query when its feature lands.
    leaderboards: [],
    effects: [],
    subscriptionBonusCount: 0,
    subscriptionBonusLimit,
    luckyCount: 0,
    tradeCount: 0,
    tradeCountToday: 0,
    tradeLimit: dailyTradeLimit,
    achievementLogCount: 0,
    achievementCount: 0,
    challengeLogCount: 0,
    challengeSeasonCount: 0,
  };
}
