// Plays the game's world in memory: every account, day after day, through the engine's own actions. Days run in
// world order (every account's day d, then d + 1) because players share rows: corporations, the échoppe's stock,
// the jackpot, the market. Same input, same output: every draw comes from a stream keyed by its domain and, for
// players, by the account, so adding a player does not change the draws of the others.
import { seedNowOf } from '../dates';
import { holidayBannerName, isInCalendarPeriod } from '../../areas/calendar/calendar-rules';
import { challengePeriodOf } from '../../areas/challenges/challenges-rules';
import { isEventRunning } from '../../areas/invocations/invocations-rules';
import { jackpotStart } from '../../areas/lucky/lucky-rules';
import { isTowerOpen } from '../../areas/tower/tower-rules';
import type { SharedState } from '../../engine/shared-state';
import { dailyTurnInstant, worldDateRange, yearOf, type WorldDate } from '../../engine/world-rules';
import { ruleSets, type RuleSet } from '../../engine/rule-sets';
import { createPrng } from '../../engine/prng';
import { createAccounts } from './accounts';
import { arenaRows } from './arena';
import { seededBoss, seededBossRows } from './boss-step';
import { createCatalogueContext } from './catalogue-context';
import { DayRoster } from './day-roster';
import { createGiveawayWorld, giveawayTurn } from './giveaways';
import { MarketStall } from './market-stall';
import { playDay, playTurn } from './play-day';
import type { Day, RuleSetWorld, Simulation } from './world-state';
import { createWorldTimeline } from './world-timeline';
import type { SimulatedAccount, SimulatedCorporation, WorldInput, WorldOutput } from './world-types';

export const defaultWorldSeed = 'zunivers-hardcore/world';
/** With onRecords, an account's records are handed over once this many have piled up (and at the end). */
const recordBatchSize = 256;

function emptyShared(): SharedState {
  return { corporations: {}, jackpot: jackpotStart, shopStock: {}, openTradeOffers: {} };
}

function dayOf(world: RuleSetWorld, date: WorldDate): Day {
  const { timeline } = world;
  const calendar = isInCalendarPeriod(date) ? timeline.calendars.get(yearOf(date)) : undefined;
  return {
    date,
    turn: dailyTurnInstant(date),
    challenges: timeline.challenges.get(challengePeriodOf(date).beginDate) ?? [],
    event: timeline.events.find((e) => isEventRunning(e, date)) ?? null,
    towerSeason: timeline.towerSeasons.find((s) => isTowerOpen(s, date)) ?? null,
    offers: timeline.shopOffers.get(date) ?? [],
    boxes: calendar ?? [],
  };
}

/** The day's restock: yesterday's offers keep their final stock aside, today's batch goes up. */
function restock(world: RuleSetWorld, day: Day): void {
  for (const [offerId, stock] of Object.entries(world.shared.shopStock)) world.pastStock.set(offerId, stock);
  const shopStock: Record<string, number> = {};
  for (const offer of day.offers) shopStock[offer.id] = offer.initialStock;
  world.shared = { ...world.shared, shopStock };
}

/** Hands over the records of the world's accounts holding at least `minimum` (and any), in the world's order. */
function flush(sim: Simulation, world: RuleSetWorld, minimum: number): void {
  if (!sim.onRecords) return;
  const waiting = sim.recordsWaiting;
  sim.recordsWaiting = [];
  waiting.sort((a, b) => a.index - b.index);
  for (const account of waiting) {
    if (account.ruleSet !== world.ruleSet || account.records.length === 0 || account.records.length < minimum) {
      sim.recordsWaiting.push(account);
      continue;
    }
    sim.onRecords(account.userId, account.ruleSet, account.records);
    account.records = [];
  }
}

