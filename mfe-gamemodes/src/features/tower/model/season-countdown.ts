import { parisInstant, plural, type PluralForms } from '@zu/shared-ui';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** A season closes when its last day does: midnight in Paris after `endDate`. */
export function seasonEndInstant(endDate: string): number {
  const [year, month, day] = endDate.split('-').map(Number);
  const next = new Date(Date.UTC(year!, month! - 1, day! + 1)).toISOString().slice(0, 10);
  return parisInstant(`${next}T00:00:00`);
}

const dayWords: PluralForms = { one: 'jour', other: 'jours' };
const hourWords: PluralForms = { one: 'heure', other: 'heures' };

/** What is left until `endInstant` at `now`, in days and hours ('Fin dans 3 jours et 5 heures'); nothing once past. */
export function timeLeftUntil(endInstant: number, now: number): string | undefined {
  const left = endInstant - now;
  if (left <= 0) return undefined;
  const days = Math.floor(left / dayMs);
  const hours = Math.floor((left % dayMs) / hourMs);
  if (days === 0 && hours === 0) return "Fin dans moins d'une heure";
  if (days === 0) return `Fin dans ${plural(hours, hourWords)}`;
  if (hours === 0) return `Fin dans ${plural(days, dayWords)}`;
  return `Fin dans ${plural(days, dayWords)} et ${plural(hours, hourWords)}`;
}

/** What is left of the season at `now`: 'Fin dans 3 jours et 5 heures', or 'Saison terminée'. */
export function timeLeftText(endDate: string, now: number): string {
  return timeLeftUntil(seasonEndInstant(endDate), now) ?? 'Saison terminée';
}
