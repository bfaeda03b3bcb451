// The development chat bot: the game's commands played through the running API, on the world's date.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Evolution } from '@zu/shared-contract';
import { appSettings } from '../../../src/areas/app/app-schema';
import { corporationMembers, corporations } from '../../../src/areas/corporations/corporations-schema';
import { items, packs } from '../../../src/areas/catalogue/catalogue-schema';
import { loadEvolutionChains } from '../../../src/areas/inventory/inventory-queries';
import { eventEveryDays, eventLengthDays } from '../../../src/areas/invocations/invocations-rules';
import { eventItems, events } from '../../../src/areas/invocations/invocations-schema';
import { challengePeriods } from '../../../src/areas/challenges/challenges-schema';
import {
  inventories,
  playerAccounts,
  playerCounters,
  ranks,
  userBanners,
  users,
} from '../../../src/areas/players/players-schema';
import { openAccount } from '../../../src/areas/players/players-repository';
import { startingBannerName } from '../../../src/areas/players/players-rules';
import { subjectForUserName } from '../../../src/areas/players/signed-in-player';
import { shopEntries } from '../../../src/areas/shop/shop-schema';
import { tickets } from '../../../src/areas/lucky/lucky-schema';
import { towerSeasonLengthDays } from '../../../src/areas/tower/tower-rules';
import { towers, towerSeasons } from '../../../src/areas/tower/tower-schema';
import { hardcoreSeasonLengthDays } from '../../../src/engine/hardcore-rules';
import { readWorldDate, setWorldDate } from '../../../src/areas/world/world-clock';
import { addDays } from '../../../src/engine/world-rules';
import { actionLog, hardcoreRuns, hardcoreSeasons } from '../../../src/areas/world/world-schema';
import { DailyTurnAlreadyPlayed, playNewDay } from '../../../src/orchestrator/new-day';
import { useTestApp } from '../../support/test-app';

const t = useTestApp({ devTools: true });
const play = (command: string, args: string[] = [], player = 'joueur.test', ruleSet = 'HARDCORE') =>
  t.app.inject({ method: 'POST', url: '/dev/play', payload: { player, command, args, ruleSet } });

