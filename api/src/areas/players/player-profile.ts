import type { BannerOwnership, PlayerProfile, PlayerUser } from '@zu/shared-contract';
import { toParisDateTime } from '../../lib/dates';
import { dailyTradeLimit } from '../market/market-rules';
import { subscriptionBonusLimit } from '../subscriptions/subscriptions-rules';
import { isPlayerActive } from './players-rules';
import type { banners, playerAccounts, ranks, userBanners, users } from './players-schema';
import type { ProfileRows } from './players-queries';

// count() and sum() come back as strings from pg and numbers from PGlite.
const n = (value: unknown) => Number(value ?? 0);

type BannerRow = typeof banners.$inferSelect;

export const bannerImageUrl = (publicUrl: string, bannerId: string) => `${publicUrl}/images/banner/${bannerId}.webp`;

export const toBanner = (banner: BannerRow, publicUrl: string) => ({
  id: banner.id,
  name: banner.name,
  title: banner.title,
  imageUrl: bannerImageUrl(publicUrl, banner.id),
});

export interface PlayerUserParts {
  user: typeof users.$inferSelect;
  account: typeof playerAccounts.$inferSelect;
  rank: typeof ranks.$inferSelect;
  /** The banner the player shows, and when they unlocked it. */
  banner?: { banner: BannerRow; userBanner: typeof userBanners.$inferSelect } | undefined;
}

/** A player as every route shows one (the profile's `user`), in one rule set. */
export function toPlayerUser({ user, account, rank, banner }: PlayerUserParts, publicUrl: string): PlayerUser {
  return {
    id: user.id,
    discordId: user.discordId,
    discordUserName: user.discordUserName,
    ...(user.discordGlobalName ? { discordGlobalName: user.discordGlobalName } : {}),
    ...(user.discordAvatar ? { discordAvatar: user.discordAvatar } : {}),
    createdDate: toParisDateTime(user.createdDate),
    isActive: isPlayerActive(account.lastActiveDate, new Date()),
    balance: account.balance,
    loreDust: account.loreDust,
    loreFragment: account.loreFragment,
    upgradeDust: account.upgradeDust,
    rank: { id: rank.id, name: rank.name },
    ...(banner
      ? {
          userBanner: {
            id: banner.userBanner.id,
            date: toParisDateTime(banner.userBanner.date),
            banner: toBanner(banner.banner, publicUrl),
          },
        }
      : {}),
  };
}

/** Every banner, unlocked ones with their unlock; in French order of their titles. */
export function toBannerOwnerships(
  rows: readonly { banner: BannerRow; owned: typeof userBanners.$inferSelect | null }[],
  publicUrl: string,
): BannerOwnership[] {
  const byTitle = new Intl.Collator('fr', { sensitivity: 'base' });
  return [...rows]
    .sort((a, b) => byTitle.compare(a.banner.title, b.banner.title) || a.banner.id.localeCompare(b.banner.id))
    .map(({ banner, owned }) => ({
      ...(owned ? { id: owned.id, date: toParisDateTime(owned.date) } : {}),
      banner: toBanner(banner, publicUrl),
    }));
}

/** A player's profile in one rule set, from what findProfileRows read. */
export function toPlayerProfile(
  { user, account, rank, banner, membership, owned, catalogue }: ProfileRows,
  publicUrl: string,
): PlayerProfile {
  return {
    user: toPlayerUser({ user, account, rank, banner }, publicUrl),
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
