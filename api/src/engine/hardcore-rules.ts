// The hardcore run. In the HARDCORE rule set a player must claim their daily (/journa) every single day of a
// season: a run starts with the first daily of the season and lasts as long as no day goes by without one. The
// first day without a daily ends the run and wipes the player's hardcore progress; the next daily starts a new
// run from nothing. Every season also starts everyone from nothing.
import { pityCounterStart, inventoryEntries, type PlayerState } from './player-state';
import { makeEffects, mergeEffects, type CurrencyDeltas, type Effects } from './effects';
import { addDays, type WorldDate } from './world-rules';
import { type HardcoreResetReason } from './record-types';

export interface HardcoreSeason {
  id: string;
  /** 1 for the first season, then one more per season. */
  index: number;
  beginDate: WorldDate;
  /** The season's last day, included. */
  endDate: WorldDate;
}

/** Chosen: a season lasts 13 weeks, about a quarter of a year. */
export const hardcoreSeasonLengthDays = 91;

export function hardcoreSeasonOn(seasons: readonly HardcoreSeason[], date: WorldDate): HardcoreSeason | null {
  return seasons.find((s) => s.beginDate <= date && date <= s.endDate) ?? null;
}

/** The season after `previous` (or the first one), beginning on `beginDate`. */
export function nextHardcoreSeason(
  previous: Pick<HardcoreSeason, 'index'> | null,
  id: string,
  beginDate: WorldDate,
): HardcoreSeason {
  const endDate = addDays(beginDate, hardcoreSeasonLengthDays - 1);
  return { id, index: (previous?.index ?? 0) + 1, beginDate, endDate };
}

/** The first day of the open run that went by without a daily, if `today` is already past it. */
export function missedDailyDate(state: PlayerState, today: WorldDate): WorldDate | null {
  const run = state.hardcore.run;
  if (!run) return null;
  // A run starts with a daily, so the player's last daily is at least the run's first day.
  const lastDaily = state.loot.lastDailyDate ?? run.startDate;
  const dayAfter = addDays(lastDaily < run.startDate ? run.startDate : lastDaily, 1);
  return dayAfter < today ? dayAfter : null;
}

/**
 * What a reset wipes (chosen): the four currencies, the whole inventory (cards of every shiny level, constellations
 * and effect cards), the pity counter (back to its start), reputations, the progress of the running challenges and
 * the dailies counted towards the weekly bonus. History stays: loots, invocations, Vortex attempts, achievements,
 * banners, lifetime counters, the corporation, the subscription and unscratched tickets. The player's open offers
 * on the market are withdrawn: the cards they offered are gone.
 */
export function hardcoreResetEffects(state: PlayerState, date: WorldDate, reason: HardcoreResetReason): Effects {
  const currencies: CurrencyDeltas = {};
  for (const [currency, value] of Object.entries(state.currencies) as [keyof CurrencyDeltas, number][]) {
    if (value !== 0) currencies[currency] = -value;
  }
  return makeEffects({
    currencies,
    inventory: inventoryEntries(state).map((e) => ({ ...e, quantity: -e.quantity })),
    records: [{ kind: 'hardcoreReset', date, reason, invokeBeforePity: pityCounterStart }],
    shared: [{ kind: 'sellerOffersCancelled', sellerId: state.userId }],
  });
}

/**
 * Closes the open run if its time is up: failed on the first day without a daily (and wiped), or survived to its
 * season's end. Null when the run goes on (or there is none).
 */
export function closeHardcoreRun(
  state: PlayerState,
  today: WorldDate,
  seasons: readonly HardcoreSeason[],
): Effects | null {
  const run = state.hardcore.run;
  if (state.ruleSet !== 'HARDCORE' || !run) return null;
  const season = seasons.find((s) => s.id === run.seasonId);
  const missed = missedDailyDate(state, today);
  if (missed && (!season || missed <= season.endDate)) {
    const end = makeEffects({
      records: [
        {
          kind: 'hardcoreRunEnd',
          seasonId: run.seasonId,
          startDate: run.startDate,
          endDate: addDays(missed, -1),
          failedDate: missed,
          reason: 'MISSED_DAILY',
        },
      ],
      counters: [{ counter: 'hardcoreFailureCount', delta: 1 }],
    });
    return mergeEffects(end, hardcoreResetEffects(state, today, 'MISSED_DAILY'));
  }
  if (season && today > season.endDate) {
    return makeEffects({
      records: [
        {
          kind: 'hardcoreRunEnd',
          seasonId: run.seasonId,
          startDate: run.startDate,
          endDate: season.endDate,
          failedDate: null,
          reason: 'SEASON_END',
        },
      ],
    });
  }
  return null;
}

/**
 * The hardcore side of claiming a daily on `today`: closes a run whose time was up (should the daily turn not have
 * done it yet), then starts a run if none is open. The first run of a season wipes what earlier seasons left.
 * `state` must be the state before the loot.
 */
export function hardcoreDailyEffects(
  state: PlayerState,
  today: WorldDate,
  seasons: readonly HardcoreSeason[],
): Effects {
  if (state.ruleSet !== 'HARDCORE') return makeEffects();
  const closing = closeHardcoreRun(state, today, seasons);
  const season = hardcoreSeasonOn(seasons, today);
  const parts: Effects[] = closing ? [closing] : [];
  const runOpen = state.hardcore.run !== null && closing === null;
  if (season && !runOpen) {
    // A failure earlier in this season already wiped everything; a new season wipes what came before it.
    if (state.hardcore.seasonId !== season.id && !closingWiped(closing)) {
      parts.push(hardcoreResetEffects(state, today, 'NEW_SEASON'));
    }
    parts.push(
      makeEffects({
        records: [{ kind: 'hardcoreRunStart', seasonId: season.id, startDate: today }],
        counters: [{ counter: 'hardcoreRunCount', delta: 1 }],
      }),
    );
  }
  return mergeEffects(...parts);
}

function closingWiped(closing: Effects | null): boolean {
  return closing?.records.some((r) => r.kind === 'hardcoreReset') ?? false;
}