describe('npm run play: the chat game through the API', () => {
  let userId: string;
  before(async () => {
    const db = t.app.db;
    // A Sunday: the next new-day is a Monday, when the challenges rotate.
    await setWorldDate(db, '2026-11-08');
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.discordUserName, 'joueur.test'));
    assert.ok(user);
    userId = user.id;
  });

  it('claims the daily once per day, with the game refusal the second time', async () => {
    const first = await play('journa');
    assert.equal(first.statusCode, 200);
    assert.equal(first.json().worldDate, '2026-11-08');
    assert.equal(first.json().outcome.type, 'DAILY');
    const again = await play('journa');
    assert.equal(again.statusCode, 400);
    assert.match(again.json().code, /^[A-Z_]+$/);
  });

  it('invokes a card, paid in ZUMonnaie, counted on the player', async () => {
    // Set after the daily: the week without one ended the hardcore run, and its reset emptied the account.
    await t.app.db
      .update(playerAccounts)
      .set({ balance: 10_000 })
      .where(and(eq(playerAccounts.userId, userId), eq(playerAccounts.ruleSet, 'HARDCORE')));
    const [countersBefore] = await t.app.db
      .select()
      .from(playerCounters)
      .where(and(eq(playerCounters.userId, userId), eq(playerCounters.ruleSet, 'HARDCORE')));
    const before = await t.app.db
      .select({ balance: playerAccounts.balance })
      .from(playerAccounts)
      .where(and(eq(playerAccounts.userId, userId), eq(playerAccounts.ruleSet, 'HARDCORE')));
    const response = await play('invoke', ['golden']);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().outcome.invocationKind, 'GOLDEN');
    const [after] = await t.app.db
      .select({ balance: playerAccounts.balance })
      .from(playerAccounts)
      .where(and(eq(playerAccounts.userId, userId), eq(playerAccounts.ruleSet, 'HARDCORE')));
    assert.equal(after?.balance, (before[0]?.balance ?? 0) - 1500);
    const [counters] = await t.app.db
      .select()
      .from(playerCounters)
      .where(and(eq(playerCounters.userId, userId), eq(playerCounters.ruleSet, 'HARDCORE')));
    assert.equal(counters?.invocationCount, (countersBefore?.invocationCount ?? 0) + 1);
  });

  it('refuses unknown commands, players and arguments with a {code, message}', async () => {
    assert.equal((await play('dance')).json().code, 'UNKNOWN_COMMAND');
    assert.equal((await play('expire-lucky-link', [], 'personne.inconnue')).statusCode, 404);
    const badName = await play('journa', [], 'Pas Un Nom');
    assert.equal(badName.statusCode, 400);
    assert.equal(badName.json().code, 'INVALID_USER_NAME');
    const badKind = await play('invoke', ['platinum']);
    assert.equal(badKind.statusCode, 400);
    assert.equal(badKind.json().code, 'INVALID_COMMAND');
    assert.equal((await play('craft', ['999999'])).statusCode, 404);
  });

  it('new-day moves the world on: date, challenges on a Monday, the échoppe', async () => {
    const response = await play('new-day');
    assert.equal(response.statusCode, 200, response.body);
    const report = response.json().outcome;
    assert.equal(report.today, '2026-11-09');
    assert.equal(report.challengesRotated, true);
    assert.ok(report.playersTurned > 0);
    assert.ok(report.shopOffers > 0);
    assert.equal(await readWorldDate(t.app.db), '2026-11-09');
    const periods = await t.app.db.select().from(challengePeriods).where(eq(challengePeriods.beginDate, '2026-11-09'));
    assert.equal(periods.length, 2, 'one period per rule set');
    const offers = await t.app.db.select().from(shopEntries);
    assert.ok(offers.length >= report.shopOffers);
    // The day moved on: the daily can be claimed again.
    assert.equal((await play('journa')).statusCode, 200);
  });

  it("new-day begins the next hardcore season the day after the last one ends, closing the old season's runs", async () => {
    const [current] = await t.app.db.select().from(hardcoreSeasons).orderBy(desc(hardcoreSeasons.index)).limit(1);
    assert.ok(current);
    await setWorldDate(t.app.db, current.endDate);
    const response = await play('new-day');
    assert.equal(response.statusCode, 200, response.body);
    const report = response.json().outcome;
    assert.equal(report.today, addDays(current.endDate, 1));
    assert.equal(report.hardcoreSeasonBegun, current.index + 1);
    const [next] = await t.app.db
      .select()
      .from(hardcoreSeasons)
      .where(eq(hardcoreSeasons.index, current.index + 1));
    assert.deepEqual(
      { beginDate: next?.beginDate, endDate: next?.endDate },
      { beginDate: report.today, endDate: addDays(report.today, hardcoreSeasonLengthDays - 1) },
    );
    const open = await t.app.db
      .select()
      .from(hardcoreRuns)
      .where(and(eq(hardcoreRuns.seasonId, current.id), isNull(hardcoreRuns.endDate)));
    assert.deepEqual(open, [], 'no run of the finished season stays open');
    const again = (await play('new-day')).json().outcome;
    assert.equal(again.hardcoreSeasonBegun, null);
  });
});

