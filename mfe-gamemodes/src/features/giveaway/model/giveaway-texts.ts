import { formatNumber } from '@zu/shared-ui';
import { parisInstant } from '../../tower/model/paris-time';
import { timeLeftUntil } from '../../tower/model/season-countdown';

const plural = (count: number, word: string) => `${formatNumber(count)} ${word}${count > 1 ? 's' : ''}`;

/** '123 participants', '1 participant'. */
export const entryCountText = (count: number) => plural(count, 'participant');

/** How many win at the end: each winner gets the whole prize. */
export const drawnWinnersText = (count: number) =>
  count > 1
    ? `${plural(count, 'gagnant')} tirés au sort à la fin, chacun reçoit le lot entier.`
    : '1 gagnant tiré au sort à la fin.';

/**
 * The time left to enter at `now` on the world's clock: the API writes the end as Paris wall-clock time, the
 * instant the end date's daily turn closes the entries and draws the winners.
 */
export function entriesTimeLeft(endDate: string, now: number): string {
  return timeLeftUntil(parisInstant(endDate), now) ?? 'Participations closes';
}
