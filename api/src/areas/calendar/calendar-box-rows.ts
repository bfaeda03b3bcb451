// A year's advent calendar as the rows it writes, for the seed and for the daily turn alike. Its stream is keyed on
// the rule set and the year only (the database does not keep the seed's own seed string), so the turn that enters
// December draws the very calendar the seed would have drawn for a world seeded in that December.
import { createPrng } from '../../engine/prng';
import type { Catalogue } from '../../engine/catalogue';
import type { RuleSet } from '../../engine/rule-sets';
import { generateCalendar, type CalendarBox } from './calendar-rules';
import type { calendarBoxes } from './calendar-schema';

export type CalendarBoxInsert = typeof calendarBoxes.$inferInsert;

/** The rule set's boxes of `year`, then their rows, ids drawn from the same stream after the rewards. */
export function drawCalendarRows(
  ruleSet: RuleSet,
  year: number,
  catalogue: Catalogue,
  holidayBannerId: string | null,
): { boxes: CalendarBox[]; rows: CalendarBoxInsert[] } {
  const prng = createPrng(`calendar/${ruleSet}/${year}`);
  const boxes = generateCalendar(year, prng, catalogue, holidayBannerId);
  const rows = boxes.map((box) => ({
    id: prng.uuid(),
    ruleSet,
    year,
    index: box.index,
    openableDate: box.openableDate,
    ...box.reward,
  }));
  return { boxes, rows };
}
