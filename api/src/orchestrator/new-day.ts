// The daily turn of the world ('new-day'): the world's date moves on one day, a new hardcore season begins the day
// after the last one ended, then, in the engine's order, every player's share of the turn (a hardcore run without
// yesterday's daily ends and resets; balance effect cards pay), the weekly challenges rotate on Mondays, the
// échoppe restocks, the Arène plays its round, a Vortex season or an invocation event begins when its day comes, the
// year's advent calendar is drawn on the first day of December that finds none, a boss opens while BOSS is on and
// none runs, and the settings follow the date
// (the calendar period, the current event). What pages show live is announced with its change: the échoppe's new
// batch (`shop`), the settings' event or period (`event`), and each player whose own turn changed something (through
// the action runner, one transaction per player).
// Giveaways: the one whose end date is today is drawn (its winners get the prize), then the next one opens when
// none is; both announce `event`.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ruleSets, type RuleSet } from '../engine/rule-sets';
import { createPrng } from '../engine/prng';
import { appSettings } from '../areas/app/app-schema';
import { isInCalendarPeriod } from '../areas/calendar/calendar-rules';
import { drawYearCalendar } from '../areas/calendar/calendar-draw-repository';
import { drawDueGiveaways, openNextGiveaway } from '../areas/giveaways/giveaway-repository';
import { challengeDefinitions, rotateChallenges } from '../areas/challenges/challenges-rules';
import { challengePeriodRows } from '../areas/challenges/challenge-period-rows';
import { challengePeriods, challenges, periodChallenges } from '../areas/challenges/challenges-schema';
import { openNextEvent, settleCurrentEvent } from '../areas/invocations/event-calendar-repository';
import { publishLiveChange } from '../areas/live/live-publish';
import { playerAccounts } from '../areas/players/players-schema';
import { restockShop } from '../areas/shop/shop-rules';
import { shopRestockRows } from '../areas/shop/shop-restock-rows';
import { shopEntries } from '../areas/shop/shop-schema';
import { openBossIfNone } from '../areas/boss/boss-repository';
import { beginNextTowerSeason } from '../areas/tower/tower-season-repository';
import { playArenaDay } from '../areas/tower/tournament-repository';
import type { Catalogue } from '../engine/catalogue';
import { loadCatalogue } from './catalogue-loader';
import { playPlayerDailyTurn } from './player-daily-turn';
import { dailyTurnSteps } from './daily-turn-rules';
import { nextHardcoreSeason } from '../engine/hardcore-rules';
import { advanceWorldDate } from '../areas/world/world-clock';
import { hardcoreSeasons } from '../areas/world/world-schema';
import { addDays, dailyTurnInstant, type WorldDate } from '../engine/world-rules';

export interface NewDayReport {
  today: WorldDate;
  steps: string[];
  playersTurned: number;
  hardcoreRunsClosed: number;
  /** The index of the hardcore season that began today, if one did. */
  hardcoreSeasonBegun: number | null;
  challengesRotated: boolean;
  shopOffers: number;
  /** Arène tournaments begun and rounds played today, over both rule sets. */
  tournamentsBegun: number;
  tournamentRoundsPlayed: number;
  /** Vortex seasons and invocation events begun today, over both rule sets. */
  towerSeasonsBegun: number;
  eventsOpened: number;
  /** Advent-calendar boxes drawn today, over both rule sets (25 a rule set, on the day its year's calendar is drawn). */
  calendarBoxesDrawn: number;
  /** Bosses opened today, over both rule sets: while BOSS is on, one opens when the last fell or left. */
  bossesOpened: number;
  /** Giveaways drawn (their winners given the prize) and opened today, over both rule sets. */
  giveawaysDrawn: number;
  giveawaysOpened: number;
}

/** Another daily turn moved the world from that day first (two turns started together): this one plays nothing. */
export class DailyTurnAlreadyPlayed extends Error {
  constructor(readonly today: WorldDate) {
    super(`the daily turn of ${today} is already played`);
  }
}

