// The API writes times as Paris wall clock without an offset; a countdown needs the instant they stand for, whatever
// the visitor's own time zone.

const parisParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Paris's wall clock is ahead of UTC at an instant, in milliseconds. */
function parisOffsetAt(instant: number): number {
  const parts = Object.fromEntries(parisParts.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of a Paris wall-clock time (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm:ss`, with a fraction of a second or not),
 * in milliseconds since the epoch.
 */
export function parisInstant(wallClock: string): number {
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = ''] =
    /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?)?/.exec(wallClock) ?? [];
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  // The offset at the guess, then at the corrected instant: right on both sides of a change of summer time.
  const first = asUtc - parisOffsetAt(asUtc);
  return asUtc - parisOffsetAt(first) + Math.floor(Number(`0.${fraction || '0'}`) * 1000);
}