describe('new-day and the Vortex and event calendars', () => {
  const normal = { 'x-zunivers-rulesettype': 'NORMAL' };

  it('begins the next Vortex season the day after the last one ends, on the next tower in turn', async () => {
    const db = t.app.db;
    const [latest] = await db
      .select()
      .from(towerSeasons)
      .where(eq(towerSeasons.ruleSet, 'NORMAL'))
      .orderBy(desc(towerSeasons.index))
      .limit(1);
    assert.ok(latest, 'the seed plays a Vortex calendar');
    await setWorldDate(db, latest.endDate);
    const report = (await play('new-day')).json().outcome;
    assert.ok(report.towerSeasonsBegun >= 1);
    const [next] = await db
      .select()
      .from(towerSeasons)
      .where(and(eq(towerSeasons.ruleSet, 'NORMAL'), eq(towerSeasons.index, latest.index + 1)));
    const towerIds = (await db.select({ id: towers.id }).from(towers).orderBy(asc(towers.index))).map((r) => r.id);
    assert.deepEqual(
      { beginDate: next?.beginDate, endDate: next?.endDate, towerId: next?.towerId },
      {
        beginDate: report.today,
        endDate: addDays(report.today, towerSeasonLengthDays - 1),
        towerId: towerIds[(towerIds.indexOf(latest.towerId) + 1) % towerIds.length],
      },
    );
    const season = await t.app.inject({ url: '/public/tower/season', headers: normal });
    assert.equal(season.statusCode, 200);
    assert.equal(season.json().index, latest.index + 1);
    assert.equal((await play('new-day')).json().outcome.towerSeasonsBegun, 0, 'one season at a time');
  });

  it('opens the next invocation event on its day and names it in the settings until it ends', async () => {
    const db = t.app.db;
    const [latest] = await db
      .select()
      .from(events)
      .where(eq(events.ruleSet, 'NORMAL'))
      .orderBy(desc(events.beginDate))
      .limit(1);
    assert.ok(latest, 'the seed plays an event calendar');
    const lastShown = await db
      .select({ packId: events.packId, last: max(events.beginDate) })
      .from(events)
      .where(eq(events.ruleSet, 'NORMAL'))
      .groupBy(events.packId);
    const openDay = addDays(latest.beginDate, eventEveryDays);
    await setWorldDate(db, addDays(openDay, -1));
    const report = (await play('new-day')).json().outcome;
    assert.equal(report.today, openDay);
    assert.ok(report.eventsOpened >= 1);
    const [opened] = await db
      .select()
      .from(events)
      .where(and(eq(events.ruleSet, 'NORMAL'), eq(events.beginDate, openDay)));
    assert.ok(opened);
    assert.equal(opened.endDate, addDays(openDay, eventLengthDays - 1));
    const shown = new Map(lastShown.map((row) => [row.packId, row.last ?? '']));
    const [oldest] = [...shown.entries()].sort(([a, x], [b, y]) => x.localeCompare(y) || a.localeCompare(b));
    const neverShown = (await db.select({ id: packs.id, name: packs.name }).from(packs)).filter(
      (pack) => pack.name !== 'Classique' && !shown.has(pack.id),
    );
    if (neverShown.length === 0) assert.equal(opened.packId, oldest?.[0], 'the pack gone longest without an event');
    else assert.ok(!shown.has(opened.packId), 'a pack never shown comes first');
    const cards = await db.select().from(eventItems).where(eq(eventItems.eventId, opened.id));
    assert.ok(cards.length > 0);

    const settings = async () =>
      (await db.select().from(appSettings).where(eq(appSettings.ruleSet, 'NORMAL')))[0]?.currentEventId;
    assert.equal(await settings(), opened.id);
    const current = await t.app.inject({ url: '/public/event/current', headers: normal });
    assert.ok(
      (current.json() as { id: string }[]).some((event) => event.id === opened.id),
      'the event is current on the public route',
    );

    await setWorldDate(db, opened.endDate);
    await play('new-day');
    assert.equal(await settings(), null, 'over the day after its end');
  });
});

