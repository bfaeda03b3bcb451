// The API writes Europe/Paris calendar days, alone (YYYY-MM-DD) or with a wall-clock time and no offset
// (YYYY-MM-DDTHH:mm:ss): every format here reads the day as written, through UTC, never through the browser's own
// time zone, so a visitor abroad sees the same day as one in Paris. Each formatter is built once.
const utcFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('fr-FR', { ...options, timeZone: 'UTC' });

const longDate = utcFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const numericDate = utcFormat({ day: 'numeric', month: 'numeric', year: 'numeric' });
const dayAndMonth = utcFormat({ day: 'numeric', month: 'long' });
const monthAndYear = utcFormat({ month: 'long', year: 'numeric' });

/** The calendar day a date starts with, as a UTC midnight; nothing for a text that starts with no date. */
function calendarDay(date: string): Date | undefined {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})/.exec(date) ?? [];
  return year ? new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))) : undefined;
}

/** The calendar day written by `format`; a text that starts with no date is kept as it is. */
function formatCalendarDay(format: Intl.DateTimeFormat, date: string): string {
  const day = calendarDay(date);
  return day ? format.format(day) : date;
}

/** A no-break space: a day and its month stay on one line ('8 décembre'), as French typesetting keeps them. */
const noBreakSpace = '\u00a0';

/** '2026-03-01T00:30:00' → '1er mars 2026', the day and the month joined by a no-break space. */
export function formatApiDate(date: string): string {
  const day = calendarDay(date);
  return day ? longDate.format(day).replace(/^1 /, '1er ').replace(' ', noBreakSpace) : date;
}

/** '2026-03-03T18:30:00' → '3 mars 2026 à 18:30' (the time as written, Paris wall clock); a day alone, its date. */
export function formatApiDateAndTime(date: string): string {
  const time = /T(\d{2}:\d{2})/.exec(date)?.[1];
  return time ? `${formatApiDate(date)} à ${time}` : formatApiDate(date);
}

/**
 * '2026-03-03T23:50:00' → '23 h 50', the Paris wall-clock time as written, in a sentence ('mis à jour à 23 h 50'),
 * on one line (no-break spaces).
 */
export function formatApiTime(date: string): string {
  const [, hours = '00', minutes = '00'] = /T(\d{2}):(\d{2})/.exec(date) ?? [];
  return `${hours}${noBreakSpace}h${noBreakSpace}${minutes}`;
}

/** '2026-03-01' → '01/03/2026'. */
export const formatApiNumericDate = (date: string): string => formatCalendarDay(numericDate, date);

/** '2026-03-01' → '1 mars' (no year, no '1er': the loot calendar's day, under its month). */
export const formatApiDayAndMonth = (date: string): string => formatCalendarDay(dayAndMonth, date);

/** '2026-03-15' → 'mars 2026'. */
export const formatApiMonthAndYear = (date: string): string => formatCalendarDay(monthAndYear, date);
