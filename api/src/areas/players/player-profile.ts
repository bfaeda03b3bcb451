import { imageUrl } from '../../images/image-urls';
import type { PlayerProfile } from '@zu/shared-contract';
import { toParisDateTime } from '../../lib/dates';
import { dailyTradeLimit } from '../market/market-rules';
import { subscriptionBonusLimit } from '../subscriptions/subscriptions-rules';
import type { ProfileRows } from './players-queries';

/** A player is active when seen within this span. */
const activeWithinMs = 30 * 24 * 3600 * 1000;

// count() and sum() come back as strings from pg and numbers from PGlite.
const n = (value: unknown) => Number(value ?? 0);

/** A player's profile in one rule set, from what findProfileRows read. */
export function toPlayerProfile(
  { user, account, rank, banner, membership, owned, catalogue }: ProfileRows,
  publicUrl: string,
): PlayerProfile {
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
              banner: { ...banner.banner, imageUrl: imageUrl(publicUrl, 'banner', banner.banner.id) },
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
