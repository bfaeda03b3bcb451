import { imageUrl } from '../../images/image-urls';
import type { PlayerProfile } from '@zu/shared-contract';
import { toParisDateTime } from '../../lib/dates';
import { worldInstant } from '../world/world-clock';
import { isPlayerActive } from './players-rules';
import { dailyTradeLimit } from '../market/market-rules';
import { subscriptionBonusLimit } from '../subscriptions/subscriptions-rules';
import type { ProfileRows } from './players-queries';

// count() comes back as a string from pg and a number from PGlite.
const n = (value: unknown) => Number(value ?? 0);

/** The catalogue's size, for "n of N" figures. */
function catalogueCounts(catalogue: ProfileRows['catalogue']) {
  return { all: catalogue.items.length, upgradable: catalogue.items.filter((item) => item.isUpgradable).length };
}

/** A player's profile in one rule set, from what findProfileRows read. */
export function toPlayerProfile(
  rows: ProfileRows,
  extra: { rank: { id: string; name: string }; achievementTotal: number },
  publicUrl: string,
): PlayerProfile {
  const { user, account, banner, membership, summary, counters, daily, subscription, leaderboards, today } = rows;
  const todayCount = (counter: string) => daily.find((row) => row.counter === counter)?.value ?? 0;
  const catalogue = catalogueCounts(rows.catalogue);
  return {
    user: {
      id: user.id,
      discordId: user.discordId,
      discordUserName: user.discordUserName,
      ...(user.discordGlobalName ? { discordGlobalName: user.discordGlobalName } : {}),
      ...(user.discordAvatar ? { discordAvatar: user.discordAvatar } : {}),
      createdDate: toParisDateTime(user.createdDate),
      isActive: isPlayerActive(account.lastActiveDate, worldInstant(today)),
      balance: account.balance,
      loreDust: account.loreDust,
      loreFragment: account.loreFragment,
      upgradeDust: account.upgradeDust,
      rank: extra.rank,
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
    inventoryCount: summary?.inventoryCount ?? 0,
    inventoryUniqueCount: summary?.inventoryUniqueCount ?? 0,
    inventoryUniqueGoldenCount: summary?.inventoryUniqueGoldenCount ?? 0,
    inventoryUniqueUpgradableCount: summary?.inventoryUniqueUpgradableCount ?? 0,
    inventoryUniqueGoldenUpgradableCount: summary?.inventoryUniqueGoldenUpgradableCount ?? 0,
    itemCount: catalogue.all,
    upgradableItemCount: catalogue.upgradable,
    // A player is on a leaderboard once ranked; until the next rebuild of the positions a new entry has none yet.
    leaderboards: leaderboards.flatMap((entry) =>
      entry.position === null
        ? []
        : [{ type: entry.type, score: entry.score, position: entry.position, data: entry.data }],
    ),
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
    luckyCount: counters?.luckyCount ?? 0,
    tradeCount: counters?.tradeCount ?? 0,
    tradeCountToday: todayCount('trades'),
    tradeLimit: dailyTradeLimit,
    achievementLogCount: counters?.achievementCount ?? 0,
    achievementCount: extra.achievementTotal,
    challengeLogCount: counters?.challengeCount ?? 0,
    challengeSeasonCount: n(rows.challengeSeasons),
  };
}
