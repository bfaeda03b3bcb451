import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle, Db } from '../../src/db/client';

import { calendarBoxes } from '../../src/areas/calendar/calendar-schema';
import { generateCalendar } from '../../src/areas/calendar/calendar-rules';
import { openCalendarBoxAction } from '../../src/areas/calendar/calendar-repository';
import {
  createCorporationAction,
  giveToCorporationAction,
  joinCorporationAction,
  leaveCorporationAction,
  upgradeCorporationBonusAction,
} from '../../src/areas/corporations/corporations-repository';
import { corporationBonuses, corporationMembers, corporations } from '../../src/areas/corporations/corporations-schema';
import {
  craftAction,
  enchantAction,
  evolveAction,
  fuseAction,
  recycleAction,
  upgradeAction,
} from '../../src/areas/inventory/inventory-repository';
import { evolutions, evolutionSteps } from '../../src/areas/inventory/inventory-schema';
import { invokeAction } from '../../src/areas/invocations/invocations-repository';
import { bonusLootAction, dailyLootAction } from '../../src/areas/loot/loot-repository';
import { loots } from '../../src/areas/loot/loot-schema';
import { scratchTicketAction } from '../../src/areas/lucky/lucky-repository';
import { acceptTradeOfferAction, createTradeOfferAction } from '../../src/areas/market/market-repository';
import { tradeOffers, trades } from '../../src/areas/market/market-schema';
import { inventories, playerAccounts, playerCounters } from '../../src/areas/players/players-schema';
import { buyShopOfferAction } from '../../src/areas/shop/shop-repository';
import { loadShopOffers } from '../../src/areas/shop/shop-queries';
import { shopEntries } from '../../src/areas/shop/shop-schema';
import { subscribeAction } from '../../src/areas/subscriptions/subscriptions-repository';
import { ascendAction } from '../../src/areas/tower/tower-repository';
import { runAction, type ActionRule } from '../../src/orchestrator/action-runner';
import { loadCatalogue } from '../../src/orchestrator/catalogue-loader';
import { accept, actionLog as actionLogRecord, makeEffects } from '../../src/engine/effects';
import { classicPackName } from '../../src/engine/catalogue';
import { playerDailyTurnAction } from '../../src/orchestrator/player-daily-turn';
import { actionLog, hardcoreRuns } from '../../src/areas/world/world-schema';
import { inventoryEntries } from '../../src/engine/player-state';
import { loadPlayerState } from '../../src/orchestrator/state-loader';
import { createPrng } from '../../src/engine/prng';
import { wellKnownAccounts } from '../../src/seed';
import { emptyPlayedWorld } from '../support/empty-world';
import { openTestDatabase } from '../support/test-app';
import {
  createPlayer,
  insertAchievements,
  insertChallengePeriod,
  insertHardcoreSeason,
  insertTowerSeason,
  playBoth,
  userIdOf,
  type Who,
} from './action-db-fixtures';

let handle: DatabaseHandle;
let db: Db;

before(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  await emptyPlayedWorld(db);
  await insertAchievements(db);
});
after(async () => {
  await handle?.close();
});

const at = (iso: string) => new Date(iso);

