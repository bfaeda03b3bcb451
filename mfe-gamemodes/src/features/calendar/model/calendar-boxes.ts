import type { CalendarBox } from '@zu/shared-contract';
import type { ShinyLevel } from '@zu/shared-ui';
import type { Reward } from '../../rewards';

/** Opened: its reward shows. Openable: its day has come and it waits. Locked: not yet (or no longer) openable. */
export type CalendarBoxState = 'opened' | 'openable' | 'locked';

export function calendarBoxState(box: CalendarBox): CalendarBoxState {
  if (box.openedDate !== undefined) return 'opened';
  return box.isOpenable ? 'openable' : 'locked';
}

/** The box's day: index 0 is December 1. */
export function calendarBoxDay(box: Pick<CalendarBox, 'index'>): string {
  const day = box.index + 1;
  return `${day === 1 ? '1er' : day} décembre`;
}

/** The id of a box's element on the page. */
export const calendarBoxElementId = (box: Pick<CalendarBox, 'index'>) => `calendar-box-${box.index}`;

/** What a box holds, as the reveal draws it. */
export function calendarBoxReward(box: CalendarBox): Reward {
  const card = box.itemMetadata;
  return {
    balance: box.balance,
    loreDust: box.loreDust,
    loreFragment: box.loreFragment,
    cards: card
      ? [
          {
            key: `${box.index}-${card.item.id}`,
            item: card.item,
            // The contract bounds it to 0-2.
            shinyLevel: card.shinyLevel as ShinyLevel,
          },
        ]
      : [],
    banner: box.banner,
    ...(box.luckyType ? { tickets: { count: 1, type: box.luckyType } } : {}),
  };
}