describe('evolve: an evolution chain named by its first card', () => {
  const normal = { 'x-zunivers-rulesettype': 'NORMAL' };
  const evolutionOf = async (name: string) =>
    (await t.app.inject({ url: `/public/evolution/${name}`, headers: normal })).json() as Evolution;
  const slugOf = async (itemId: string) =>
    (await t.app.db.select({ slug: items.slug }).from(items).where(eq(items.id, itemId)))[0]!.slug;

  it('shows the seeded players who evolved the chain they went furthest in, owned up to the step reached', async () => {
    const furthest = await t.app.db
      .select({ name: users.discordUserName, step: sql<number>`max((${actionLog.outcome}->>'step')::int)` })
      .from(actionLog)
      .innerJoin(users, eq(users.id, actionLog.userId))
      .where(and(eq(actionLog.action, 'EVOLVE'), eq(actionLog.ruleSet, 'NORMAL')))
      .groupBy(users.discordUserName)
      .orderBy(asc(users.discordUserName));
    assert.ok(furthest.length >= 5, `${furthest.length} NORMAL players evolved`);
    for (const { name, step } of furthest.slice(0, 5)) {
      const owned = (await evolutionOf(name)).evolutionItems.filter((s) => s.isOwned).length;
      assert.ok(owned >= Number(step) + 1, `${name}: ${owned} steps owned, step ${step} reached`);
    }
  });

  it('reaches the next step for its star shards, as /public/evolution then shows', async () => {
    const db = t.app.db;
    const chain = (await loadEvolutionChains(db)).find((c) => c.itemIds.length >= 3);
    assert.ok(chain, 'the seed generates chains of three steps or more');
    const [cost1, cost2] = chain.upgradeDustCosts as [number, number];
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.discordUserName, 'joueur.test'));
    const account = and(eq(inventories.userId, user!.id), eq(inventories.ruleSet, 'NORMAL'));
    // joueur.test starts this chain from its first card alone, and holds no card of any other chain.
    const allChainCards = (await loadEvolutionChains(db)).flatMap((c) => c.itemIds);
    await db.delete(inventories).where(and(account, inArray(inventories.itemId, allChainCards)));
    await db.insert(inventories).values({
      id: randomUUID(),
      userId: user!.id,
      ruleSet: 'NORMAL',
      itemId: chain.itemIds[0]!,
      shinyLevel: 0,
      upgradeLevel: 0,
      quantity: 1,
    });
    // Enough for the first step, not for the second.
    const left = Math.min(3, cost2 - 1);
    await db
      .update(playerAccounts)
      .set({ upgradeDust: cost1 + left })
      .where(and(eq(playerAccounts.userId, user!.id), eq(playerAccounts.ruleSet, 'NORMAL')));

    const first = await slugOf(chain.itemIds[0]!);
    const evolved = await play('evolve', [first], 'joueur.test', 'NORMAL');
    assert.equal(evolved.statusCode, 200, evolved.body);
    assert.deepEqual([evolved.json().outcome.step, evolved.json().outcome.itemId], [1, chain.itemIds[1]]);

    const evolution = await evolutionOf('joueur.test');
    assert.deepEqual(
      evolution.evolutionItems.map((s) => [s.item.id, s.isOwned]),
      chain.itemIds.map((id, step) => [id, step <= 1]),
    );
    assert.deepEqual(evolution.evolutionUpgradeDustCost, chain.upgradeDustCosts);
    assert.equal(evolution.upgradeDust, left);

    const poor = await play('evolve', [first], 'joueur.test', 'NORMAL');
    assert.equal(poor.json().code, 'NOT_ENOUGH_UPGRADE_DUST');
  });

  it('refuses in French a card that starts no chain', async () => {
    const chain = (await loadEvolutionChains(t.app.db))[0]!;
    const second = await slugOf(chain.itemIds[1]!);
    const refused = await play('evolve', [second], 'joueur.test', 'NORMAL');
    assert.equal(refused.statusCode, 404);
    assert.equal(refused.json().code, 'EVOLUTION_NOT_FOUND');
    assert.match(refused.json().message, /^Aucune évolution ne commence par la carte « .+ »\.$/);
  });
});

describe('give: a gift to the corporation', () => {
  it('moves ZUMonnaie from the member to the treasury, and refuses an amount that is not one', async () => {
    const db = t.app.db;
    const [member] = await db
      .select({ userId: corporationMembers.userId, corporationId: corporationMembers.corporationId })
      .from(corporationMembers)
      .where(eq(corporationMembers.ruleSet, 'NORMAL'))
      .limit(1);
    assert.ok(member, 'a NORMAL corporation has members');
    const [user] = await db.select({ name: users.discordUserName }).from(users).where(eq(users.id, member.userId));
    await db
      .update(playerAccounts)
      .set({ balance: 5_000 })
      .where(and(eq(playerAccounts.userId, member.userId), eq(playerAccounts.ruleSet, 'NORMAL')));
    const treasury = async () =>
      (await db.select().from(corporations).where(eq(corporations.id, member.corporationId)))[0]?.balance ?? 0;
    const before = await treasury();

    const gift = await play('give', ['1'], user!.name, 'NORMAL');
    assert.equal(gift.statusCode, 200, gift.body);
    assert.equal(await treasury(), before + 1);
    assert.equal((await play('give', ['beaucoup'], user!.name, 'NORMAL')).json().code, 'INVALID_COMMAND');
  });
});