describe('runAction leaves the tables as applyEffects leaves the state (NORMAL)', () => {
  let player: Who;
  let buyer: Who;
  const monday = at('2026-11-02T10:00:00Z');
  let seedCount = 0;
  const step = <O>(action: ActionRule<O>, now = monday, others: string[] = []) =>
    playBoth(db, player, now, `step-${++seedCount}`, action, others);

  before(async () => {
    player = { userId: await userIdOf(db, wellKnownAccounts.testPlayer.discordUserName), ruleSet: 'NORMAL' };
    await db
      .update(playerAccounts)
      .set({ balance: 100_000, loreDust: 20_000, loreFragment: 5_000, upgradeDust: 0 })
      .where(and(eq(playerAccounts.userId, player.userId), eq(playerAccounts.ruleSet, 'NORMAL')));
    await insertChallengePeriod(db, 'NORMAL', '2026-11-02', ['INVOKE', 'CRAFT', 'META_CHALLENGE']);
    buyer = await createPlayer(db, 'NORMAL', { balance: 50_000 });
  });

  it('claims the daily loot', async () => {
    const { state } = await step(dailyLootAction);
    assert.equal(state.loot.lastDailyDate, '2026-11-02');
    assert.equal(state.counters.dailyLootCount, 1);
  });

  it('invokes until the INVOKE challenge and the first achievements complete, pity counting down', async () => {
    let state = await loadPlayerState(db, player.userId, 'NORMAL');
    for (let i = 0; i < 10; i++) state = (await step(invokeAction('BASIC'))).state;
    state = (await step(invokeAction('GOLDEN'))).state;
    assert.equal(state.counters.invocationCount, 11);
    assert.equal(
      inventoryEntries(state).reduce((sum, e) => sum + e.quantity, 0),
      11,
    );
    assert.equal(state.challenges.periodBeginDate, '2026-11-02');
    assert.ok(state.tickets.length >= 1, 'the completed challenge gave a ticket');
    assert.ok(Object.keys(state.achievements).length >= 1, 'ten invocations unlock an achievement');
  });

  it('crafts, upgrades a constellation, enchants, recycles and evolves', async () => {
    const catalogue = await loadCatalogue(db);
    const card = catalogue.items.find(
      (i) =>
        i.packName === classicPackName &&
        i.rarity === 1 &&
        i.isCraftable &&
        i.isUpgradable &&
        i.isGoldable &&
        i.shinyLevels[1] &&
        i.isRecyclable,
    );
    assert.ok(card);
    await step(craftAction(card.id));
    let { state } = await step(craftAction(card.id));
    assert.ok(state.challenges.completed.length >= 2, 'CRAFT then META completed');
    state = (await step(upgradeAction(card.id))).state;
    assert.equal(state.currencies.upgradeDust, 1);
    await step(craftAction(card.id));
    state = (await step(enchantAction(card.id))).state;
    assert.equal(state.counters.enchantCount, 1);
    state = (await step(recycleAction({ itemId: card.id, shinyLevel: 1, quantity: 1 }))).state;
    assert.equal(state.counters.recycledCount, 1);

    const next = catalogue.items.find((i) => i.id !== card.id && i.packName === classicPackName && i.rarity === 2);
    assert.ok(next);
    const chainId = randomUUID();
    await db.insert(evolutions).values({ id: chainId, name: 'Évolution de test' });
    await db.insert(evolutionSteps).values([
      { evolutionId: chainId, step: 0, itemId: card.id, upgradeDustCost: 0 },
      { evolutionId: chainId, step: 1, itemId: next.id, upgradeDustCost: 1 },
    ]);
    state = (await step(evolveAction(chainId))).state;
    assert.equal(state.currencies.upgradeDust, 0);
  });

  it('fuses', async () => {
    const catalogue = await loadCatalogue(db);
    const [recipe] = catalogue.fusionsByResult.values();
    assert.ok(recipe);
    for (const input of recipe.inputs) {
      await db
        .insert(inventories)
        .values({ id: randomUUID(), ...player, itemId: input.itemId, shinyLevel: 0, upgradeLevel: 0, quantity: 5 })
        .onConflictDoNothing();
    }
    const { state } = await step(fuseAction({ resultItemId: recipe.resultItemId, shinyLevel: 0 }));
    assert.equal(state.counters.fusionCount, 1);
  });

  it('subscribes, buys an échoppe offer and scratches a ticket', async () => {
    const [card] = (await loadCatalogue(db)).items;
    assert.ok(card);
    await db.insert(shopEntries).values({
      id: randomUUID(),
      ruleSet: 'NORMAL',
      itemId: card.id,
      shinyLevel: 0,
      upgradeLevel: 0,
      price: 100,
      initialStock: 5,
      currentStock: 5,
      beginDate: at('2026-11-02T00:00:00Z'),
    });
    let { state } = await step(subscribeAction);
    assert.deepEqual(state.subscription, { beginDate: '2026-11-02', endDate: '2026-12-01' });
    const offers = await loadShopOffers(db, 'NORMAL', monday);
    const offer = offers.find((o) => o.currentStock > 0 && o.price <= state.currencies.balance);
    assert.ok(offer);
    state = (await step(buyShopOfferAction(offer.id))).state;
    assert.deepEqual(state.shopPurchases, [offer.id]);
    const [ticket] = state.tickets;
    assert.ok(ticket);
    state = (await step(scratchTicketAction(ticket.ticketId))).state;
    assert.ok(!state.tickets.some((t) => t.ticketId === ticket.ticketId));
  });

  it('climbs the Vortex twice, earning reputation', async () => {
    const catalogue = await loadCatalogue(db);
    const themed = catalogue.items.find((i) => i.packName !== classicPackName);
    assert.ok(themed);
    const { reputationId } = await insertTowerSeason(db, 'NORMAL', '2026-11-01', themed.packId);
    await step(ascendAction);
    const { state } = await step(ascendAction);
    assert.equal(state.tower?.attemptCount, 2);
    assert.ok((state.reputations[reputationId] ?? 0) >= 20);
  });

  it('claims the weekly bonus, then a subscription bonus that leaves the count toward the weekly alone', async () => {
    await db
      .update(playerCounters)
      .set({ dailiesSinceWeekly: 7 })
      .where(and(eq(playerCounters.userId, player.userId), eq(playerCounters.ruleSet, 'NORMAL')));
    const { outcome, state } = await step(bonusLootAction);
    assert.equal(outcome.subscriptionAmount, 200);
    assert.equal(state.loot.dailiesSinceWeekly, 0);
    assert.equal(state.loot.lastWeeklyDate, '2026-11-02');
    assert.deepEqual(state.daily, { date: null, counts: {} });
    await db
      .update(playerCounters)
      .set({ dailiesSinceWeekly: 3 })
      .where(and(eq(playerCounters.userId, player.userId), eq(playerCounters.ruleSet, 'NORMAL')));
    const bonus = await step(bonusLootAction);
    assert.equal(bonus.outcome.subscriptionBonusNumber, 1);
    assert.equal(bonus.state.loot.dailiesSinceWeekly, 3);
    assert.deepEqual(bonus.state.daily, { date: '2026-11-02', counts: { subscriptionBonuses: 1 } });
    const rows = await db
      .select({ number: loots.subscriptionBonusNumber })
      .from(loots)
      .where(and(eq(loots.userId, player.userId), eq(loots.type, 'WEEKLY'), eq(loots.date, '2026-11-02')));
    assert.deepEqual(rows.map((row) => row.number).sort(), [0, 1]);
  });

  it('sells a card on the market to another player', async () => {
    const state = await loadPlayerState(db, player.userId, 'NORMAL');
    const catalogue = await loadCatalogue(db);
    const entry = inventoryEntries(state).find(
      (e) => e.upgradeLevel === 0 && catalogue.itemsById.get(e.itemId)?.isTradable,
    );
    assert.ok(entry);
    const { outcome: offer } = await step(
      createTradeOfferAction({ itemId: entry.itemId, shinyLevel: entry.shinyLevel, price: 1_234 }),
    );
    await playBoth(db, buyer, monday, 'trade', acceptTradeOfferAction(offer.offerId), [player.userId]);
    const [row] = await db.select().from(tradeOffers).where(eq(tradeOffers.id, offer.offerId));
    assert.equal(row?.status, 'ACCEPTED');
    const [trade] = await db.select().from(trades).where(eq(trades.offerId, offer.offerId));
    assert.equal(trade?.sellerId, player.userId);
    assert.equal(trade?.buyerId, buyer.userId);
  });

  it('founds a corporation, fills its treasury, buys a bonus, and a member joins then leaves', async () => {
    // The test player already belongs to a corporation: the buyer founds one.
    const founder = buyer;
    const play = <O>(who: Who, seed: string, action: ActionRule<O>, now = monday) =>
      playBoth(db, who, now, seed, action);
    const { outcome } = await play(
      founder,
      'found',
      createCorporationAction({ name: 'Les Testeurs', description: 'Pour voir.' }),
    );
    const { corporationId } = outcome;
    await play(founder, 'give', giveToCorporationAction(800));
    await db.update(corporations).set({ balance: 20_000 }).where(eq(corporations.id, corporationId));
    await play(founder, 'upgrade', upgradeCorporationBonusAction('LOOT'));
    const [bonus] = await db
      .select()
      .from(corporationBonuses)
      .where(eq(corporationBonuses.corporationId, corporationId));
    assert.equal(bonus?.level, 1);
    const [corporation] = await db.select().from(corporations).where(eq(corporations.id, corporationId));
    assert.equal(corporation?.balance, 20_000 - 16_000);
    const member = await createPlayer(db, 'NORMAL');
    await play(member, 'join', joinCorporationAction(corporationId));
    const { state } = await play(member, 'leave', leaveCorporationAction);
    assert.equal(state.corporation, null);
    // The founder's next loot carries the LOOT bonus.
    const { outcome: loot } = await play(founder, 'loot', dailyLootAction, at('2026-11-03T08:00:00Z'));
    assert.equal(loot.corporationAmount, 10);
  });

  it('opens advent calendar boxes in December', async () => {
    const catalogue = await loadCatalogue(db);
    const boxes = generateCalendar(2026, createPrng('calendar'), catalogue, null);
    await db.insert(calendarBoxes).values(
      boxes.map((box) => ({
        id: randomUUID(),
        ruleSet: 'NORMAL' as const,
        year: 2026,
        index: box.index,
        openableDate: box.openableDate,
        ...box.reward,
      })),
    );
    const december = at('2026-12-04T10:00:00Z');
    await step(openCalendarBoxAction(0), december);
    const { state } = await step(openCalendarBoxAction(3), december);
    assert.deepEqual(state.calendar, { year: 2026, opened: [0, 3] });
  });
});

