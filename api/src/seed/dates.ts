// The seed never reads the clock: every date is placed relative to the world's day it is given ("now" is noon
// UTC of that day), so two runs for the same day are identical.
import type { Prng } from '../engine/prng';
import { type WorldDate, DAY_MS } from '../engine/world-rules';

/** The day the tests pin the world to. */
export const REFERENCE_DAY: WorldDate = '2026-11-01';
export const REFERENCE_DATE = seedNowOf(REFERENCE_DAY);

/** The hardcore rule set (and corporations) appeared in the game on this day. */
export const HARDCORE_LAUNCH_DATE = new Date('2024-07-27T12:00:00Z');

/** The seed's "now" for a world whose last played day is `today`. */
export function seedNowOf(today: WorldDate): Date {
  return new Date(`${today}T12:00:00Z`);
}

export function referenceNow(): Date {
  return new Date(REFERENCE_DATE.getTime());
}

export function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * DAY_MS);
}

export function laterOf(a: Date, b: Date): Date {
  return a.getTime() >= b.getTime() ? a : b;
}

/** A date in [from, to], rounded to the second (the API prints dates without milliseconds). */
export function dateBetween(prng: Prng, from: Date, to: Date): Date {
  const start = Math.ceil(from.getTime() / 1000);
  const end = Math.floor(to.getTime() / 1000);
  if (end <= start) return new Date(start * 1000);
  return new Date(prng.int(start, end) * 1000);
}

export function utcDate(year: number, month: number, day: number, hour = 12): Date {
  return new Date(Date.UTC(year, month - 1, day, hour));
}
