// The daily turn of the world ('new-day'): the world's date moves on one day, a new hardcore season begins the day
// after the last one ended, then, in the engine's order, every player's share of the turn (a hardcore run without
// yesterday's daily ends and resets; balance effect cards pay), the weekly challenges rotate on Mondays, the
// échoppe restocks, a Vortex season begins when the last one ended, an invocation event opens when one is due, and
// the settings follow the date (the event running today, the calendar period).
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ruleSets, type RuleSet } from '../../db/rule-sets';
import { createPrng } from '../../lib/prng';
import { appSettings } from '../app/app-schema';
import { isInCalendarPeriod } from '../calendar/calendar-rules';
import { items, packs } from '../catalogue/catalogue-schema';
import { classicPackName } from '../world/catalogue';
import { drawEventTerms, eventBalanceCost, nextScheduledEvent } from '../invocations/event-schedule-rules';
import { eventItems, events } from '../invocations/invocations-schema';
import { towerSeasonsToOpen } from '../tower/tower-season-rules';
import { towerSeasons, towers } from '../tower/tower-schema';
import { challengeDefinitions, challengePeriodOf, rotateChallenges } from '../challenges/challenges-rules';
import { challengePeriods, challenges, periodChallenges } from '../challenges/challenges-schema';
import { playerAccounts } from '../players/players-schema';
import { restockShop } from '../shop/shop-rules';
import { shopEntries } from '../shop/shop-schema';
import { loadCatalogue } from '../world/catalogue-repository';
import { playPlayerDailyTurn } from '../world/daily-turn-repository';
import { dailyTurnSteps } from '../world/daily-turn-rules';
import { nextHardcoreSeason } from '../world/hardcore-rules';
import { setWorldDate } from '../world/world-clock';
import { hardcoreSeasons } from '../world/world-schema';
import { addDays, dailyTurnInstant, type WorldDate } from '../world/world-rules';

export interface NewDayReport {
  today: WorldDate;
  steps: string[];
  playersTurned: number;
  hardcoreRunsClosed: number;
  /** The index of the hardcore season that began today, if one did. */
  hardcoreSeasonBegun: number | null;
  challengesRotated: boolean;
  shopOffers: number;
  /** Vortex seasons begun today, both rule sets together. */
  towerSeasonsBegun: number;
  /** Invocation events opened today, both rule sets together. */
  eventsBegun: number;
}

export async function playNewDay(db: Db, yesterday: WorldDate): Promise<NewDayReport> {
  const today = addDays(yesterday, 1);
  const now = dailyTurnInstant(today);
  const steps = dailyTurnSteps(today);
  await setWorldDate(db, today);
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
  let towerSeasonsBegun = 0;
  let eventsBegun = 0;
  for (const ruleSet of ruleSets) {
    if (challengesRotated) await rotateWeeklyChallenges(db, ruleSet, today);
    if (steps.includes('RESTOCK_SHOP')) shopOffers += await restock(db, ruleSet, today);
    towerSeasonsBegun += await beginTowerSeasons(db, ruleSet, today);
    if (await openDueEvent(db, ruleSet, today)) eventsBegun += 1;
    const [running] = await db
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          eq(events.ruleSet, ruleSet),
          eq(events.isActive, true),
          lte(events.beginDate, today),
          gte(events.endDate, today),
        ),
      )
      .orderBy(desc(events.beginDate))
      .limit(1);
    await db
      .update(appSettings)
      .set({ inCalendarPeriod: isInCalendarPeriod(today), currentEventId: running?.id ?? null })
      .where(eq(appSettings.ruleSet, ruleSet));
  }
  return {
    today,
    steps,
    playersTurned: accounts.length,
    hardcoreRunsClosed,
    hardcoreSeasonBegun,
    challengesRotated,
    shopOffers,
    towerSeasonsBegun,
    eventsBegun,
  };
}

