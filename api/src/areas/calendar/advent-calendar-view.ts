import type { AdventCalendar, Item } from '@zu/shared-contract';
import { parisDayEnd, parisDayStart, toParisDateTime } from '../../lib/dates';
import type { TicketType } from '../../engine/record-types';
import { toBanner } from '../players/player-profile-view';
import { calendarPeriod, isCalendarBoxOpenable } from './calendar-rules';
import type { calendarOpenings } from './calendar-schema';
import type { CalendarBoxRow } from './calendar-queries';

/**
 * A year's calendar as a player sees it. It is set up for its first day, so `initDate` is `beginDate`; whether a box
 * opens today is the calendar rule's answer.
 */
export function toAdventCalendar(
  year: number,
  boxes: readonly CalendarBoxRow[],
  openings: readonly (typeof calendarOpenings.$inferSelect)[],
  itemsById: ReadonlyMap<string, Item>,
  today: string,
  publicUrl: string,
): AdventCalendar {
  const { beginDate, endDate } = calendarPeriod(year);
  return {
    initDate: parisDayStart(beginDate),
    beginDate: parisDayStart(beginDate),
    endDate: parisDayEnd(endDate),
    calendars: boxes.map(({ box, banner }) => {
      const opened = openings.find((o) => o.boxId === box.id);
      const item = box.itemId ? itemsById.get(box.itemId) : undefined;
      return {
        index: box.index,
        ...(opened ? { openedDate: toParisDateTime(opened.openedAt) } : {}),
        openableDate: parisDayStart(box.openableDate),
        ...(item ? { itemMetadata: { item, shinyLevel: box.shinyLevel, upgradeLevel: box.upgradeLevel } } : {}),
        ...(banner ? { banner: toBanner(banner, publicUrl) } : {}),
        loreDust: box.loreDust,
        loreFragment: box.loreFragment,
        balance: box.balance,
        luckyType: (box.luckyType as TicketType | null) ?? null,
        isOpenable: isCalendarBoxOpenable(box.openableDate, today, opened !== undefined),
      };
    }),
  };
}
