import { Type, type Static } from 'typebox';
import { Item, ShinyLevel } from './catalogue';
import { DateTime } from './formats';
import { ticketTypes } from './lucky';
import { Banner } from './players';

/** One box of the advent calendar: what it holds, from when it opens, and whether the player opened it. */
export const CalendarBox = Type.Object(
  {
    index: Type.Integer({ minimum: 0, maximum: 24, description: '0 is December 1' }),
    openedDate: Type.Optional(DateTime),
    openableDate: DateTime,
    itemMetadata: Type.Optional(
      Type.Object({ item: Item, shinyLevel: ShinyLevel, upgradeLevel: Type.Integer({ minimum: 0 }) }),
    ),
    banner: Type.Optional(Banner),
    loreDust: Type.Integer({ minimum: 0 }),
    loreFragment: Type.Integer({ minimum: 0 }),
    balance: Type.Integer({ minimum: 0 }),
    luckyType: Type.Union([Type.Enum([...ticketTypes]), Type.Null()], { description: 'A ticket of that type' }),
    isOpenable: Type.Boolean({ description: 'Not opened yet, and its day has come (until the calendar ends)' }),
  },
  { title: 'CalendarBox' },
);
export type CalendarBox = Static<typeof CalendarBox>;

/** GET /public/calendar/{userName}: this year's advent calendar (December 1 to 25) as the player sees it. */
export const AdventCalendar = Type.Object(
  {
    initDate: DateTime,
    beginDate: DateTime,
    endDate: DateTime,
    calendars: Type.Array(CalendarBox, { description: 'Empty when the year has no calendar' }),
  },
  { title: 'AdventCalendar' },
);
export type AdventCalendar = Static<typeof AdventCalendar>;

/** POST /public/calendar/{index}: the box to open (0 is December 1); the answer is the opened CalendarBox. */
export const CalendarIndexParams = Type.Object({ index: Type.Integer({ minimum: 0, maximum: 24 }) });
export type CalendarIndexParams = Static<typeof CalendarIndexParams>;
