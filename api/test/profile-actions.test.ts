// The two actions a player takes on their own profile: showing another unlocked banner, and subscribing. Players
// of the tests' own (names starting zz_test), so that whatever the seed holds, the expected figures are known.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { and, asc, count, eq } from 'drizzle-orm';
import type { RuleSet } from '../src/engine/rule-sets';
import { banners, inventories, playerAccounts, playerCounters, userBanners } from '../src/areas/players/players-schema';
import { subscriptions } from '../src/areas/subscriptions/subscriptions-schema';
import { readWorldDate } from '../src/areas/world/world-clock';
import { addDays } from '../src/engine/world-rules';
import { hardcore } from './support/test-app';
import { insertTestPlayer, type TestPlayer } from './support/test-players';
import { useSignedTestApp } from './support/test-tokens';

const t = useSignedTestApp();
const db = () => t.database.db;

/** A player of the test's own, with an account in `ruleSet` holding `loreDust`, nothing else. */
const createPlayer = (ruleSet: RuleSet, loreDust = 0) => insertTestPlayer(db(), ruleSet, { currencies: { loreDust } });

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

async function someBanners(n: number) {
  const rows = await db().select().from(banners).orderBy(asc(banners.name)).limit(n);
  assert.equal(rows.length, n, `the seed has ${n} banners`);
  return rows;
}

describe('POST /public/banner/change', () => {
  it('answers 401 without a token, and changes nothing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/public/banner/change?banner=x' });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 'UNAUTHENTICATED');
  });

  it("shows one of the signed-in player's unlocked banners, and the profile shows it", async () => {
    const [first, second] = await someBanners(2);
    const player = await createPlayer('NORMAL');
    await unlock(player, [first!.id, second!.id]);
    const response = await changeBanner(player, second!.name);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.banner.name, second!.name);
    assert.equal(body.banner.title, second!.title);
    assert.match(body.date, /^2026-03-01T/);
    assert.equal((await account(player)).bannerId, second!.id);
    const profile = await t.app.inject({ url: `/public/user/${player.name}` });
    assert.equal(profile.json().user.userBanner.banner.name, second!.name);
  });

  it('refuses an unknown banner with BANNER_NOT_FOUND and a locked one with USERBANNER_NOT_FOUND', async () => {
    const [first, second] = await someBanners(2);
    const player = await createPlayer('NORMAL');
    await unlock(player, [first!.id]);
    await changeBanner(player, first!.name);

    const unknown = await changeBanner(player, 'zz-test-no-such-banner');
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json(), { code: 'BANNER_NOT_FOUND', message: "Cette bannière n'existe pas." });

    const locked = await changeBanner(player, second!.name);
    assert.equal(locked.statusCode, 400);
    assert.deepEqual(locked.json(), {
      code: 'USERBANNER_NOT_FOUND',
      message: "Tu n'as pas débloqué cette bannière !",
    });
    assert.equal((await account(player)).bannerId, first!.id, 'the shown banner stays');
  });

  it('keeps the rule sets apart: a banner unlocked in NORMAL is locked in HARDCORE', async () => {
    const [first] = await someBanners(1);
    const normal = await createPlayer('NORMAL');
    await unlock(normal, [first!.id]);
    await db()
      .insert(playerAccounts)
      .values({ ...(await account(normal)), ruleSet: 'HARDCORE', bannerId: null });
    const response = await changeBanner({ ...normal, ruleSet: 'HARDCORE' }, first!.name);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'USERBANNER_NOT_FOUND');
  });

  it('acts only on the account the token names: 404 for a signed-in name without an account', async () => {
    const [first] = await someBanners(1);
    const response = await changeBanner(
      { userId: randomUUID(), name: 'zz_test_nobody', ruleSet: 'NORMAL' },
      first!.name,
      await t.bearer('zz_test_nobody'),
    );
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().code, 'ACCOUNT_NOT_FOUND');
  });

  it('refuses a request without a banner name with a 400', async () => {
    const player = await createPlayer('NORMAL');
    const response = await t.app.inject({
      method: 'POST',
      url: '/public/banner/change',
      headers: { authorization: await t.bearer(player.name) },
    });
    assert.equal(response.statusCode, 400);
  });

  it('ends on one of the requested banners when changes come at once', async () => {
    const owned = await someBanners(4);
    const player = await createPlayer('HARDCORE');
    await unlock(
      player,
      owned.map((banner) => banner.id),
    );
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => changeBanner(player, owned[i % owned.length]!.name)),
    );
    assert.deepEqual(
      responses.map((response) => response.statusCode),
      responses.map(() => 200),
    );
    const shown = (await account(player)).bannerId;
    assert.ok(owned.some((banner) => banner.id === shown));
    const profile = await t.app.inject({ url: `/public/user/${player.name}`, headers: hardcore });
    assert.equal(profile.json().user.userBanner.banner.id, shown);
  });
});

describe('POST /public/subscription/subscribe', () => {
  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/public/subscription/subscribe' });
    assert.equal(response.statusCode, 401);
  });

  it('gives the first month free, 30 days, with a reward card in the inventory; then ALREADY_SUBSCRIBED', async () => {
    const player = await createPlayer('NORMAL', 100);
    const today = await readWorldDate(db());
    const response = await subscribe(player);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.beginDate, today);
    assert.equal(body.endDate, addDays(today, 29));
    assert.equal(body.loreDustCost, 0);
    assert.equal(body.inventory.quantity, 1);
    assert.equal(body.inventory.shinyLevel, 1);
    const owned = await db()
      .select()
      .from(inventories)
      .where(and(eq(inventories.userId, player.userId), eq(inventories.itemId, body.inventory.item.id)));
    assert.equal(owned.length, 1);
    assert.equal((await account(player)).loreDust, 100);

    const profile = await t.app.inject({ url: `/public/user/${player.name}` });
    assert.equal(profile.json().subscription.endDate, `${addDays(today, 29)}T23:59:59`);

    const again = await subscribe(player);
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json(), { code: 'ALREADY_SUBSCRIBED', message: 'Tu es déjà abonné(e) !' });
  });

  it('then costs 2000 lore dust, refused with NOT_ENOUGH_LORE_DUST below that', async () => {
    const poor = await createPlayer('HARDCORE', 1999);
    await useFreeMonth(poor);
    const refused = await subscribe(poor);
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json(), {
      code: 'NOT_ENOUGH_LORE_DUST',
      message: "Tu n'as pas assez de poudre créatrice pour t'abonner, il t'en faut 2000 !",
    });
    assert.equal((await account(poor)).loreDust, 1999);

    const rich = await createPlayer('HARDCORE', 2500);
    await useFreeMonth(rich);
    const paid = await subscribe(rich);
    assert.equal(paid.statusCode, 200, paid.body);
    assert.equal(paid.json().loreDustCost, 2000);
    assert.equal((await account(rich)).loreDust, 500);
  });

  it('twenty simultaneous subscriptions: exactly one succeeds and lore dust is charged once', async () => {
    const player = await createPlayer('NORMAL', 5000);
    await useFreeMonth(player);
    const responses = await Promise.all(Array.from({ length: 20 }, () => subscribe(player)));
    const ok = responses.filter((response) => response.statusCode === 200);
    assert.equal(ok.length, 1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().code, 'ALREADY_SUBSCRIBED');
    }
    assert.equal((await account(player)).loreDust, 3000);
    const [rows] = await db()
      .select({ n: count() })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, player.userId), eq(subscriptions.ruleSet, 'NORMAL')));
    assert.equal(Number(rows?.n), 2, 'the used free month and the one bought');
  });
});
