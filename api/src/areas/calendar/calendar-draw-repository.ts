// The daily turn's share of the advent calendar: a day of the calendar period that finds no calendar of its year in
// a rule set draws it, so a world the turn moves into December has boxes to open, and a world seeded in December
// keeps the one it was given.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Catalogue } from '../../engine/catalogue';
import type { RuleSet } from '../../engine/rule-sets';
import { yearOf, type WorldDate } from '../../engine/world-rules';
import { banners } from '../players/players-schema';
import { drawCalendarRows } from './calendar-box-rows';
import { holidayBannerName } from './calendar-rules';
import { calendarBoxes } from './calendar-schema';

/** Draws the rule set's calendar of `today`'s year unless it has one; returns how many boxes were written. */
export async function drawYearCalendar(
  db: Db,
  catalogue: Catalogue,
  ruleSet: RuleSet,
  today: WorldDate,
): Promise<number> {
  const year = yearOf(today);
  const [existing] = await db
    .select({ id: calendarBoxes.id })
    .from(calendarBoxes)
    .where(and(eq(calendarBoxes.ruleSet, ruleSet), eq(calendarBoxes.year, year)))
    .limit(1);
  if (existing) return 0;
  const [banner] = await db.select({ id: banners.id }).from(banners).where(eq(banners.name, holidayBannerName));
  const { rows } = drawCalendarRows(ruleSet, year, catalogue, banner?.id ?? null);
  // One statement writes the 25 boxes or none; a turn run at the same time inserts the same rows (same stream), and
  // the one that comes second leaves the first's in place.
  const inserted = await db
    .insert(calendarBoxes)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: calendarBoxes.id });
  return inserted.length;
}
