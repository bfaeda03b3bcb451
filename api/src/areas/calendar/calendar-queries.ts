import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import type { RuleSet } from '../../engine/rule-sets';
import type { TicketType } from '../../engine/record-types';
import type { ShinyLevel } from '../../engine/catalogue';
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

/**
 * The rule set's boxes of a year, in order (calendar_boxes_day index), with their banners and the player's opening
 * of each (primary key of calendar_openings), in one prepared statement.
 */
export const playerCalendarQuery = preparedQuery((db) =>
  db
    .select({ box: calendarBoxes, banner: banners, opening: calendarOpenings })
    .from(calendarBoxes)
    .leftJoin(banners, eq(banners.id, calendarBoxes.bannerId))
    .leftJoin(
      calendarOpenings,
      and(eq(calendarOpenings.boxId, calendarBoxes.id), eq(calendarOpenings.userId, sql.placeholder('userId'))),
    )
    .where(and(eq(calendarBoxes.ruleSet, sql.placeholder('ruleSet')), eq(calendarBoxes.year, sql.placeholder('year'))))
    .orderBy(asc(calendarBoxes.index))
    .prepare('player_calendar'),
);

export type CalendarBoxRow = Awaited<ReturnType<ReturnType<typeof playerCalendarQuery>['execute']>>[number];