describe('runAction in the HARDCORE rule set', () => {
  let player: Who;
  let seasonId: string;

  before(async () => {
    player = { userId: await userIdOf(db, wellKnownAccounts.testPlayer.discordUserName), ruleSet: 'HARDCORE' };
    seasonId = await insertHardcoreSeason(db, '2026-10-01');
  });

  it('wipes what came before the season and starts a run with the first daily', async () => {
    const { state } = await playBoth(db, player, at('2026-11-02T10:00:00Z'), 'hc-1', dailyLootAction);
    assert.deepEqual(state.hardcore, { seasonId, run: { seasonId, startDate: '2026-11-02' } });
    assert.deepEqual(state.currencies, { balance: 1_000, loreDust: 10, loreFragment: 0, upgradeDust: 0 });
    assert.equal(state.counters.hardcoreRunCount, 1);
  });

  it('gives to the corporation the player belongs to', async () => {
    if (!(await loadPlayerState(db, player.userId, 'HARDCORE')).corporation) {
      // Whether the test player's corporation was founded in time depends on how its founder played: join one.
      const [open] = await db
        .select({ id: corporations.id })
        .from(corporations)
        .leftJoin(corporationMembers, eq(corporationMembers.corporationId, corporations.id))
        .where(eq(corporations.ruleSet, 'HARDCORE'))
        .groupBy(corporations.id)
        .having(sql`count(${corporationMembers.userId}) < 4`)
        .limit(1);
      assert.ok(open, 'a HARDCORE corporation has a free seat');
      await playBoth(db, player, at('2026-11-02T10:30:00Z'), 'hc-join', joinCorporationAction(open.id));
    }
    const before = await loadPlayerState(db, player.userId, 'HARDCORE');
    assert.ok(before.corporation, 'the test player is a HARDCORE corporation member');
    const [treasury] = await db
      .select()
      .from(corporations)
      .where(eq(corporations.id, before.corporation.corporationId));
    const { outcome, state } = await playBoth(
      db,
      player,
      at('2026-11-02T11:00:00Z'),
      'hc-give',
      giveToCorporationAction(600),
    );
    assert.deepEqual(outcome, { givenToday: 600, corporationId: before.corporation.corporationId });
    assert.equal(state.daily.counts.corporationGifts, 600);
    const [after] = await db.select().from(corporations).where(eq(corporations.id, before.corporation.corporationId));
    assert.equal(after?.balance, (treasury?.balance ?? 0) + 600);
  });

  it('ends a run on the first day without a daily, wipes, and starts the next one', async () => {
    const { state } = await playBoth(db, player, at('2026-11-05T09:00:00Z'), 'hc-2', dailyLootAction);
    assert.deepEqual(state.hardcore.run, { seasonId, startDate: '2026-11-05' });
    assert.equal(state.counters.hardcoreFailureCount, 1);
    assert.equal(state.currencies.balance, 1_000);
    const runs = await db.select().from(hardcoreRuns).where(eq(hardcoreRuns.userId, player.userId));
    const closed = runs.find((run) => run.endDate !== null);
    assert.deepEqual(
      { endDate: closed?.endDate, failedDate: closed?.failedDate, endReason: closed?.endReason },
      { endDate: '2026-11-02', failedDate: '2026-11-03', endReason: 'MISSED_DAILY' },
    );
  });

  it('closes a run in the daily turn once a day went by without a daily', async () => {
    const { outcome, state } = await playBoth(db, player, at('2026-11-06T23:00:00Z'), 'hc-turn', playerDailyTurnAction);
    assert.equal(outcome.runClosed, true);
    assert.equal(state.hardcore.run, null);
    assert.equal(state.counters.hardcoreFailureCount, 2);
  });
});

