// The two actions a player takes on their own profile (changing the banner shown, subscribing) as a signed-in
// client sends them, and the rows their tests set up: players of the tests' own (names starting zz_test), so that
// whatever the seed holds, the expected figures are known.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import { banners, playerAccounts, playerCounters, userBanners } from '../../src/areas/players/players-schema';
import { startingBannerName } from '../../src/areas/players/players-rules';
import { subscriptions } from '../../src/areas/subscriptions/subscriptions-schema';
import { readWorldDate } from '../../src/areas/world/world-clock';
import type { RuleSet } from '../../src/engine/rule-sets';
import { addDays } from '../../src/engine/world-rules';
import { hardcore } from './test-app';
import { insertTestPlayer, type TestPlayer } from './test-players';
import type { SignedTestContext } from './test-tokens';

/** The helpers on `t`'s app and database. */
export function profileActionsOf(t: SignedTestContext) {
  const db = () => t.database.db;

  /** A player of the test's own, with an account in `ruleSet` holding `loreDust`, nothing else. */
  const createPlayer = (ruleSet: RuleSet, loreDust = 0) =>
    insertTestPlayer(db(), ruleSet, { currencies: { loreDust } });

  /** The player's free month, used and over: the next subscription costs the full price. */
  async function useFreeMonth(player: TestPlayer) {
    const today = await readWorldDate(db());
    await db()
      .insert(subscriptions)
      .values({
        id: randomUUID(),
        userId: player.userId,
        ruleSet: player.ruleSet,
        at: new Date('2025-01-01T10:00:00Z'),
        beginDate: addDays(today, -100),
        endDate: addDays(today, -71),
        loreDustCost: 0,
        rewardItemId: null,
        rewardShinyLevel: 1,
      });
    await db()
      .insert(playerCounters)
      .values({ userId: player.userId, ruleSet: player.ruleSet, invokeBeforePity: 100, subscriptionCount: 1 });
  }

  async function unlock(player: TestPlayer, bannerIds: string[]) {
    await db()
      .insert(userBanners)
      .values(
        bannerIds.map((bannerId) => ({
          id: randomUUID(),
          userId: player.userId,
          ruleSet: player.ruleSet,
          bannerId,
          date: new Date('2026-03-01T10:00:00Z'),
        })),
      );
  }

  async function account(player: TestPlayer) {
    const [row] = await db()
      .select()
      .from(playerAccounts)
      .where(and(eq(playerAccounts.userId, player.userId), eq(playerAccounts.ruleSet, player.ruleSet)));
    assert.ok(row);
    return row;
  }

  const headersOf = (ruleSet: RuleSet) => (ruleSet === 'HARDCORE' ? hardcore : {});

  async function changeBanner(player: TestPlayer, banner: string, authorization?: string) {
    return t.app.inject({
      method: 'POST',
      url: `/public/banner/change?banner=${encodeURIComponent(banner)}`,
      headers: { ...headersOf(player.ruleSet), authorization: authorization ?? (await t.bearer(player.name)) },
    });
  }

  async function subscribe(player: TestPlayer) {
    return t.app.inject({
      method: 'POST',
      url: '/public/subscription/subscribe',
      headers: { ...headersOf(player.ruleSet), authorization: await t.bearer(player.name) },
    });
  }

  /** Banners a new account does not own (every one but the starting banner). */
  async function someBanners(n: number) {
    const rows = await db()
      .select()
      .from(banners)
      .where(ne(banners.name, startingBannerName))
      .orderBy(asc(banners.name))
      .limit(n);
    assert.equal(rows.length, n, `the seed has ${n} banners`);
    return rows;
  }

  return { db, createPlayer, useFreeMonth, unlock, account, headersOf, changeBanner, subscribe, someBanners };
}
