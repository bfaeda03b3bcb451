import { plural } from '@zu/shared-ui';

// When the player may paint again. The API's dates are the world's: the world's day (which the browser is not told,
// and which need not be today) at Paris's time of day. So the wait is read on the clock's face: from Paris's time
// of day now to the time of day of `nextPixelDate`. A cooldown is shorter than a day: a time of day more than one
// cooldown ahead (and a minute, for a browser's clock a little behind the server's) is one already past.

const dayMs = 86_400_000;
const clockSkewAllowanceMs = 60_000;

const parisClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Milliseconds since Paris's midnight at this instant. */
function parisTimeOfDayMs(now: Date): number {
  const parts = Object.fromEntries(parisClock.formatToParts(now).map((part) => [part.type, Number(part.value)]));
  return ((parts.hour! * 60 + parts.minute!) * 60 + parts.second!) * 1000 + now.getMilliseconds();
}

/** Milliseconds since midnight of an API date-time (`YYYY-MM-DDTHH:mm:ss[.ffffff]`). */
function timeOfDayMs(apiDateTime: string): number | undefined {
  const [, hour, minute, second] = /T(\d{2}):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(apiDateTime) ?? [];
  return hour ? ((Number(hour) * 60 + Number(minute)) * 60 + Number(second)) * 1000 : undefined;
}

/** How long before the player may paint again; 0 when they may now. */
export function cooldownLeftMs(nextPixelDate: string | undefined, cooldownSeconds: number, now: Date): number {
  const next = nextPixelDate ? timeOfDayMs(nextPixelDate) : undefined;
  if (next === undefined) return 0;
  const ahead = (((next - parisTimeOfDayMs(now)) % dayMs) + dayMs) % dayMs;
  return ahead <= cooldownSeconds * 1000 + clockSkewAllowanceMs ? ahead : 0;
}

/** '4 min 05 s', '45 s', '1 h 02 min 00 s': the wait, in whole seconds rounded up. */
export function waitText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const twoDigits = (n: number) => String(n).padStart(2, '0');
  if (hours > 0) return `${hours} h ${twoDigits(minutes)} min ${twoDigits(rest)} s`;
  return minutes > 0 ? `${minutes} min ${twoDigits(rest)} s` : `${rest} s`;
}

/** The cooldown as the rules say it: '5 minutes', '1 minute', or in minutes and seconds when it is not whole. */
export function cooldownText(seconds: number): string {
  if (seconds % 60 !== 0 || seconds === 0) return waitText(seconds * 1000);
  return plural(seconds / 60, { one: 'minute', other: 'minutes' });
}
