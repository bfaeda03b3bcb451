// The world's calendar over the simulated span: hardcore seasons, Vortex seasons and their towers, weekly
// challenges, invocation events, the échoppe's daily batches and the advent calendar. Everything here depends on
// the catalogue and the dates only, never on what players do, so it is drawn up front from its own streams and the
// simulation reads it day by day.
import { achievementCategories, achievementDefinitions } from '../../areas/achievements/achievement-definitions-rules';
import {
  challengeDefinitions,
  challengePeriodOf,
  rotateChallenges,
  type ActiveChallenge,
} from '../../areas/challenges/challenges-rules';
import { calendarMonth, type CalendarBox } from '../../areas/calendar/calendar-rules';
import { drawCalendarRows } from '../../areas/calendar/calendar-box-rows';
import {
  eventCardsByPack,
  eventEveryDays,
  nextEventDay,
  planEvent,
  type InvocationEvent,
} from '../../areas/invocations/invocations-rules';
import { challengePeriodRows } from '../../areas/challenges/challenge-period-rows';
import { shopRestockRows } from '../../areas/shop/shop-restock-rows';
import { restockShop, type ShopOffer } from '../../areas/shop/shop-rules';
import { reputationClanCount, reputationLevels } from '../../areas/tower/reputation-rules';
import {
  defaultTowerFloors,
  nextTowerSeason,
  towerSeasonLengthDays,
  type TowerFloor,
  type TowerSeason,
  type TowerSeasonDates,
} from '../../areas/tower/tower-rules';
import { nextHardcoreSeason, type HardcoreSeason } from '../../engine/hardcore-rules';
import { addDays, monthOf, worldDateOf, worldDateRange, yearOf, type WorldDate } from '../../engine/world-rules';
import type { RuleSet } from '../../engine/rule-sets';
import { createPrng, type Prng } from '../../engine/prng';
import { HARDCORE_LAUNCH_DATE } from '../dates';
import type { CatalogueContext } from './catalogue-context';
import { emptyReferenceRows, type WorldReferenceRows } from './world-rows';

/** NORMAL accounts play at most this many days, `today` included. */
export const normalDaysPlayed = 365;
/** HARDCORE accounts play this many finished seasons before the current one. */
export const hardcoreFinishedSeasonsPlayed = 3;
/** Vortex seasons follow each other from this Monday on, in both rule sets. */
export const towerSeasonAnchor: WorldDate = '2021-01-04';

const clanNames = ['Ordre du Zénith', 'Cercle des Brumes', 'Gardiens de l’Aube', 'Lames du Crépuscule', 'Veilleurs'];

export interface RuleSetTimeline {
  ruleSet: RuleSet;
  /** The first simulated day of the rule set. */
  startDate: WorldDate;
  towerSeasons: readonly TowerSeason[];
  /** The three active challenges by period begin date (a Monday). */
  challenges: ReadonlyMap<WorldDate, readonly ActiveChallenge[]>;
  events: readonly InvocationEvent[];
  shopOffers: ReadonlyMap<WorldDate, readonly ShopOffer[]>;
  /** The advent calendar's boxes, by year. */
  calendars: ReadonlyMap<number, readonly CalendarBox[]>;
}

export interface WorldTimeline {
  today: WorldDate;
  hardcoreSeasons: readonly HardcoreSeason[];
  ruleSets: Record<RuleSet, RuleSetTimeline>;
  /** Reference rows; events' invocation counts and offers' stock are filled in once the world has played. */
  rows: WorldReferenceRows;
}

export interface TimelineOptions {
  today: WorldDate;
  seed: string;
  holidayBannerId: string | null;
}

/** The hardcore seasons' numbers and dates, from the launch of the rule set to the one holding `today`. */
export function hardcoreSeasonDatesUntil(today: WorldDate): Omit<HardcoreSeason, 'id'>[] {
  const seasons: Omit<HardcoreSeason, 'id'>[] = [];
  let begin = worldDateOf(HARDCORE_LAUNCH_DATE);
  while (begin <= today) {
    const { id: _id, ...season } = nextHardcoreSeason(seasons[seasons.length - 1] ?? null, '', begin);
    seasons.push(season);
    begin = addDays(season.endDate, 1);
  }
  return seasons;
}

/** The same seasons with their ids. */
export function hardcoreSeasonsUntil(today: WorldDate, prng: Prng): HardcoreSeason[] {
  return hardcoreSeasonDatesUntil(today).map((season) => ({ id: prng.uuid(), ...season }));
}

