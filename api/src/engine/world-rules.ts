// The world's own clock. The game is played from France, so a game day is a Europe/Paris calendar day, written
// `YYYY-MM-DD`. Whoever runs the world (the seed, the daily turn, a test) hands the current instant in: nothing
// here reads the machine's clock. Day arithmetic works on the calendar date alone, so a 23- or 25-hour day around
// a daylight-saving change still counts as one day.

/** A Europe/Paris calendar day, `YYYY-MM-DD`. */
export type WorldDate = string;

/** A day of 24 hours, in milliseconds (clock arithmetic; calendar days are counted on dates). */
export const DAY_MS = 86_400_000;
const worldDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The world date of each day written so far (a loot map writes 365 of them): a few thousand days in use. */
const dateByDay = new Map<number, WorldDate>();
const maxRememberedDays = 100_000;

function fromUtcDays(days: number): WorldDate {
  let date = dateByDay.get(days);
  if (date === undefined) {
    date = new Date(days * DAY_MS).toISOString().slice(0, 10);
    if (dateByDay.size >= maxRememberedDays) dateByDay.clear();
    dateByDay.set(days, date);
  }
  return date;
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
  const first = toUtcDays(from);
  const length = toUtcDays(to) - first + 1;
  return Array.from({ length: Math.max(0, length) }, (_, i) => fromUtcDays(first + i));
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

export function worldDate(year: number, month: number, day: number): WorldDate {
  return fromUtcDays(Date.UTC(year, month - 1, day) / DAY_MS);
}

export interface ParisTime {
  /** `YYYY-MM-DD` */
  date: string;
  hour: number;
  minute: number;
  second: number;
}

const parisParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The Paris calendar day and wall-clock time of an instant, read by the time-zone database. */
export function parisTimeOfSlow(instant: Date): ParisTime {
  const parts = Object.fromEntries(parisParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const HOUR_MS = 3_600_000;
/** Paris's offset from UTC, by UTC hour; null for an hour during which the offset changes. */
const offsetByUtcHour = new Map<number, number | null>();

function offsetAt(ms: number): number {
  const seen = parisTimeOfSlow(new Date(ms));
  return toUtcDays(seen.date) * DAY_MS + ((seen.hour * 60 + seen.minute) * 60 + seen.second) * 1000 - ms;
}

/**
 * Asking the time-zone database costs microseconds, and a simulated world asks it for every action. Paris changes
 * its offset on the hour (UTC), so the offset read at both ends of a UTC hour holds for the whole hour: it is read
 * once per hour and kept. An hour whose ends disagree (or an odd instant) goes to the database every time.
 */
let lastReading: { ms: number; time: ParisTime } | null = null;

export function parisTimeOf(instant: Date): ParisTime {
  const ms = instant.getTime();
  // An action reads its own instant several times: the last reading is kept too.
  if (lastReading?.ms === ms) return { ...lastReading.time };
  const time = readParisTime(instant, ms);
  lastReading = { ms, time };
  return { ...time };
}

function readParisTime(instant: Date, ms: number): ParisTime {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetByUtcHour.get(hour);
  if (offset === undefined) {
    if (!Number.isFinite(hour)) return parisTimeOfSlow(instant);
    const start = offsetAt(hour * HOUR_MS);
    offset = start === offsetAt(hour * HOUR_MS + HOUR_MS - 1000) ? start : null;
    offsetByUtcHour.set(hour, offset);
  }
  if (offset === null) return parisTimeOfSlow(instant);
  const wall = ms + offset;
  const day = Math.floor(wall / DAY_MS);
  if (day < minDay || day > maxDay) return parisTimeOfSlow(instant);
  const date = fromUtcDays(day);
  const seconds = Math.floor((wall - day * DAY_MS) / 1000);
  return { date, hour: Math.floor(seconds / 3600), minute: Math.floor(seconds / 60) % 60, second: seconds % 60 };
}

/** Days whose year has four digits, the only ones written the same by both readings. */
const minDay = toUtcDays('1000-01-01');
const maxDay = toUtcDays('9999-12-31');

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

let lastInstant = { ms: Number.NaN, text: '' };

/** ISO 8601 instant, the form every record stores (plain strings keep effects serialisable). */
export function instantString(instant: Date): string {
  // An action writes its own instant into several records: the last one written is kept.
  const ms = instant.getTime();
  if (ms !== lastInstant.ms) lastInstant = { ms, text: instant.toISOString() };
  return lastInstant.text;
}
