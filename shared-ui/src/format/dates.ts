// The API writes Europe/Paris wall-clock times without an offset (YYYY-MM-DDTHH:mm:ss): read the calendar date as
// written, never through the browser's own time zone.
const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-03-01T00:30:00' → '1er mars 2026'. */
export function formatApiDate(dateTime: string): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateTime) ?? [];
  if (!year) return dateTime;
  const text = longDate.format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
  return text.replace(/^1 /, '1er ');
}