export function simulateWorld(input: WorldInput): WorldOutput {
  const seed = input.seed ?? defaultWorldSeed;
  const context = createCatalogueContext(input.catalogue);
  const holidayBannerId = input.banners?.find((b) => b.name === holidayBannerName)?.id ?? null;
  const timeline = createWorldTimeline(context, { today: input.today, seed, holidayBannerId });
  const sim: Simulation = {
    endsAt: seedNowOf(input.today).getTime(),
    context,
    timeline,
    stats: { days: 0, actions: 0, refusals: {}, records: {} },
    eventInvocations: {},
    exact: input.exact ?? false,
    onRecords: input.onRecords,
    recordBatchSize: input.recordBatchSize ?? recordBatchSize,
    recordsWaiting: [],
    towerClimbs: new Map(),
  };
  const worlds = (input.ruleSets ?? ruleSets).map((ruleSet): RuleSetWorld => {
    const { accounts, corporations } = createAccounts(input, ruleSet, timeline, seed);
    return {
      ruleSet,
      timeline: timeline.ruleSets[ruleSet],
      shared: emptyShared(),
      pastStock: new Map(),
      accounts,
      accountsByUser: new Map(accounts.map((a) => [a.userId, a])),
      corporations,
      market: new MarketStall(),
      offersClosedAt: new Map(),
      boss: seededBoss(ruleSet, input.today, timeline.ruleSets[ruleSet].startDate, seed),
      giveaways: createGiveawayWorld(seed, ruleSet, input.banners ?? []),
    };
  });

  const first = worlds.reduce((min, w) => (w.timeline.startDate < min ? w.timeline.startDate : min), input.today);
  const rosters = new Map(
    worlds.map((world) => [
      world,
      new DayRoster(world.accounts, world.timeline.startDate > first ? world.timeline.startDate : first, !sim.exact),
    ]),
  );
  for (const date of worldDateRange(first, input.today)) {
    sim.stats.days++;
    for (const world of worlds) {
      if (date < world.timeline.startDate) continue;
      const day = dayOf(world, date);
      restock(world, day);
      giveawayTurn(sim, world, day, playTurn);
      rosters.get(world)!.visit(date, (account) => playDay(sim, world, day, account));
      flush(sim, world, sim.recordBatchSize);
    }
  }
  for (const world of worlds) flush(sim, world, 0);
  return worldOutput(sim, worlds, input.today, seed);
}

function worldOutput(sim: Simulation, worlds: readonly RuleSetWorld[], today: WorldDate, seed: string): WorldOutput {
  const stock = new Map<string, number>();
  for (const world of worlds) {
    for (const [offerId, value] of world.pastStock) stock.set(offerId, value);
    for (const [offerId, value] of Object.entries(world.shared.shopStock)) stock.set(offerId, value);
  }
  const accounts: SimulatedAccount[] = worlds.flatMap((world) =>
    world.accounts.map((account) => ({
      userId: account.userId,
      ruleSet: account.ruleSet,
      habit: account.habit.name,
      startDate: account.startDate,
      state: account.state,
      records: account.records,
      ...(account.effects ? { effects: account.effects } : {}),
    })),
  );
  const reference = sim.timeline.rows;
  for (const row of reference.shopEntries) row.currentStock = stock.get(row.id) ?? row.initialStock;
  for (const row of reference.events) row.invokeCount = sim.eventInvocations[row.id] ?? 0;
  for (const world of worlds) {
    const ids = createPrng(`${seed}/arene/${world.ruleSet}`);
    const arena = arenaRows(world.ruleSet, world.timeline.towerSeasons, sim.towerClimbs, today, () => ids.uuid());
    reference.tournaments.push(...arena.tournaments);
    reference.tournamentRounds.push(...arena.tournamentRounds);
    reference.tournamentBattles.push(...arena.tournamentBattles);
    const boss = seededBossRows(world.ruleSet, world.boss);
    reference.bosses.push(...boss.bosses);
    reference.bossDamages.push(...boss.bossDamages);
  }
  for (const world of worlds) {
    reference.giveaways.push(...world.giveaways.rows);
    reference.giveawayEntries.push(...world.giveaways.entries);
  }
  const corporations: SimulatedCorporation[] = worlds.flatMap((world) =>
    [...world.corporations.values()].map((plan) => {
      const row = world.shared.corporations[plan.id];
      return {
        id: plan.id,
        ruleSet: world.ruleSet,
        createdAt: plan.createdAt,
        balance: row?.balance ?? 0,
        bonuses: row?.bonuses ?? {},
        memberCount: row?.memberCount ?? 0,
        dissolved: row?.dissolved === true,
      };
    }),
  );
  const shared = Object.fromEntries(worlds.map((w) => [w.ruleSet, w.shared])) as Record<RuleSet, SharedState>;
  const offersClosedAt = Object.fromEntries(worlds.flatMap((w) => [...w.offersClosedAt]));
  return { today, accounts, shared, offersClosedAt, corporations, reference, stats: sim.stats };
}