describe('lrlien: the ticket link', () => {
  it("prints the player's link, its page on the site holding every ticket not scratched yet", async () => {
    const first = await play('lrlien', [], 'joueur.test', 'NORMAL');
    assert.equal(first.statusCode, 200, first.body);
    const link = first.json().outcome;
    assert.equal(link.url, `/ticket/${link.code}`);
    const [user] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.discordUserName, 'joueur.test'));
    assert.ok(user);
    const [held] = await t.app.db
      .select({ tickets: count() })
      .from(tickets)
      .where(and(eq(tickets.userId, user.id), eq(tickets.ruleSet, 'NORMAL'), isNull(tickets.scratchedAt)));
    assert.equal(link.ticketCount, Number(held?.tickets));
    const again = await play('lrlien', [], 'joueur.test', 'NORMAL');
    assert.deepEqual(again.json().outcome, link);
  });

  it('expire-lucky-link ages the link past its lifetime: it answers as expired, and lrlien then makes a new one', async () => {
    const { code } = (await play('lrlien', [], 'joueur.test', 'NORMAL')).json().outcome;
    const expired = await play('expire-lucky-link', [], 'joueur.test', 'NORMAL');
    assert.equal(expired.statusCode, 200, expired.body);
    assert.equal(expired.json().outcome.code, code);
    const normal = { 'x-zunivers-rulesettype': 'NORMAL' };
    const count = await t.app.inject({ url: `/public/lucky/${code}/count`, headers: normal });
    assert.equal(count.statusCode, 400);
    assert.equal(count.json().code, 'LUCKY_LINK_EXPIRED');
    const renewed = (await play('lrlien', [], 'joueur.test', 'NORMAL')).json().outcome;
    assert.notEqual(renewed.code, code);
    const fresh = await t.app.inject({ url: `/public/lucky/${renewed.code}/count`, headers: normal });
    assert.equal(fresh.statusCode, 200, fresh.body);
  });

  it('expire-lucky-link refuses a player who never made a link', async () => {
    const refused = await play('expire-lucky-link', [], 'joueur.test', 'HARDCORE');
    assert.equal(refused.statusCode, 404);
    assert.equal(refused.json().code, 'LUCKY_LINK_NOT_FOUND');
  });
});