/** The Vortex seasons that begin once the latest one is over, each on the next tower (towers in their index order). */
async function beginTowerSeasons(db: Db, ruleSet: RuleSet, today: WorldDate): Promise<number> {
  const [latest] = await db
    .select()
    .from(towerSeasons)
    .where(eq(towerSeasons.ruleSet, ruleSet))
    .orderBy(desc(towerSeasons.index))
    .limit(1);
  if (!latest || latest.endDate >= today) return 0;
  const towerIds = (await db.select({ id: towers.id }).from(towers).orderBy(asc(towers.index))).map((t) => t.id);
  const opened = towerSeasonsToOpen(latest, towerIds, today);
  if (opened.length === 0) return 0;
  const inserted = await db
    .insert(towerSeasons)
    .values(opened.map((season) => ({ id: randomUUID(), ruleSet, ...season })))
    .onConflictDoNothing()
    .returning({ id: towerSeasons.id });
  return inserted.length;
}

/**
 * The invocation event due today, if one is: on the themed pack after the latest event's (themed packs: every pack
 * but 'Classique' holding plain cards, by name), invoking that pack's plain cards.
 */
async function openDueEvent(db: Db, ruleSet: RuleSet, today: WorldDate): Promise<boolean> {
  const [latest] = await db
    .select()
    .from(events)
    .where(eq(events.ruleSet, ruleSet))
    .orderBy(desc(events.beginDate))
    .limit(1);
  if (!latest) return false;
  const plainCards = await db
    .select({ id: items.id, packId: items.packId, packName: packs.name })
    .from(items)
    .innerJoin(packs, eq(packs.id, items.packId))
    .where(and(isNull(items.effect), lte(items.rarity, 5), ne(packs.name, classicPackName)))
    .orderBy(asc(packs.name), asc(packs.id), asc(items.id));
  const themedPackIds = [...new Set(plainCards.map((card) => card.packId))];
  const due = nextScheduledEvent(latest, themedPackIds, today);
  if (!due) return false;
  const packName = plainCards.find((card) => card.packId === due.packId)?.packName ?? '';
  const id = randomUUID();
  await db.insert(events).values({
    id,
    ruleSet,
    name: `Bannière ${packName}`,
    packId: due.packId,
    beginDate: due.beginDate,
    endDate: due.endDate,
    balanceCost: eventBalanceCost,
    ...drawEventTerms(createPrng(`events/${ruleSet}/${today}`)),
    invokeCount: 0,
    isActive: true,
  });
  await db
    .insert(eventItems)
    .values(plainCards.filter((card) => card.packId === due.packId).map((card) => ({ eventId: id, itemId: card.id })));
  return true;
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
  const period = challengePeriodOf(today);
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
  const periodId = randomUUID();
  const inserted = await db
    .insert(challengePeriods)
    .values({ id: periodId, ruleSet, beginDate: period.beginDate, endDate: period.endDate })
    .onConflictDoNothing()
    .returning({ id: challengePeriods.id });
  // Already rotated (the command run twice on one Monday): keep the week's challenges.
  if (inserted.length === 0) return;
  await db
    .insert(periodChallenges)
    .values(chosen.map((challenge, position) => ({ id: randomUUID(), periodId, challengeId: challenge.id, position })));
}

/** Today's batch of the échoppe (yesterday's offers stay as they were: the current batch is the latest begun). */
async function restock(db: Db, ruleSet: RuleSet, today: WorldDate): Promise<number> {
  const offers = restockShop(await loadCatalogue(db), createPrng(`shop/${ruleSet}/${today}`), today);
  const beginDate = dailyTurnInstant(today);
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
  await db.insert(shopEntries).values(
    offers.map((offer) => ({
      id: offer.id,
      ruleSet,
      itemId: offer.itemId,
      shinyLevel: offer.shinyLevel,
      upgradeLevel: offer.upgradeLevel,
      price: offer.price,
      initialStock: offer.initialStock,
      currentStock: offer.initialStock,
      beginDate,
    })),
  );
  return offers.length;
}
