// The Vortex (ascension, '!as'): each season a tower of 6 floors tied to one pack and one reputation (clan). An
// attempt costs loreDust, climbs as far as luck allows, gives one card drawn from the floor reached and some
// reputation. Attempts are rationed: two a day, the day starting at noon, counted from the season's start.
import { catalogueSelection, classicPackName, type Catalogue, type ShinyLevel } from '../../engine/catalogue';
import {
  accept,
  actionLog,
  checkCosts,
  makeEffects,
  refuse,
  type ActionContext,
  type ActionResult,
} from '../../engine/effects';
import type { PlayerState } from '../../engine/player-state';
import type { TowerAttemptRecord } from '../../engine/records';
import {
  addDays,
  daysBetween,
  instantString,
  parisInstant,
  parisTimeOf,
  type WorldDate,
} from '../../engine/world-rules';
import { reputationForFloor } from './reputation-rules';

export const towerAttemptLoreDustCost = 20;
export const towerAttemptsPerDay = 2;
/** A Vortex day starts at noon, Paris time. */
export const towerDayStartHour = 12;
export const towerFloorCount = 6;
export const towerMaxFloorIndex = towerFloorCount - 1;
/** Chosen: a season lasts four weeks. */
export const towerSeasonLengthDays = 28;

export interface TowerDropRate {
  rarity: number;
  shinyLevel: Extract<ShinyLevel, 0 | 1>;
  /** Weight, in percent of the floor's draws. */
  rate: number;
}

export interface TowerFloor {
  index: number;
  /** Chance to climb from this floor to the next (0 on the top floor). */
  rate: number;
  /** Rarity 1–4 normal, then rarity 1–4 golden. */
  dropRates: readonly TowerDropRate[];
}

export interface TowerSeason {
  id: string;
  index: number;
  beginDate: WorldDate;
  endDate: WorldDate;
  towerId: string;
  packId: string;
  reputationId: string;
  floors: readonly TowerFloor[];
}

export interface TowerSeasonDates {
  index: number;
  towerId: string;
  beginDate: WorldDate;
  endDate: WorldDate;
}

/** Seasons follow each other without a gap, the towers taking turns in their order (`towerIds`, by tower index). */
export function nextTowerSeason(latest: TowerSeasonDates, towerIds: readonly string[]): TowerSeasonDates {
  const beginDate = addDays(latest.endDate, 1);
  const towerId = towerIds[(towerIds.indexOf(latest.towerId) + 1) % towerIds.length] ?? latest.towerId;
  return { index: latest.index + 1, towerId, beginDate, endDate: addDays(beginDate, towerSeasonLengthDays - 1) };
}

/** Chosen: the chance to pass each floor; reaching the top takes about one attempt in 80. */
export const towerFloorPassRates = [0.75, 0.6, 0.45, 0.3, 0.2, 0] as const;

/** Chosen: each floor's drop rates in percent, rarity 1–4 normal then rarity 1–4 golden. */
export const towerFloorDropRates: readonly (readonly number[])[] = [
  [70, 25, 5, 0, 0, 0, 0, 0],
  [55, 30, 12, 2, 1, 0, 0, 0],
  [40, 32, 18, 5, 3, 2, 0, 0],
  [25, 30, 25, 10, 4, 3, 2, 1],
  [10, 25, 30, 18, 5, 5, 4, 3],
  [0, 10, 30, 30, 5, 8, 9, 8],
];

export function defaultTowerFloors(): TowerFloor[] {
  return towerFloorDropRates.map((rates, index) => ({
    index,
    rate: towerFloorPassRates[index] ?? 0,
    dropRates: rates.map((rate, i) => ({ rarity: (i % 4) + 1, shinyLevel: i < 4 ? 0 : 1, rate })),
  }));
}

/** Whether the Vortex day of the instant's calendar day has begun (it begins at noon, Paris). */
export function towerDayHasBegun(now: Date): boolean {
  return parisTimeOf(now).hour >= towerDayStartHour;
}

/** Attempts allowed so far in the season: (days since the begin day at noon + 1) × 2; none before that noon. */
export function allowedTowerAttempts(beginDate: WorldDate, now: Date): number {
  const days = daysBetween(beginDate, parisTimeOf(now).date) - (towerDayHasBegun(now) ? 0 : 1);
  return days < 0 ? 0 : (days + 1) * towerAttemptsPerDay;
}