export async function playNewDay(db: Db, yesterday: WorldDate): Promise<NewDayReport> {
  const today = addDays(yesterday, 1);
  const now = dailyTurnInstant(today);
  const steps = dailyTurnSteps(today);
  // One turn a day: of turns started together from the same day, the one that moves the date plays it.
  if (!(await advanceWorldDate(db, yesterday, today))) throw new DailyTurnAlreadyPlayed(today);
  // Before the players' turns, which close the runs of a season that is over.
  const hardcoreSeasonBegun = await beginHardcoreSeason(db, today);

  const accounts = await db
    .select({ userId: playerAccounts.userId, ruleSet: playerAccounts.ruleSet })
    .from(playerAccounts);
  let hardcoreRunsClosed = 0;
  for (const account of accounts) {
    const outcome = await playPlayerDailyTurn(db, { ...account, prng: createPrng(`${today}/${account.userId}`) }, now);
    if (outcome.runClosed) hardcoreRunsClosed += 1;
  }

  const challengesRotated = steps.includes('ROTATE_CHALLENGES');
  let shopOffers = 0;
  let tournamentsBegun = 0;
  let tournamentRoundsPlayed = 0;
  let towerSeasonsBegun = 0;
  let eventsOpened = 0;
  let calendarBoxesDrawn = 0;
  let bossesOpened = 0;
  let giveawaysDrawn = 0;
  let giveawaysOpened = 0;
  const catalogue = await loadCatalogue(db);
  for (const ruleSet of ruleSets) {
    if (challengesRotated) await rotateWeeklyChallenges(db, ruleSet, today);
    if (steps.includes('RESTOCK_SHOP')) shopOffers += await restock(db, catalogue, ruleSet, today);
    const arena = await playArenaDay(db, ruleSet, today);
    if (arena.begun) tournamentsBegun += 1;
    tournamentRoundsPlayed += arena.roundsPlayed;
    if ((await beginNextTowerSeason(db, ruleSet, today)) !== null) towerSeasonsBegun += 1;
    if ((await openNextEvent(db, catalogue, ruleSet, today)) !== null) eventsOpened += 1;
    if (steps.includes('DRAW_CALENDAR')) calendarBoxesDrawn += await drawYearCalendar(db, catalogue, ruleSet, today);
    if ((await openBossIfNone(db, ruleSet, today, now)) !== null) bossesOpened += 1;
    // After the players' turns: a hardcore run ending tonight is wiped before its player wins anything.
    giveawaysDrawn += await drawDueGiveaways(db, ruleSet, today);
    if ((await openNextGiveaway(db, catalogue, ruleSet, today)) !== null) giveawaysOpened += 1;
    await settleSettings(db, ruleSet, today);
  }
  return {
    today,
    steps,
    playersTurned: accounts.length,
    hardcoreRunsClosed,
    hardcoreSeasonBegun,
    challengesRotated,
    shopOffers,
    tournamentsBegun,
    tournamentRoundsPlayed,
    towerSeasonsBegun,
    eventsOpened,
    calendarBoxesDrawn,
    bossesOpened,
    giveawaysDrawn,
    giveawaysOpened,
  };
}

/** Seasons follow each other without a gap: the next begins the day after the latest ends. */
async function beginHardcoreSeason(db: Db, today: WorldDate): Promise<number | null> {
  const [latest] = await db.select().from(hardcoreSeasons).orderBy(desc(hardcoreSeasons.index)).limit(1);
  if (!latest || latest.endDate >= today) return null;
  const season = nextHardcoreSeason(latest, randomUUID(), addDays(latest.endDate, 1));
  if (season.beginDate !== today) return null;
  await db.insert(hardcoreSeasons).values(season).onConflictDoNothing();
  return season.index;
}

/** This week's three challenges, avoiding last week's. */
async function rotateWeeklyChallenges(db: Db, ruleSet: RuleSet, today: WorldDate): Promise<void> {
  const [previous] = await db
    .select({ id: challengePeriods.id })
    .from(challengePeriods)
    .where(eq(challengePeriods.ruleSet, ruleSet))
    .orderBy(desc(challengePeriods.beginDate))
    .limit(1);
  const previousIds = previous
    ? (
        await db
          .select({ id: periodChallenges.challengeId })
          .from(periodChallenges)
          .where(eq(periodChallenges.periodId, previous.id))
      ).map((row) => row.id)
    : [];
  const chosen = rotateChallenges(challengeDefinitions, previousIds, createPrng(`challenges/${ruleSet}/${today}`));
  await db
    .insert(challenges)
    .values(
      chosen.map(({ id, type, description, max, score, rewardLoreDust }) => ({
        id,
        type,
        description,
        max,
        score,
        rewardLoreDust,
      })),
    )
    .onConflictDoNothing();
  const written = challengePeriodRows(ruleSet, today, chosen, randomUUID);
  const inserted = await db
    .insert(challengePeriods)
    .values(written.period)
    .onConflictDoNothing()
    .returning({ id: challengePeriods.id });
  // Already rotated (the command run twice on one Monday): keep the week's challenges.
  if (inserted.length === 0) return;
  await db.insert(periodChallenges).values(written.periodChallenges);
}

/** Today's batch of the échoppe (yesterday's offers stay as they were: the current batch is the latest begun). */
async function restock(db: Db, catalogue: Catalogue, ruleSet: RuleSet, today: WorldDate): Promise<number> {
  const offers = restockShop(catalogue, createPrng(`shop/${ruleSet}/${today}`), today);
  const existing = await db
    .select({ id: shopEntries.id })
    .from(shopEntries)
    .where(
      inArray(
        shopEntries.id,
        offers.map((offer) => offer.id),
      ),
    );
  if (existing.length > 0) return 0;
  await db.transaction(async (tx) => {
    await tx.insert(shopEntries).values(shopRestockRows(ruleSet, today, offers));
    await publishLiveChange(tx, { topic: 'shop', ruleSet });
  });
  return offers.length;
}

/** The settings follow the date: the event running today and the calendar period, announced when either moved. */
async function settleSettings(db: Db, ruleSet: RuleSet, today: WorldDate): Promise<void> {
  await db.transaction(async (tx) => {
    const eventChanged = await settleCurrentEvent(tx, ruleSet, today);
    const inCalendarPeriod = isInCalendarPeriod(today);
    const periodChanged = await tx
      .update(appSettings)
      .set({ inCalendarPeriod })
      .where(and(eq(appSettings.ruleSet, ruleSet), ne(appSettings.inCalendarPeriod, inCalendarPeriod)))
      .returning({ ruleSet: appSettings.ruleSet });
    if (eventChanged || periodChanged.length > 0) await publishLiveChange(tx, { topic: 'event', ruleSet });
  });
}
