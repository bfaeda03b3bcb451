// The API writes Europe/Paris wall-clock times without an offset: read the calendar date as written, never
// through the browser's own time zone.
const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function formatPostDate(date: string): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})/.exec(date) ?? [];
  if (!year) return date;
  return longDate.format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
}
