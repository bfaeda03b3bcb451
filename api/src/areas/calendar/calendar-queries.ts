import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../db/rule-sets';
import type { TicketType } from '../lucky/lucky-rules';
import type { ShinyLevel } from '../world/catalogue';
import type { CalendarBox } from './calendar-rules';
import { calendarBoxes, calendarOpenings } from './calendar-schema';
import { banners } from '../players/players-schema';

/** The rule set's boxes of one year's calendar, as the rules read them (none before they are drawn). */
export async function loadCalendarBoxes(db: Db, ruleSet: RuleSet, year: number): Promise<CalendarBox[]> {
  const rows = await db
    .select()
    .from(calendarBoxes)
    .where(and(eq(calendarBoxes.ruleSet, ruleSet), eq(calendarBoxes.year, year)))
    .orderBy(asc(calendarBoxes.index));
  return rows.map((row) => ({
    index: row.index,
    openableDate: row.openableDate,
    reward: {
      itemId: row.itemId,
      shinyLevel: row.shinyLevel as ShinyLevel,
      upgradeLevel: row.upgradeLevel,
      bannerId: row.bannerId,
      loreDust: row.loreDust,
      loreFragment: row.loreFragment,
      balance: row.balance,
      luckyType: row.luckyType as TicketType | null,
    },
  }));
}

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
