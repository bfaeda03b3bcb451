// When invocation events come and what they cost: one opens every `eventEveryDays` days on the next themed pack in
// turn and runs `eventLengthDays` days. The seed's timeline lays out the past ones; the daily turn opens the next.
import type { Prng } from '../../lib/prng';
import { addDays, type WorldDate } from '../world/world-rules';

export const eventEveryDays = 35;
export const eventLengthDays = 10;
export const eventBalanceCost = 1_500;

export interface ScheduledEvent {
  packId: string;
  beginDate: WorldDate;
  endDate: WorldDate;
}

/**
 * The event opening on `today`, the given number of days after the latest one began, on the pack after the latest
 * one's among `themedPackIds` (their order is the turn); null on any other day, or without packs.
 */
export function nextScheduledEvent(
  latest: Pick<ScheduledEvent, 'packId' | 'beginDate'>,
  themedPackIds: readonly string[],
  today: WorldDate,
): ScheduledEvent | null {
  if (themedPackIds.length === 0 || addDays(latest.beginDate, eventEveryDays) !== today) return null;
  const position = themedPackIds.indexOf(latest.packId);
  const packId = themedPackIds[(position + 1) % themedPackIds.length] as string;
  return { packId, beginDate: today, endDate: addDays(today, eventLengthDays - 1) };
}

/** An event's terms, drawn in this order (the seed's timeline draws the same way). */
export function drawEventTerms(prng: Prng): { loreDustCost: number; isOneTime: boolean; isPityEnabled: boolean } {
  const loreDustCost = prng.chance(0.5) ? 0 : 10;
  const isOneTime = prng.chance(0.25);
  const isPityEnabled = prng.chance(0.8);
  return { loreDustCost, isOneTime, isPityEnabled };
}
