import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../db/rule-sets';
import type { TicketType } from '../lucky/lucky-rules';
import type { ShinyLevel } from '../world/catalogue';
import type { CalendarBox } from './calendar-rules';
import { calendarBoxes } from './calendar-schema';

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
