// Instants as they are read in France. The real API writes date-times as Europe/Paris local time without an
// offset, and community clients parse them that way; the game's days are Paris days too.
const parisParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface ParisTime {
  /** `YYYY-MM-DD` */
  date: string;
  hour: number;
  minute: number;
  second: number;
}

function formattedParisTime(instant: Date): ParisTime {
  const parts = Object.fromEntries(parisParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const hourMs = 3_600_000;
/**
 * Paris's offset from UTC by UTC hour: it changes only on the hour (summer time), so one formatting per hour gives
 * every instant of it. Formatting each instant cost more than anything else in simulating the world.
 */
const offsetByHour = new Map<number, number>();

function parisOffsetMs(hour: number): number {
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const { date, hour: parisHour } = formattedParisTime(new Date(hour * hourMs));
    offset = Date.parse(`${date}T${String(parisHour).padStart(2, '0')}:00:00Z`) - hour * hourMs;
    if (offsetByHour.size > 100_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/** The Paris calendar day and wall-clock time of an instant. */
export function parisTimeOf(instant: Date): ParisTime {
  const ms = instant.getTime();
  if (!Number.isFinite(ms)) return formattedParisTime(instant);
  const local = new Date(ms + parisOffsetMs(Math.floor(ms / hourMs)));
  const year = local.getUTCFullYear();
  if (year < 1000 || year > 9999) return formattedParisTime(instant);
  const month = String(local.getUTCMonth() + 1).padStart(2, '0');
  const day = String(local.getUTCDate()).padStart(2, '0');
  return {
    date: `${year}-${month}-${day}`,
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

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
