// The world's own clock. The game is played from France, so a game day is a Europe/Paris calendar day, written
// `YYYY-MM-DD`. Whoever runs the world (the seed, the daily turn, a test) hands the current instant in: nothing
// here reads the machine's clock. Day arithmetic works on the calendar date alone, so a 23- or 25-hour day around
// a daylight-saving change still counts as one day.

import { parisTimeOf } from '../../lib/dates';

/** A Europe/Paris calendar day, `YYYY-MM-DD`. */
export type WorldDate = string;

const DAY_MS = 86_400_000;
const worldDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function fromUtcDays(days: number): WorldDate {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

function toUtcDays(date: WorldDate): number {
  const match = worldDatePattern.exec(date);
  if (!match) throw new Error(`not a world date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

export function isWorldDate(value: string): boolean {
  if (!worldDatePattern.test(value)) return false;
  return fromUtcDays(toUtcDays(value)) === value;
}

export function addDays(date: WorldDate, days: number): WorldDate {
  return fromUtcDays(toUtcDays(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: WorldDate, to: WorldDate): number {
  return toUtcDays(to) - toUtcDays(from);
}

/** Every day from `from` to `to`, both included. */
export function worldDateRange(from: WorldDate, to: WorldDate): WorldDate[] {
  const length = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, length) }, (_, i) => addDays(from, i));
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(date: WorldDate): number {
  const weekday = new Date(toUtcDays(date) * DAY_MS).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export function yearOf(date: WorldDate): number {
  return Number(date.slice(0, 4));
}

export function monthOf(date: WorldDate): number {
  return Number(date.slice(5, 7));
}

export function dayOfMonth(date: WorldDate): number {
  return Number(date.slice(8, 10));
}

export function worldDate(year: number, month: number, day: number): WorldDate {
  return fromUtcDays(Date.UTC(year, month - 1, day) / DAY_MS);
}

export { parisTimeOf, type ParisTime } from '../../lib/dates';

/** The game day an instant belongs to. */
export function worldDateOf(instant: Date): WorldDate {
  return parisTimeOf(instant).date;
}

/**
 * The instant at which Paris clocks show `hour:minute` on `date`. Paris is UTC+1 or UTC+2: start from the UTC
 * reading and correct by the offset observed there (twice, in case the first guess fell across a change).
 */
export function parisInstant(date: WorldDate, hour = 0, minute = 0): Date {
  const wanted = toUtcDays(date) * DAY_MS + (hour * 60 + minute) * 60_000;
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const seen = parisTimeOf(new Date(guess));
    const seenAsUtc = toUtcDays(seen.date) * DAY_MS + ((seen.hour * 60 + seen.minute) * 60 + seen.second) * 1000;
    guess += wanted - seenAsUtc;
  }
  return new Date(guess);
}

/** The daily turn runs when a new game day begins: at midnight, Paris time. */
export const dailyTurnHour = 0;

/** When the daily turn that opens `date` runs. */
export function dailyTurnInstant(date: WorldDate): Date {
  return parisInstant(date, dailyTurnHour);
}

/** ISO 8601 instant, the form every record stores (plain strings keep effects serialisable). */
export function instantString(instant: Date): string {
  return instant.toISOString();
}