/** The first day each rule set plays. */
export function ruleSetStartDates(
  today: WorldDate,
  hardcoreSeasons: readonly HardcoreSeason[],
): Record<RuleSet, WorldDate> {
  const normal = addDays(today, 1 - normalDaysPlayed);
  const currentIndex = hardcoreSeasons.length - 1;
  const first = hardcoreSeasons[Math.max(0, currentIndex - hardcoreFinishedSeasonsPlayed)];
  return { NORMAL: normal, HARDCORE: first?.beginDate ?? today };
}

export function createWorldTimeline(context: CatalogueContext, options: TimelineOptions): WorldTimeline {
  const { today, seed } = options;
  const stream = (domain: string) => createPrng(`${seed}/${domain}`);
  const rows = emptyReferenceRows();
  const hardcoreSeasons = hardcoreSeasonsUntil(today, stream('hardcore-seasons'));
  rows.hardcoreSeasons = hardcoreSeasons.map((s) => ({ ...s }));
  const starts = ruleSetStartDates(today, hardcoreSeasons);

  const towers = createTowers(context, stream('towers'), rows);
  addReferenceRows(rows);

  const ruleSet = (name: RuleSet, offset: number): RuleSetTimeline => {
    const startDate = starts[name];
    return {
      ruleSet: name,
      startDate,
      towerSeasons: createTowerSeasons(name, startDate, today, towers, offset, stream(`tower-seasons/${name}`), rows),
      challenges: createChallengePeriods(name, startDate, today, stream(`challenges/${name}`), rows),
      events: createEvents(name, startDate, today, context, stream(`events/${name}`), rows),
      shopOffers: createShopOffers(name, startDate, today, context, seed, rows),
      calendars: createCalendars(name, today, context, options.holidayBannerId, rows),
    };
  };
  return {
    today,
    hardcoreSeasons,
    ruleSets: { NORMAL: ruleSet('NORMAL', 0), HARDCORE: ruleSet('HARDCORE', 5) },
    rows,
  };
}

interface Tower {
  id: string;
  packId: string;
  reputationId: string;
  floors: TowerFloor[];
}

/** One tower per themed pack, the clans taking turns; the floors' odds are the engine's. */
function createTowers(context: CatalogueContext, prng: Prng, rows: WorldReferenceRows): Tower[] {
  const reputations = clanNames.slice(0, reputationClanCount).map((name) => ({ id: prng.uuid(), name }));
  rows.reputations = reputations;
  for (const reputation of reputations) {
    for (const level of reputationLevels)
      rows.reputationLevels.push({ id: prng.uuid(), reputationId: reputation.id, ...level });
  }
  return context.themedPacks.map((pack, index) => {
    const reputation = reputations[index % reputations.length];
    if (!reputation) throw new Error('no clan for the tower');
    const id = prng.uuid();
    rows.towers.push({ id, index, name: `Vortex ${pack.name}`, packId: pack.id, reputationId: reputation.id });
    const floors = defaultTowerFloors();
    for (const floor of floors) {
      const floorId = prng.uuid();
      rows.towerFloors.push({ id: floorId, towerId: id, index: floor.index, rate: floor.rate });
      for (const drop of floor.dropRates) rows.towerFloorDropRates.push({ id: prng.uuid(), floorId, ...drop });
    }
    return { id, packId: pack.id, reputationId: reputation.id, floors };
  });
}

/** The engine's own definitions: the challenge pool, the achievements and their categories. */
function addReferenceRows(rows: WorldReferenceRows): void {
  rows.challenges = challengeDefinitions.map((c) => ({ ...c }));
  rows.achievementCategories = achievementCategories.map((c) => ({ ...c }));
  rows.achievements = achievementDefinitions.map((d) => ({ ...d, rewardBannerId: null, rewardItemId: null }));
}

/**
 * The Vortex calendar: season 1 begins on the anchor on the rule set's first tower (`offset`), and each next season
 * is the one the engine's daily turn would begin (`nextTowerSeason`); those overlapping the simulated span become
 * rows.
 */
