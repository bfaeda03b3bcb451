import type { AdventCalendar, CalendarBox, Item } from '@zu/shared-contract';
import { parisDayEnd, parisDayStart, toParisDateTime } from '../../lib/dates';
import type { TicketType } from '../../engine/record-types';
import type { WorldDate } from '../../engine/world-rules';
import { toBanner } from '../players/player-profile-view';
import { calendarPeriod, isCalendarBoxOpenable } from './calendar-rules';
import type { CalendarBoxRow } from './calendar-queries';

/** One box as the player sees it on `today`: what it holds, and whether they opened it or may open it now. */
export function toCalendarBox(
  { box, banner, opening }: CalendarBoxRow,
  itemsById: ReadonlyMap<string, Item>,
  today: WorldDate,
  publicUrl: string,
): CalendarBox {
  const item = box.itemId ? itemsById.get(box.itemId) : undefined;
  return {
    index: box.index,
    ...(opening ? { openedDate: toParisDateTime(opening.openedAt) } : {}),
    openableDate: parisDayStart(box.openableDate),
    ...(item ? { itemMetadata: { item, shinyLevel: box.shinyLevel, upgradeLevel: box.upgradeLevel } } : {}),
    ...(banner ? { banner: toBanner(banner, publicUrl) } : {}),
    loreDust: box.loreDust,
    loreFragment: box.loreFragment,
    balance: box.balance,
    luckyType: (box.luckyType as TicketType | null) ?? null,
    isOpenable: isCalendarBoxOpenable(box.openableDate, today, opening !== null),
  };
}

/**
 * A year's calendar as a player sees it. It is set up for its first day, so `initDate` is `beginDate`; whether a box
 * opens today is the calendar rule's answer.
 */
export function toAdventCalendar(
  year: number,
  boxes: readonly CalendarBoxRow[],
  itemsById: ReadonlyMap<string, Item>,
  today: WorldDate,
  publicUrl: string,
): AdventCalendar {
  const { beginDate, endDate } = calendarPeriod(year);
  return {
    initDate: parisDayStart(beginDate),
    beginDate: parisDayStart(beginDate),
    endDate: parisDayEnd(endDate),
    calendars: boxes.map((row) => toCalendarBox(row, itemsById, today, publicUrl)),
  };
}