/** Attempts the player may still make now: the allowance so far less those used, never below zero. */
export function towerAttemptsLeft(beginDate: WorldDate, used: number, now: Date): number {
  return Math.max(0, allowedTowerAttempts(beginDate, now) - used);
}

/**
 * When the allowance grows next: the next noon from `now` on one of the season's days (the begin day's noon before
 * the season), undefined once the last day's noon has passed.
 */
export function nextTowerAttemptInstant(
  season: Pick<TowerSeasonDates, 'beginDate' | 'endDate'>,
  now: Date,
): Date | undefined {
  const today = parisTimeOf(now).date;
  const day = today < season.beginDate ? season.beginDate : towerDayHasBegun(now) ? addDays(today, 1) : today;
  return day <= season.endDate ? parisInstant(day, towerDayStartHour) : undefined;
}

export function usedTowerAttempts(state: PlayerState, season: TowerSeason): number {
  return state.tower?.seasonId === season.id ? state.tower.attemptCount : 0;
}

export function isTowerOpen(season: TowerSeason | null, today: WorldDate): season is TowerSeason {
  return season !== null && season.beginDate <= today && today <= season.endDate;
}

/** Climbs from floor 0, passing each floor with its rate; returns the floor index reached. */
export function climbTower(prng: ActionContext['prng'], floors: readonly TowerFloor[]): number {
  let index = 0;
  while (index < towerMaxFloorIndex && prng.chance(floors[index]?.rate ?? 0)) index++;
  return index;
}

export interface TowerContext extends ActionContext {
  catalogue: Catalogue;
  season: TowerSeason | null;
}

export function ascend(state: PlayerState, _input: object, ctx: TowerContext): ActionResult<TowerAttemptRecord> {
  const season = ctx.season;
  if (!isTowerOpen(season, parisTimeOf(ctx.now).date)) {
    return refuse('TOWER_CLOSED', 'Le Vortex est fermé pour le moment.');
  }
  if (towerAttemptsLeft(season.beginDate, usedTowerAttempts(state, season), ctx.now) === 0) {
    return refuse('NO_TOWER_ATTEMPT_LEFT', 'Tu as utilisé toutes tes tentatives, reviens plus tard !');
  }
  const refusal = checkCosts(state.currencies, { loreDust: towerAttemptLoreDustCost });
  if (refusal) return refusal;

  const floorIndex = climbTower(ctx.prng, season.floors);
  const floor = season.floors[floorIndex];
  // The season's cards are selected once per catalogue (catalogueSelection): every attempt reads them.
  const candidates = (rate: TowerDropRate) =>
    catalogueSelection(ctx.catalogue, `tower/${season.packId}/${rate.rarity}/${rate.shinyLevel}`, () =>
      ctx.catalogue.items.filter(
        (item) =>
          item.effect === null &&
          (item.packId === season.packId || item.packName === classicPackName) &&
          item.rarity === rate.rarity &&
          item.shinyLevels[rate.shinyLevel],
      ),
    );
  const usable = (floor?.dropRates ?? []).filter((rate) => rate.rate > 0 && candidates(rate).length > 0);
  if (usable.length === 0) return refuse('TOWER_EMPTY', "Le Vortex n'a rien à offrir à cet étage.");
  const drop = ctx.prng.weightedPick(usable.map((rate) => [rate, rate.rate] as const));
  const item = ctx.prng.pick(candidates(drop));

  const record: TowerAttemptRecord = {
    kind: 'towerAttempt',
    at: instantString(ctx.now),
    seasonId: season.id,
    floorIndex,
    itemId: item.id,
    rarity: item.rarity,
    shinyLevel: drop.shinyLevel,
    reputationId: season.reputationId,
    reputationGained: reputationForFloor(floorIndex),
  };
  const bestFloor = floorIndex + 1;
  return accept(
    makeEffects({
      currencies: { loreDust: -towerAttemptLoreDustCost },
      inventory: [{ itemId: item.id, shinyLevel: drop.shinyLevel, upgradeLevel: 0, quantity: 1 }],
      counters: [
        { counter: 'towerAttemptCount', delta: 1 },
        { counter: 'bestTowerFloor', delta: Math.max(0, bestFloor - state.counters.bestTowerFloor) },
      ],
      records: [record, actionLog('ASCEND', ctx, {}, {})],
    }),
    record,
  );
}
