import { gameNumbers } from '@zu/shared-contract/constants';
import { formatApiDate, plural } from '@zu/shared-ui';

const dayOf = (date: string) => {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
};

/**
 * The day of the échoppe's next batch: `restockEveryDays` after the current batch began. Counted from the batch's
 * own day, never from the browser's clock: the game's days are the world's, which need not be the visitor's.
 */
export function nextRestockDate(beginDate: string): string {
  const next = dayOf(beginDate);
  next.setUTCDate(next.getUTCDate() + gameNumbers.shop.restockEveryDays);
  return next.toISOString().slice(0, 10);
}

/**
 * What the page says of the next batch: its day, and the days to wait from the current batch's day (the latest batch
 * is the world's today, as the daily turn restocks).
 */
export function restockLabel(beginDate: string): string {
  const wait = plural(gameNumbers.shop.restockEveryDays, { one: 'jour', other: 'jours' });
  return `Prochain arrivage le ${formatApiDate(nextRestockDate(beginDate))}, dans ${wait}.`;
}
