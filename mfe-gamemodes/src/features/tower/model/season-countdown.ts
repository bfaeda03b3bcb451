import { parisInstant } from './paris-time';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** A season closes when its last day does: midnight in Paris after `endDate`. */
export function seasonEndInstant(endDate: string): number {
  const [year, month, day] = endDate.split('-').map(Number);
  const next = new Date(Date.UTC(year!, month! - 1, day! + 1)).toISOString().slice(0, 10);
  return parisInstant(`${next}T00:00:00`);
}

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

/** What is left of the season at `now`, in days and hours: 'Fin dans 3 jours et 5 heures'. */
export function timeLeftText(endDate: string, now: number): string {
  const left = seasonEndInstant(endDate) - now;
  if (left <= 0) return 'Saison terminée';
  const days = Math.floor(left / dayMs);
  const hours = Math.floor((left % dayMs) / hourMs);
  if (days === 0 && hours === 0) return "Fin dans moins d'une heure";
  if (days === 0) return `Fin dans ${plural(hours, 'heure')}`;
  if (hours === 0) return `Fin dans ${plural(days, 'jour')}`;
  return `Fin dans ${plural(days, 'jour')} et ${plural(hours, 'heure')}`;
}
