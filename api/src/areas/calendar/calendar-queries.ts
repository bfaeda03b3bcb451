import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../db/rule-sets';
import { banners } from '../players/players-schema';
import { calendarBoxes, calendarOpenings } from './calendar-schema';

/** The rule set's boxes of a year, in order (calendar_boxes_day index), with their banners. */
export async function calendarBoxRows(db: Db, ruleSet: RuleSet, year: number) {
  return db
    .select({ box: calendarBoxes, banner: banners })
    .from(calendarBoxes)
    .leftJoin(banners, eq(banners.id, calendarBoxes.bannerId))
    .where(and(eq(calendarBoxes.ruleSet, ruleSet), eq(calendarBoxes.year, year)))
    .orderBy(asc(calendarBoxes.index));
}

export type CalendarBoxRow = Awaited<ReturnType<typeof calendarBoxRows>>[number];

/** Which of these boxes the player opened, and when (primary key of calendar_openings). */
export async function calendarOpeningRows(db: Db, userId: string, boxIds: readonly string[]) {
  if (boxIds.length === 0) return [];
  return db
    .select()
    .from(calendarOpenings)
    .where(and(eq(calendarOpenings.userId, userId), inArray(calendarOpenings.boxId, [...boxIds])));
}
