// The in-memory twin of the data layer: moves a player's state forward by one action's effects. It refuses, with
// the action's own codes, exactly where the data layer's guarded updates would fail (a currency or a quantity
// going below zero), so the seed and the database can never disagree on what an action did.
import {
  notEnoughCurrency,
  notEnoughItems,
  refuse,
  type Currencies,
  type CounterName,
  type DailyCounterName,
  type Effects,
  type Refusal,
} from './effects';
import { currencies } from './record-types';
import { inventoryKey, type InventoryEntry, type PlayerState } from './player-state';
import type { GameRecord, LootRecord } from './records';

export type ApplyResult = { ok: true; state: PlayerState } | Refusal;

export function applyEffects(state: PlayerState, effects: Effects): ApplyResult {
  const nextCurrencies: Currencies = { ...state.currencies };
  for (const currency of currencies) {
    const value = nextCurrencies[currency] + (effects.currencies[currency] ?? 0);
    if (value < 0) return notEnoughCurrency[currency];
    nextCurrencies[currency] = value;
  }

  let inventory = state.inventory;
  if (effects.inventory.length > 0) {
    const next: Record<string, InventoryEntry> = { ...state.inventory };
    for (const delta of effects.inventory) {
      const key = inventoryKey(delta.itemId, delta.shinyLevel, delta.upgradeLevel);
      const quantity = (next[key]?.quantity ?? 0) + delta.quantity;
      if (quantity < 0) return notEnoughItems;
      if (quantity === 0) delete next[key];
      else next[key] = { ...delta, quantity };
    }
    // Deltas are applied one by one, so an entry may dip below zero before a later delta fills it: check the end.
    inventory = next;
  }

  let counters = state.counters;
  if (effects.counters.length > 0) {
    const next: Record<CounterName, number> = { ...state.counters };
    for (const { counter, delta } of effects.counters) next[counter] += delta;
    if (Object.values(next).some((value) => value < 0)) return refuse('NEGATIVE_COUNTER', 'Compteur invalide.');
    counters = next;
  }

  let daily = state.daily;
  for (const { counter, date, delta } of effects.dailyCounters) {
    // The in-memory state keeps only the latest day; an older day's count no longer matters to any rule.
    if (daily.date !== null && date < daily.date) continue;
    const counts: Partial<Record<DailyCounterName, number>> = daily.date === date ? { ...daily.counts } : {};
    const value = (counts[counter] ?? 0) + delta;
    if (value < 0) return refuse('NEGATIVE_COUNTER', 'Compteur invalide.');
    counts[counter] = value;
    daily = { date, counts };
  }

  let next: PlayerState = { ...state, currencies: nextCurrencies, inventory, counters, daily };
  for (const record of effects.records) next = foldRecord(next, record);
  return { ok: true, state: next };
}

/**
 * What a loot changes in the player's loot summary: a daily counts toward the weekly, the weekly starts that count
 * again, and a subscription bonus leaves both alone (the day's count of bonuses is a daily counter).
 */
export function lootSummaryAfter(summary: PlayerState['loot'], record: LootRecord): PlayerState['loot'] {
  if (record.type === 'DAILY') {
    return { ...summary, lastDailyDate: record.date, dailiesSinceWeekly: summary.dailiesSinceWeekly + 1 };
  }
  if (record.subscriptionBonusNumber > 0) return summary;
  return { ...summary, lastWeeklyDate: record.date, dailiesSinceWeekly: 0 };
}

/** What a record changes in the summaries the rules read (the data layer reads the same from its tables). */
function foldRecord(state: PlayerState, record: GameRecord): PlayerState {
  switch (record.kind) {
    case 'actionLog':
      // The daily turn is the world's doing, not a command of the player's.
      return record.action === 'DAILY_TURN' ? state : { ...state, lastActiveAt: record.at };
    case 'loot':
      return { ...state, loot: lootSummaryAfter(state.loot, record) };
    case 'invocation': {
      const eventInvocations = record.eventId
        ? { ...state.eventInvocations, [record.eventId]: (state.eventInvocations[record.eventId] ?? 0) + 1 }
        : state.eventInvocations;
      return { ...state, invokeBeforePity: record.invokeBeforePity, eventInvocations };
    }
    case 'towerAttempt': {
      const same = state.tower?.seasonId === record.seasonId ? state.tower : null;
      const tower = {
        seasonId: record.seasonId,
        attemptCount: (same?.attemptCount ?? 0) + 1,
        maxFloorIndex: Math.max(same?.maxFloorIndex ?? -1, record.floorIndex),
      };
      const reputations = {
        ...state.reputations,
        [record.reputationId]: (state.reputations[record.reputationId] ?? 0) + record.reputationGained,
      };
      return { ...state, tower, reputations };
    }
    case 'hardcoreRunStart':
      return {
        ...state,
        hardcore: { seasonId: record.seasonId, run: { seasonId: record.seasonId, startDate: record.startDate } },
      };
    case 'hardcoreRunEnd':
      return { ...state, hardcore: { ...state.hardcore, run: null } };
    case 'hardcoreReset':
      return {
        ...state,
        invokeBeforePity: record.invokeBeforePity,
        reputations: {},
        challenges: { ...state.challenges, progress: {} },
        loot: { ...state.loot, dailiesSinceWeekly: 0 },
      };
    case 'subscription':
      return { ...state, subscription: { beginDate: record.beginDate, endDate: record.endDate } };
    case 'ticketGranted':
      return {
        ...state,
        tickets: [
          ...state.tickets,
          { ticketId: record.ticketId, type: record.type, reward: record.reward, linkCode: record.linkCode },
        ],
      };
    case 'luckyLink':
      return {
        ...state,
        luckyLink: { code: record.code, createdDate: record.createdDate },
        tickets: state.tickets.map((ticket) => ({ ...ticket, linkCode: record.code })),
      };
    case 'ticketScratched':
      return { ...state, tickets: state.tickets.filter((t) => t.ticketId !== record.ticketId) };
    case 'calendarBox': {
      const opened = state.calendar.year === record.year ? state.calendar.opened : [];
      return { ...state, calendar: { year: record.year, opened: [...opened, record.index] } };
    }
    case 'shopPurchase':
      return { ...state, shopPurchases: [...state.shopPurchases, record.offerId] };
    case 'corporationMembership':
      return {
        ...state,
        corporation:
          record.event === 'LEAVE'
            ? null
            : {
                corporationId: record.corporationId,
                role: record.role,
                // A new role keeps the day the member joined.
                joinedAt: record.event === 'ROLE' ? (state.corporation?.joinedAt ?? record.at) : record.at,
              },
      };
    case 'challengeProgress': {
      const current = samePeriod(state, record.periodBeginDate);
      const progress = {
        ...current.progress,
        [record.challengeId]: (current.progress[record.challengeId] ?? 0) + record.delta,
      };
      return { ...state, challenges: { ...current, progress } };
    }
    case 'challengeCompleted': {
      const current = samePeriod(state, record.periodBeginDate);
      return { ...state, challenges: { ...current, completed: [...current.completed, record.challengeId] } };
    }
    case 'achievementUnlocked':
      return { ...state, achievements: { ...state.achievements, [record.achievementId]: record.at } };
    default:
      // Recycle, forge, fusion, constellation, evolution, trade, ticket, corporation rows: history only; what they
      // change in the player's state travels as currency, inventory and counter deltas.
      return state;
  }
}

function samePeriod(state: PlayerState, periodBeginDate: string): PlayerState['challenges'] {
  return state.challenges.periodBeginDate === periodBeginDate
    ? state.challenges
    : { periodBeginDate, progress: {}, completed: [] };
}