describe("a player's first command opens their account", () => {
  const hardcoreHeaders = { 'X-ZUnivers-RuleSetType': 'HARDCORE' };
  const profileOf = (name: string, headers: Record<string, string> = hardcoreHeaders) =>
    t.app.inject({ url: `/public/user/${name}`, headers });

  it('a new chat player: a user with an avatar, the lowest rank, the starting banner owned and shown', async () => {
    assert.equal((await profileOf('zz_test.premier')).statusCode, 404);
    const first = await play('journa', [], 'zz_test.premier');
    assert.equal(first.statusCode, 200, first.body);
    const { user } = (await profileOf('zz_test.premier')).json();
    assert.match(user.discordAvatar, /^[0-9a-f]{32}$/);
    assert.equal(user.userBanner.banner.name, startingBannerName);
    assert.equal(user.rank.name, (await t.app.db.select().from(ranks).orderBy(asc(ranks.position)).limit(1))[0]!.name);
    assert.ok(user.balance > 0, 'the daily was claimed on the new account');
    const unlocked = (await t.app.inject({ url: '/public/banner/zz_test.premier', headers: hardcoreHeaders }))
      .json()
      .filter((ownership: { id?: string }) => ownership.id);
    assert.deepEqual(
      unlocked.map((ownership: { banner: { name: string } }) => ownership.banner.name),
      [startingBannerName],
    );
    // The development sign-in gives the name the chat id the account was opened with.
    const [row] = await t.app.db.select().from(users).where(eq(users.discordUserName, 'zz_test.premier'));
    assert.equal(row?.discordId, await subjectForUserName(t.app.db, 'zz_test.premier'));
  });

  it('a NORMAL player who starts playing HARDCORE: the same user, a new account beside the old one', async () => {
    const normalBefore = (await profileOf('sans.hardcore', {})).json().user;
    assert.equal((await profileOf('sans.hardcore')).statusCode, 404);
    assert.equal((await play('journa', [], 'sans.hardcore')).statusCode, 200);
    const hardcoreUser = (await profileOf('sans.hardcore')).json().user;
    assert.equal(hardcoreUser.id, normalBefore.id);
    assert.equal(hardcoreUser.discordAvatar, normalBefore.discordAvatar);
    assert.equal(hardcoreUser.userBanner.banner.name, startingBannerName);
    assert.deepEqual((await profileOf('sans.hardcore', {})).json().user.userBanner, normalBefore.userBanner);
  });

  it('first commands at once open one account, with one starting banner, and claim one daily', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => play('journa', [], 'zz_test.foule')));
    assert.deepEqual(
      responses.map((r) => r.statusCode).sort(),
      [200, 400, 400, 400, 400, 400, 400, 400],
      responses.map((r) => r.body).join('\n'),
    );
    const [user] = await t.app.db.select().from(users).where(eq(users.discordUserName, 'zz_test.foule'));
    assert.ok(user);
    const accounts = await t.app.db.select().from(playerAccounts).where(eq(playerAccounts.userId, user.id));
    assert.deepEqual(
      accounts.map((account) => account.ruleSet),
      ['HARDCORE'],
    );
    const unlocks = await t.app.db.select().from(userBanners).where(eq(userBanners.userId, user.id));
    assert.equal(unlocks.length, 1);
    assert.equal(accounts[0]!.bannerId, unlocks[0]!.bannerId);
  });

  it('refuses a name another chat account holds, and writes nothing', async () => {
    const before = await t.app.db.select({ n: count() }).from(users);
    await assert.rejects(
      openAccount(t.app.db, { chatId: 'zz-test-other-chat-id', userName: 'joueur.test' }, 'NORMAL', new Date()),
      (error: { statusCode?: number; code?: string }) => error.statusCode === 409 && error.code === 'USER_NAME_TAKEN',
    );
    assert.deepEqual(await t.app.db.select({ n: count() }).from(users), before);
  });
});

describe('daily turns started together', () => {
  it('play each day once: of turns from the same day, one plays it and the others are refused', async () => {
    await setWorldDate(t.app.db, '2026-11-20');
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => playNewDay(t.app.db, '2026-11-20')));
    assert.equal(outcomes.filter(({ status }) => status === 'fulfilled').length, 1);
    for (const outcome of outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected'))
      assert.ok(outcome.reason instanceof DailyTurnAlreadyPlayed, String(outcome.reason));
    assert.equal(await readWorldDate(t.app.db), '2026-11-21');
  });

  it('new-day requests at once: never one day twice, a refusal is 409 {code, message}', async () => {
    await setWorldDate(t.app.db, '2026-11-22');
    const responses = await Promise.all(Array.from({ length: 2 }, () => play('new-day')));
    const played = responses.filter(({ statusCode }) => statusCode === 200).map((r) => r.json().outcome.today);
    const refused = responses.filter(({ statusCode }) => statusCode !== 200);
    for (const response of refused) {
      assert.equal(response.statusCode, 409, response.body);
      assert.equal(response.json().code, 'DAILY_TURN_ALREADY_PLAYED');
    }
    // A request that read the day after another's turn plays the next day: never one day twice.
    assert.deepEqual(played.sort(), ['2026-11-23', '2026-11-24'].slice(0, played.length));
    assert.equal(await readWorldDate(t.app.db), addDays('2026-11-22', played.length));
  });
});

describe('without DEV_TOOLS', () => {
  const plain = useTestApp();
  it('has no chat bot', async () => {
    const response = await plain.app.inject({
      method: 'POST',
      url: '/dev/play',
      payload: { player: 'joueur.test', command: 'journa', args: [], ruleSet: 'HARDCORE' },
    });
    assert.equal(response.statusCode, 404);
  });
});
