import { parisInstant, plural } from '@zu/shared-ui';

// When the player may paint again: from the world's instant now (`useWorldNow`, the clock the API stamps a paint
// with, which need not be today's nor the browser's) to the instant of `nextPixelDate`, a Paris wall-clock time.

/** How long before the player may paint again; 0 when they may now, or when no next pixel is known. */
export function cooldownLeftMs(nextPixelDate: string | undefined, worldNow: number): number {
  return nextPixelDate ? Math.max(0, parisInstant(nextPixelDate) - worldNow) : 0;
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
