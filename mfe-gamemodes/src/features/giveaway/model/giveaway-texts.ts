import { parisInstant, plural, pluralForm } from '@zu/shared-ui';
import { timeLeftUntil } from '../../tower';

/** '123 participants', '1 participant'. */
export const entryCountText = (count: number) => plural(count, { one: 'participant', other: 'participants' });

/** How many win at the end: each winner gets the whole prize. */
export function drawnWinnersText(count: number): string {
  const drawn = `${plural(count, { one: 'gagnant tiré', other: 'gagnants tirés' })} au sort à la fin`;
  return pluralForm(count, { one: `${drawn}.`, other: `${drawn}, chacun reçoit le lot entier.` });
}

/**
 * The time left to enter at `now` on the world's clock: the API writes the end as Paris wall-clock time, the
 * instant the end date's daily turn closes the entries and draws the winners.
 */
export function entriesTimeLeft(endDate: string, now: number): string {
  return timeLeftUntil(parisInstant(endDate), now) ?? 'Participations closes';
}
