// Instants as the API writes them. The real API writes date-times as Europe/Paris local time without an offset,
// and community clients parse them that way; the Paris reading itself is the engine's (one clock for the game's
// days and for the dates the API shows).
import { parisTimeOf } from '../engine/world-rules';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DDTHH:mm:ss`, Paris wall-clock time, no offset. */
export function toParisDateTime(instant: Date): string {
  const { date, hour, minute, second } = parisTimeOf(instant);
  return `${date}T${twoDigits(hour)}:${twoDigits(minute)}:${twoDigits(second)}`;
}

/** The first second of a Paris day, as the API writes date-times: something that runs from that day on. */
export const parisDayStart = (date: string) => `${date}T00:00:00`;

/** The last second of a Paris day: something that runs until that day, included. */
export const parisDayEnd = (date: string) => `${date}T23:59:59`;
