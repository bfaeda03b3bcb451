// The development chat bot: the game's commands played through the running API, on the world's date.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { appSettings } from '../src/areas/app/app-schema';
import { items } from '../src/areas/catalogue/catalogue-schema';
import { eventEveryDays, eventLengthDays } from '../src/areas/invocations/event-schedule-rules';
import { eventItems, events } from '../src/areas/invocations/invocations-schema';
import { towerSeasonLengthDays } from '../src/areas/tower/tower-rules';
import { towerSeasons, towers } from '../src/areas/tower/tower-schema';
import { challengePeriods } from '../src/areas/challenges/challenges-schema';
import { playerAccounts, playerCounters, users } from '../src/areas/players/players-schema';
import { shopEntries } from '../src/areas/shop/shop-schema';
import { hardcoreSeasonLengthDays } from '../src/areas/world/hardcore-rules';
import { readWorldDate, setWorldDate } from '../src/areas/world/world-clock';
import { addDays } from '../src/areas/world/world-rules';
import { hardcoreRuns, hardcoreSeasons } from '../src/areas/world/world-schema';
import { useTestApp } from './support/test-app';

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
    assert.equal((await play('journa', [], 'personne.inconnue')).statusCode, 404);
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

  it('new-day begins the next Vortex season the day after the last one ends, on the next tower', async () => {
    const latest = async (ruleSet: 'NORMAL' | 'HARDCORE') => {
      const [season] = await t.app.db
        .select()
        .from(towerSeasons)
        .where(eq(towerSeasons.ruleSet, ruleSet))
        .orderBy(desc(towerSeasons.index))
        .limit(1);
      assert.ok(season);
      return season;
    };
    const before = { NORMAL: await latest('NORMAL'), HARDCORE: await latest('HARDCORE') };
    const towerIds = (await t.app.db.select().from(towers).orderBy(asc(towers.index))).map((tower) => tower.id);
    await setWorldDate(t.app.db, before.NORMAL.endDate);
    const report = (await play('new-day')).json().outcome;
    const today = addDays(before.NORMAL.endDate, 1);
    assert.equal(report.today, today);
    for (const ruleSet of ['NORMAL', 'HARDCORE'] as const) {
      const next = await latest(ruleSet);
      const previousTower = towerIds.indexOf(before[ruleSet].towerId);
      assert.deepEqual(
        { index: next.index, beginDate: next.beginDate, endDate: next.endDate, towerId: next.towerId },
        {
          index: before[ruleSet].index + 1,
          beginDate: today,
          endDate: addDays(today, towerSeasonLengthDays - 1),
          towerId: towerIds[(previousTower + 1) % towerIds.length],
        },
        ruleSet,
      );
    }
    assert.equal(report.towerSeasonsBegun, 2);
    assert.equal((await play('new-day')).json().outcome.towerSeasonsBegun, 0, 'one season at a time');
  });

  it('new-day opens the invocation event that is due and makes it the current one until it ends', async () => {
    const [latest] = await t.app.db
      .select()
      .from(events)
      .where(eq(events.ruleSet, 'NORMAL'))
      .orderBy(desc(events.beginDate))
      .limit(1);
    assert.ok(latest);
    await setWorldDate(t.app.db, addDays(latest.beginDate, eventEveryDays - 1));
    const report = (await play('new-day', [], 'joueur.test', 'NORMAL')).json().outcome;
    assert.ok(report.eventsBegun >= 1, JSON.stringify(report));
    const [opened] = await t.app.db
      .select()
      .from(events)
      .where(and(eq(events.ruleSet, 'NORMAL'), eq(events.beginDate, report.today)));
    assert.ok(opened, 'an event begins the day it is due');
    assert.equal(opened.endDate, addDays(report.today, eventLengthDays - 1));
    assert.notEqual(opened.packId, latest.packId, 'the next pack in turn');
    const cards = await t.app.db
      .select({ packId: items.packId })
      .from(eventItems)
      .innerJoin(items, eq(items.id, eventItems.itemId))
      .where(eq(eventItems.eventId, opened.id));
    assert.ok(cards.length > 0 && cards.every((card) => card.packId === opened.packId), "the pack's cards");
    const currentEvent = async () =>
      (await t.app.db.select().from(appSettings).where(eq(appSettings.ruleSet, 'NORMAL')))[0]?.currentEventId;
    assert.equal(await currentEvent(), opened.id);

    await setWorldDate(t.app.db, opened.endDate);
    const ended = (await play('new-day', [], 'joueur.test', 'NORMAL')).json().outcome;
    assert.equal(ended.eventsBegun, 0);
    assert.equal(await currentEvent(), null, 'no event runs the day after it ended');
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