function createTowerSeasons(
  ruleSet: RuleSet,
  startDate: WorldDate,
  today: WorldDate,
  towers: readonly Tower[],
  offset: number,
  prng: Prng,
  rows: WorldReferenceRows,
): TowerSeason[] {
  const first = towers[offset % Math.max(1, towers.length)];
  if (!first) return [];
  const towerById = new Map(towers.map((tower) => [tower.id, tower]));
  const towerIds = towers.map((tower) => tower.id);
  const seasons: TowerSeason[] = [];
  let dates: TowerSeasonDates = {
    index: 1,
    towerId: first.id,
    beginDate: towerSeasonAnchor,
    endDate: addDays(towerSeasonAnchor, towerSeasonLengthDays - 1),
  };
  for (; dates.beginDate <= today; dates = nextTowerSeason(dates, towerIds)) {
    if (dates.endDate < startDate) continue;
    const tower = towerById.get(dates.towerId) as Tower;
    const season: TowerSeason = {
      id: prng.uuid(),
      ...dates,
      packId: tower.packId,
      reputationId: tower.reputationId,
      floors: tower.floors,
    };
    seasons.push(season);
    rows.towerSeasons.push({ id: season.id, ruleSet, ...dates });
  }
  return seasons;
}

/** A week's three challenges, drawn the way the Monday turn does, avoiding last week's. */
function createChallengePeriods(
  ruleSet: RuleSet,
  startDate: WorldDate,
  today: WorldDate,
  prng: Prng,
  rows: WorldReferenceRows,
): Map<WorldDate, ActiveChallenge[]> {
  const periods = new Map<WorldDate, ActiveChallenge[]>();
  let previous: string[] = [];
  for (let begin = challengePeriodOf(startDate).beginDate; begin <= today; begin = addDays(begin, 7)) {
    const chosen = rotateChallenges(challengeDefinitions, previous, prng);
    const written = challengePeriodRows(ruleSet, begin, chosen, () => prng.uuid());
    rows.challengePeriods.push(written.period);
    rows.periodChallenges.push(...written.periodChallenges);
    periods.set(
      begin,
      chosen.map((challenge) => ({ periodBeginDate: begin, challenge })),
    );
    previous = chosen.map((c) => c.id);
  }
  return periods;
}

/**
 * An event on each event day of the span (`nextEventDay`), planned as the daily turn plans it (`planEvent`: the
 * pack gone longest without one, the terms of that rule set and day); only the ids come from the seed's stream.
 */
function createEvents(
  ruleSet: RuleSet,
  startDate: WorldDate,
  today: WorldDate,
  context: CatalogueContext,
  prng: Prng,
  rows: WorldReferenceRows,
): InvocationEvent[] {
  const events: InvocationEvent[] = [];
  const cardsByPack = eventCardsByPack(context.catalogue.items);
  const lastShown = new Map<string, WorldDate>();
  for (let begin = nextEventDay(startDate); begin <= today; begin = addDays(begin, eventEveryDays)) {
    const planned = planEvent(ruleSet, begin, cardsByPack, lastShown);
    if (!planned) break;
    lastShown.set(planned.packId, begin);
    const { name, packId, ...event } = { id: prng.uuid(), ...planned, isActive: true };
    events.push(event);
    const { itemIds, ...row } = event;
    rows.events.push({ ...row, ruleSet, name, packId, invokeCount: 0 });
    for (const itemId of itemIds) rows.eventItems.push({ eventId: event.id, itemId });
  }
  return events;
}

/** The échoppe's batch of each day, from a stream per rule set and day. */
function createShopOffers(
  ruleSet: RuleSet,
  startDate: WorldDate,
  today: WorldDate,
  context: CatalogueContext,
  seed: string,
  rows: WorldReferenceRows,
): Map<WorldDate, ShopOffer[]> {
  const offers = new Map<WorldDate, ShopOffer[]>();
  for (const date of worldDateRange(startDate, today)) {
    const batch = restockShop(context.catalogue, createPrng(`${seed}/shop/${ruleSet}/${date}`), date);
    offers.set(date, batch);
    rows.shopEntries.push(...shopRestockRows(ruleSet, date, batch));
  }
  return offers;
}

/** The calendar of the current December only: the one `today` falls in, as the daily turn draws it. */
function createCalendars(
  ruleSet: RuleSet,
  today: WorldDate,
  context: CatalogueContext,
  holidayBannerId: string | null,
  rows: WorldReferenceRows,
): Map<number, CalendarBox[]> {
  const calendars = new Map<number, CalendarBox[]>();
  if (monthOf(today) !== calendarMonth) return calendars;
  const year = yearOf(today);
  const drawn = drawCalendarRows(ruleSet, year, context.catalogue, holidayBannerId);
  calendars.set(year, drawn.boxes);
  rows.calendarBoxes.push(...drawn.rows);
  return calendars;
}