async function historyCounts(userId: string) {
  const [logs] = await db.select({ n: count() }).from(actionLog).where(eq(actionLog.userId, userId));
  const [cards] = await db.select({ n: count() }).from(inventories).where(eq(inventories.userId, userId));
  return { logs: logs?.n, cards: cards?.n };
}

describe('a refused action writes nothing', () => {
  const now = at('2026-11-02T10:00:00Z');

  it('when the rule refuses', async () => {
    const player = await createPlayer(db, 'NORMAL', { balance: 10 });
    const state = await loadPlayerState(db, player.userId, 'NORMAL');
    const counts = await historyCounts(player.userId);
    await assert.rejects(runAction(db, { ...player, now, prng: createPrng('poor') }, invokeAction('BASIC')), {
      statusCode: 400,
      code: 'NOT_ENOUGH_BALANCE',
      message: "Tu n'as pas assez de ZUMonnaie.",
    });
    assert.deepEqual(await loadPlayerState(db, player.userId, 'NORMAL'), state);
    assert.deepEqual(await historyCounts(player.userId), counts);
  });

  it('when a guarded update holds back, rolling back what the action had already written', async () => {
    const player = await createPlayer(db, 'NORMAL', { balance: 10 });
    const card = (await loadCatalogue(db)).items[0];
    assert.ok(card);
    await db
      .insert(inventories)
      .values({ id: randomUUID(), ...player, itemId: card.id, shinyLevel: 0, upgradeLevel: 0, quantity: 1 });
    const state = await loadPlayerState(db, player.userId, 'NORMAL');
    const counts = await historyCounts(player.userId);
    // Rules gone wrong: without the in-memory check (followUps: false) only the database's guards stand in the way.
    // The first pays and logs before taking two copies of a card held once; the second overdraws.
    const greedy: ActionRule<null> = (_state, ctx) =>
      accept(
        makeEffects({
          currencies: { balance: 500 },
          inventory: [{ itemId: card.id, shinyLevel: 0, upgradeLevel: 0, quantity: -2 }],
          records: [actionLogRecord('RECYCLE', ctx, {}, {})],
        }),
        null,
      );
    const overdraw: ActionRule<null> = (_state, ctx) =>
      accept(makeEffects({ currencies: { balance: -11 }, records: [actionLogRecord('SHOP_BUY', ctx, {}, {})] }), null);
    const options = { ...player, now, prng: createPrng('x'), followUps: false };
    await assert.rejects(runAction(db, options, greedy), { statusCode: 400, code: 'NOT_ENOUGH_ITEMS' });
    await assert.rejects(runAction(db, options, overdraw), { statusCode: 400, code: 'NOT_ENOUGH_BALANCE' });
    assert.deepEqual(await loadPlayerState(db, player.userId, 'NORMAL'), state);
    assert.deepEqual(await historyCounts(player.userId), counts);
  });
});
