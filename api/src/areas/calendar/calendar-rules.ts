// The advent calendar ('calendrier festif'): from December 1 to 25 a box a day, index 0 being December 1. A box
// opens from its own day to the end of the calendar, so a player who missed a day can catch up. Rewards are
// chosen: currencies on most days, tickets every fourth day, cards every sixth, and the best on December 25.
import type { Prng } from '../../engine/prng';
import { grantTicket, type TicketContext } from '../lucky/lucky-rules';
import { ticketTypes, type TicketType } from '../../engine/record-types';
import { classicPackName, type Catalogue, type ShinyLevel } from '../../engine/catalogue';
import {
  accept,
  actionLog,
  makeEffects,
  mergeEffects,
  refuse,
  type ActionResult,
  type Effects,
  type Refusal,
} from '../../engine/effects';
import type { PlayerState } from '../../engine/player-state';
import type { CalendarBoxRecord } from '../../engine/records';
import { instantString, worldDate, worldDateOf, yearOf, type WorldDate } from '../../engine/world-rules';

export const calendarMonth = 12;
export const calendarBoxCount = 25;
/** The banner December 25 gives, by its name among the banners. */
export const holidayBannerName = 'calendrier-festif';

export interface CalendarReward {
  itemId: string | null;
  shinyLevel: ShinyLevel;
  upgradeLevel: number;
  bannerId: string | null;
  loreDust: number;
  loreFragment: number;
  balance: number;
  luckyType: TicketType | null;
}

export interface CalendarBox {
  index: number;
  openableDate: WorldDate;
  reward: CalendarReward;
}

export function calendarPeriod(year: number): { beginDate: WorldDate; endDate: WorldDate } {
  return { beginDate: worldDate(year, calendarMonth, 1), endDate: worldDate(year, calendarMonth, calendarBoxCount) };
}

export function isInCalendarPeriod(date: WorldDate): boolean {
  const { beginDate, endDate } = calendarPeriod(yearOf(date));
  return beginDate <= date && date <= endDate;
}

export function calendarBoxDate(year: number, index: number): WorldDate {
  return worldDate(year, calendarMonth, index + 1);
}

const calendarClosed = refuse('CALENDAR_CLOSED', "Le calendrier festif n'est pas ouvert.");

/**
 * Why a box cannot be opened today, or null when it can: a box opens from its own day to the end of its year's
 * calendar, once.
 */
export function calendarBoxRefusal(openableDate: WorldDate, today: WorldDate, alreadyOpened: boolean): Refusal | null {
  if (!isInCalendarPeriod(today) || yearOf(openableDate) !== yearOf(today)) return calendarClosed;
  if (openableDate > today) return refuse('BOX_NOT_YET_OPENABLE', "Patience, cette case ne s'ouvre pas encore !");
  if (alreadyOpened) return refuse('BOX_ALREADY_OPENED', 'Tu as déjà ouvert cette case.');
  return null;
}

/** Whether the player opened this box of today's year's calendar. */
export function hasOpenedCalendarBox(state: PlayerState, index: number, today: WorldDate): boolean {
  return state.calendar.year === yearOf(today) && state.calendar.opened.includes(index);
}

export function isCalendarBoxOpenable(openableDate: WorldDate, today: WorldDate, alreadyOpened: boolean): boolean {
  return calendarBoxRefusal(openableDate, today, alreadyOpened) === null;
}

/** Chosen: the plain days' rewards, in turn. */
export const calendarCurrencyRewards = [{ balance: 500 }, { loreDust: 50 }, { loreFragment: 30 }] as const;

/** A box that gives nothing: each reward is laid over it. */
export const noCalendarReward: CalendarReward = {
  itemId: null,
  shinyLevel: 0,
  upgradeLevel: 0,
  bannerId: null,
  loreDust: 0,
  loreFragment: 0,
  balance: 0,
  luckyType: null,
};

/**
 * A year's 25 boxes. Dec 25: a golden rarity-4 card and the holiday banner. Every sixth day: a rarity-3 card
 * (golden on Dec 12 and 24). Every fourth day: a ticket, types in turn. Other days: 500 ZUMonnaie, 50 loreDust
 * and 30 loreFragment in turn. Cards are drawn from the 'Classique' pack.
 */
export function generateCalendar(
  year: number,
  prng: Prng,
  catalogue: Catalogue,
  bannerId: string | null,
): CalendarBox[] {
  const card = (rarity: number, shinyLevel: ShinyLevel) => {
    const pool = catalogue.items.filter(
      (i) => i.packName === classicPackName && i.rarity === rarity && i.effect === null && i.shinyLevels[shinyLevel],
    );
    return pool.length > 0 ? { itemId: prng.pick(pool).id, shinyLevel } : {};
  };
  let tickets = 0;
  let plain = 0;
  return Array.from({ length: calendarBoxCount }, (_, index) => {
    const day = index + 1;
    let reward: CalendarReward;
    if (day === calendarBoxCount) reward = { ...noCalendarReward, ...card(4, 1), bannerId };
    else if (day % 6 === 0) reward = { ...noCalendarReward, ...card(3, day % 12 === 0 ? 1 : 0) };
    else if (day % 4 === 0)
      reward = { ...noCalendarReward, luckyType: ticketTypes[tickets++ % ticketTypes.length] ?? null };
    else {
      const turn = plain++ % 3;
      reward = { ...noCalendarReward, ...calendarCurrencyRewards[turn] };
    }
    return { index, openableDate: calendarBoxDate(year, index), reward };
  });
}

export interface CalendarContext extends TicketContext {
  catalogue: Catalogue;
  boxes: readonly CalendarBox[];
}

export function openCalendarBox(
  state: PlayerState,
  input: { index: number },
  ctx: CalendarContext,
): ActionResult<CalendarReward> {
  const today = worldDateOf(ctx.now);
  if (!isInCalendarPeriod(today)) return calendarClosed;
  const box = ctx.boxes.find((b) => b.index === input.index);
  if (!box) return refuse('BOX_NOT_FOUND', "Cette case n'existe pas.");
  const refusal = calendarBoxRefusal(box.openableDate, today, hasOpenedCalendarBox(state, box.index, today));
  if (refusal) return refusal;
  const year = yearOf(today);
  const { reward } = box;
  const at = instantString(ctx.now);
  const record: CalendarBoxRecord = { kind: 'calendarBox', at, year, index: box.index };
  const parts: Effects[] = [
    makeEffects({
      currencies: { balance: reward.balance, loreDust: reward.loreDust, loreFragment: reward.loreFragment },
      inventory: reward.itemId
        ? [{ itemId: reward.itemId, shinyLevel: reward.shinyLevel, upgradeLevel: reward.upgradeLevel, quantity: 1 }]
        : [],
      counters: [{ counter: 'calendarBoxCount', delta: 1 }],
      records: [
        record,
        ...(reward.bannerId ? [{ kind: 'bannerUnlocked' as const, at, bannerId: reward.bannerId }] : []),
        actionLog('OPEN_CALENDAR_BOX', ctx, input, reward),
      ],
    }),
  ];
  if (reward.luckyType) parts.push(grantTicket(reward.luckyType, 'CALENDAR', state, ctx));
  return accept(mergeEffects(...parts), reward);
}
