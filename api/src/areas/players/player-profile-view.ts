import type { BannerOwnership, PlayerProfile, PlayerUser } from '@zu/shared-contract';
import { imageUrl } from '../../images/image-urls';
import { toParisDateTime } from '../../lib/dates';
import { worldInstant } from '../world/world-clock';
import { dailyTradeLimit } from '../market/market-rules';
import { subscriptionBonusLimit, subscriptionPriceAfter } from '../subscriptions/subscriptions-rules';
import { isPlayerActive } from './players-rules';
import type { Catalogue } from '../../engine/catalogue';
import type { WorldDate } from '../../engine/world-rules';
import type { banners, playerAccounts, ranks, users } from './players-schema';
import type { ProfileParts } from './player-profile-query';

type BannerRow = typeof banners.$inferSelect;

export const toBanner = (banner: BannerRow, publicUrl: string) => ({
  id: banner.id,
  name: banner.name,
  title: banner.title,
  imageUrl: imageUrl(publicUrl, 'banner', banner.id),
});

export interface PlayerUserParts {
  user: typeof users.$inferSelect;
  account: typeof playerAccounts.$inferSelect;
  rank: typeof ranks.$inferSelect;
  /** The banner the player shows, and when they unlocked it. */
  banner: ShownBanner;
}

export interface ShownBanner {
  banner: BannerRow;
  userBanner: { id: string; date: Date };
}

/**
 * The banner a player shows, read beside the account. Every account owns and shows one from its creation, and an
 * unlock is never taken back: a player without one is a broken world, not an answer to make.
 */
export function shownBanner(userId: string, banner: ShownBanner | undefined): ShownBanner {
  if (!banner) throw new Error(`the account of ${userId} shows no banner it owns`);
  return banner;
}

/** A player as every route shows one (the profile's `user`), in one rule set. */
/** `now` is the world's: a player counts as active by the world's date, not the machine's. */
export function toPlayerUser(
  { user, account, rank, banner }: PlayerUserParts,
  publicUrl: string,
  now: Date,
): PlayerUser {
  return {
    id: user.id,
    discordId: user.discordId,
    discordUserName: user.discordUserName,
    ...(user.discordGlobalName ? { discordGlobalName: user.discordGlobalName } : {}),
    discordAvatar: user.discordAvatar,
    createdDate: toParisDateTime(user.createdDate),
    isActive: isPlayerActive(account.lastActiveDate, now),
    balance: account.balance,
    loreDust: account.loreDust,
    loreFragment: account.loreFragment,
    upgradeDust: account.upgradeDust,
    rank: { id: rank.id, name: rank.name },
    userBanner: {
      id: banner.userBanner.id,
      date: toParisDateTime(banner.userBanner.date),
      banner: toBanner(banner.banner, publicUrl),
    },
  };
}

// One collator for every request: building one costs more than the sort it serves.
const byTitle = new Intl.Collator('fr', { sensitivity: 'base' });

/** Every banner, unlocked ones with their unlock; in French order of their titles. */
export function toBannerOwnerships(
  rows: readonly { banner: BannerRow; owned: { id: string; date: Date } | null }[],
  publicUrl: string,
): BannerOwnership[] {
  return [...rows]
    .sort((a, b) => byTitle.compare(a.banner.title, b.banner.title) || a.banner.id.localeCompare(b.banner.id))
    .map(({ banner, owned }) => ({
      ...(owned ? { id: owned.id, date: toParisDateTime(owned.date) } : {}),
      banner: toBanner(banner, publicUrl),
    }));
}

/** The catalogue's size, for "n of N" figures. */
function catalogueCounts(catalogue: Catalogue) {
  return { all: catalogue.items.length, upgradable: catalogue.items.filter((item) => item.isUpgradable).length };
}

export interface ProfileRows extends ProfileParts, Omit<PlayerUserParts, 'banner'> {
  today: WorldDate;
  catalogue: Catalogue;
}

/** A player's profile in one rule set, from the player's lookup and what profileParts read. */
export function toPlayerProfile(rows: ProfileRows, publicUrl: string): PlayerProfile {
  const { user, account, rank, banner, membership, summary, counters, daily, subscription, leaderboards, today } = rows;
  const todayCount = (counter: string) => daily[counter] ?? 0;
  const catalogue = catalogueCounts(rows.catalogue);
  return {
    user: toPlayerUser({ user, account, rank, banner: shownBanner(user.id, banner) }, publicUrl, worldInstant(today)),
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
    inventoryCount: summary?.inventoryCount ?? 0,
    inventoryUniqueCount: summary?.inventoryUniqueCount ?? 0,
    inventoryUniqueGoldenCount: summary?.inventoryUniqueGoldenCount ?? 0,
    inventoryUniqueUpgradableCount: summary?.inventoryUniqueUpgradableCount ?? 0,
    inventoryUniqueGoldenUpgradableCount: summary?.inventoryUniqueGoldenUpgradableCount ?? 0,
    itemCount: catalogue.all,
    upgradableItemCount: catalogue.upgradable,
    // A player is on a leaderboard once ranked; until the next rebuild of the positions a new entry has none yet.
    leaderboards: leaderboards.map((entry) => ({
      type: entry.type,
      score: entry.score,
      position: entry.position,
      data: entry.data,
    })),
    effects: summary?.effects ?? [],
    ...(subscription
      ? {
          subscription: {
            beginDate: `${subscription.beginDate}T00:00:00`,
            endDate: `${subscription.endDate}T23:59:59`,
          },
        }
      : {}),
    subscriptionBonusCount: todayCount('subscriptionBonuses'),
    subscriptionBonusLimit,
    subscriptionLoreDustCost: subscriptionPriceAfter(counters?.subscriptionCount ?? 0),
    luckyCount: counters?.luckyCount ?? 0,
    tradeCount: counters?.tradeCount ?? 0,
    tradeCountToday: todayCount('trades'),
    tradeLimit: dailyTradeLimit,
    achievementLogCount: counters?.achievementCount ?? 0,
    achievementCount: rows.achievementTotal,
    challengeLogCount: counters?.challengeCount ?? 0,
    challengeSeasonCount: rows.challengeSeasons,
  };
}
