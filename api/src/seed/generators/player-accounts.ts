// A player's state per rule set. One "engagement" draw per account drives currencies, rank and banners
// together, so rich players are also high-ranked collectors, as in a real game.
import type { RuleSet } from '../../engine/rule-sets';
import { wellKnownAccounts, type WellKnownAccount } from '../content/players';
import { dateBetween, daysBefore, HARDCORE_LAUNCH_DATE, laterOf } from '../dates';
import type { Prng } from '../../engine/prng';
import { startingBannerName } from '../../areas/players/players-rules';
import type { BannerRow, PlayerAccountRow, RankRow, UserBannerRow } from '../types';
import type { User } from './users';

export type PlayerAccount = Required<PlayerAccountRow>;
export type UserBanner = Required<UserBannerRow>;

export const HARDCORE_SHARE = 0.6;
export const MAX_BANNERS_PER_ACCOUNT = 8;

const currencyCaps = { balance: 200_000, loreDust: 20_000, loreFragment: 5_000, upgradeDust: 500 } as const;

/** Banners the test account is guaranteed to own, per rule set (tests change banners with them). */
const testPlayerBannerCount: Record<RuleSet, number> = { NORMAL: 6, HARDCORE: 5 };

export interface GeneratedAccounts {
  playerAccounts: PlayerAccount[];
  userBanners: UserBanner[];
}

/** When the account could start playing in that rule set. */
export function accountStart(user: Pick<User, 'createdDate'>, ruleSet: RuleSet): Date {
  return ruleSet === 'HARDCORE' ? laterOf(user.createdDate, HARDCORE_LAUNCH_DATE) : user.createdDate;
}

function lastActiveDate(prng: Prng, start: Date, wellKnown: WellKnownAccount | undefined, now: Date): Date {
  if (wellKnown) return dateBetween(prng, laterOf(start, daysBefore(now, 2)), now);
  const roll = prng.float();
  if (roll < 0.7) return dateBetween(prng, laterOf(start, daysBefore(now, 30)), now);
  if (roll < 0.85) {
    return dateBetween(prng, laterOf(start, daysBefore(now, 90)), daysBefore(now, 30));
  }
  return dateBetween(prng, start, daysBefore(now, 90));
}

function currency(prng: Prng, cap: number, engagement: number): number {
  return Math.round(cap * engagement ** 1.5 * (0.3 + 0.7 * prng.float()));
}

/** How many banners the account owns, the starting one included: at least that one. */
function bannerCount(
  prng: Prng,
  ruleSet: RuleSet,
  engagement: number,
  wellKnown: WellKnownAccount | undefined,
  bannersInGame: number,
): number {
  if (wellKnown?.banners === 'all') return bannersInGame;
  if (wellKnown?.banners === 'starting') return 1;
  const isTestPlayer = wellKnown?.discordUserName === wellKnownAccounts.testPlayer.discordUserName;
  if (isTestPlayer) return testPlayerBannerCount[ruleSet];
  if (wellKnown?.isStaff) return MAX_BANNERS_PER_ACCOUNT;
  return Math.min(MAX_BANNERS_PER_ACCOUNT, prng.int(1, Math.round(1 + engagement * 7)));
}

export function generatePlayerAccounts(
  prng: Prng,
  users: readonly User[],
  ranks: readonly Required<RankRow>[],
  banners: readonly Required<BannerRow>[],
  now: Date,
): GeneratedAccounts {
  const wellKnownByName = new Map<string, WellKnownAccount>(
    Object.values(wellKnownAccounts).map((account) => [account.discordUserName, account]),
  );
  const ranksInOrder = [...ranks].sort((a, b) => a.position - b.position);
  const startingBanner = banners.find((banner) => banner.name === startingBannerName);
  if (!startingBanner) throw new Error(`the seed needs the starting banner ${startingBannerName}`);
  const otherBanners = banners.filter((banner) => banner !== startingBanner);
  const playerAccounts: PlayerAccount[] = [];
  const userBanners: UserBanner[] = [];

  for (const user of users) {
    const wellKnown = wellKnownByName.get(user.discordUserName);
    const hasHardcore = wellKnown ? wellKnown.hasHardcore : prng.chance(HARDCORE_SHARE);
    const ruleSets: RuleSet[] = hasHardcore ? ['NORMAL', 'HARDCORE'] : ['NORMAL'];

    for (const ruleSet of ruleSets) {
      const start = accountStart(user, ruleSet);
      const engagement = wellKnown?.isStaff ? 0.95 : wellKnown ? 0.6 : prng.float() ** 1.6;
      const lastActive = lastActiveDate(prng, start, wellKnown, now);
      const rank = ranksInOrder[Math.min(ranksInOrder.length - 1, Math.floor(engagement * ranksInOrder.length))];
      if (!rank) throw new Error('the seed needs at least one rank');

      // The starting banner from the account's start, then the ones unlocked while playing.
      const count = bannerCount(prng, ruleSet, engagement, wellKnown, banners.length);
      const unlocked = prng.sample(otherBanners, count - 1);
      userBanners.push({ id: prng.uuid(), userId: user.id, ruleSet, bannerId: startingBanner.id, date: start });
      for (const banner of unlocked) {
        userBanners.push({
          id: prng.uuid(),
          userId: user.id,
          ruleSet,
          bannerId: banner.id,
          date: dateBetween(prng, start, lastActive),
        });
      }
      const owned = [startingBanner, ...unlocked];

      playerAccounts.push({
        userId: user.id,
        ruleSet,
        balance: currency(prng, currencyCaps.balance, engagement),
        loreDust: currency(prng, currencyCaps.loreDust, engagement),
        loreFragment: currency(prng, currencyCaps.loreFragment, engagement),
        upgradeDust: currency(prng, currencyCaps.upgradeDust, engagement),
        rankId: rank.id,
        bannerId: prng.pick(owned).id,
        lastActiveDate: lastActive,
      });
    }
  }
  return { playerAccounts, userBanners };
}
