// A player's current state and the tables that hold it, both ways. playerStateRows gives the rows of the state tables
// (overwritten as the player plays: currencies, inventory, counters, today's counters, reputations, the Vortex
// summary); the seed writes them once its in-memory world is played. playerStateFromRows is the inverse the data
// layer uses, given those rows plus the few summaries it reads off history tables (subscription, tickets, runs…),
// which record-row-changes.ts writes.
import type { RuleSet } from '../engine/rule-sets';
import {
  pityCounterStart,
  inventoryKey,
  zeroCounters,
  type HeldTicket,
  type InventoryEntry,
  type PlayerState,
} from '../engine/player-state';
import type { inventories, playerAccounts, playerCounters } from '../areas/players/players-schema';
import type { playerReputations, playerTowerStats } from '../areas/tower/tower-schema';
import type { ShinyLevel } from '../engine/catalogue';
import { counterNames, dailyCounterNames, type DailyCounterName } from '../engine/effects';
import type { playerDailyCounters } from '../areas/world/world-schema';
import type { WorldDate } from '../engine/world-rules';

type AccountRow = typeof playerAccounts.$inferInsert;
export type PlayerAccountStateRow = Pick<
  AccountRow,
  'userId' | 'ruleSet' | 'balance' | 'loreDust' | 'loreFragment' | 'upgradeDust'
> & { lastActiveDate: Date | null };
export type InventoryRow = typeof inventories.$inferInsert;
export type PlayerCountersRow = typeof playerCounters.$inferInsert;
export type PlayerDailyCounterRow = typeof playerDailyCounters.$inferInsert;
export type PlayerReputationRow = typeof playerReputations.$inferInsert;
export type PlayerTowerStatsRow = typeof playerTowerStats.$inferInsert;

/** The state tables' rows of one player in one rule set. */
export interface PlayerStateRows {
  /** The currency columns of player_accounts (rank and banner belong to the profile, not to the engine). */
  account: PlayerAccountStateRow;
  inventories: InventoryRow[];
  counters: PlayerCountersRow;
  /** The latest day's counters only: older days no longer matter to any rule. */
  dailyCounters: PlayerDailyCounterRow[];
  reputations: PlayerReputationRow[];
  /** The season the player last climbed in (earlier seasons' rows are history). */
  towerStats: PlayerTowerStatsRow | null;
}

export function playerStateRows(state: PlayerState, newId: () => string): PlayerStateRows {
  const { userId, ruleSet } = state;
  const date = state.daily.date;
  return {
    account: {
      userId,
      ruleSet,
      ...state.currencies,
      lastActiveDate: state.lastActiveAt ? new Date(state.lastActiveAt) : null,
    },
    inventories: Object.values(state.inventory).map((entry) => ({ id: newId(), userId, ruleSet, ...entry })),
    counters: countersRow(state),
    dailyCounters: date
      ? dailyCounterNames
          .filter((counter) => state.daily.counts[counter] !== undefined)
          .map((counter) => ({ userId, ruleSet, date, counter, value: state.daily.counts[counter] ?? 0 }))
      : [],
    reputations: Object.entries(state.reputations).map(([reputationId, value]) => ({
      userId,
      ruleSet,
      reputationId,
      value,
    })),
    towerStats: state.tower
      ? {
          userId,
          seasonId: state.tower.seasonId,
          attemptCount: state.tower.attemptCount,
          maxFloorIndex: state.tower.maxFloorIndex,
        }
      : null,
  };
}

function countersRow(state: PlayerState): PlayerCountersRow {
  return {
    userId: state.userId,
    ruleSet: state.ruleSet,
    invokeBeforePity: state.invokeBeforePity,
    dailiesSinceWeekly: state.loot.dailiesSinceWeekly,
    lastDailyDate: state.loot.lastDailyDate,
    // player_counters names its columns after the engine's counters.
    ...state.counters,
  };
}

/** What the data layer reads to rebuild a state: the state tables, and summaries of the history tables. */
export interface LoadedPlayerRows {
  account: { balance: number; loreDust: number; loreFragment: number; upgradeDust: number; lastActiveDate: Date };
  inventories: readonly { itemId: string; shinyLevel: number; upgradeLevel: number; quantity: number }[];
  /** Null until the player's first action creates the row. */
  counters: typeof playerCounters.$inferSelect | null;
  /** The rows of the player's latest day. */
  dailyCounters: readonly { date: WorldDate; counter: string; value: number }[];
  reputations: readonly { reputationId: string; value: number }[];
  towerStats: { seasonId: string; attemptCount: number; maxFloorIndex: number } | null;
  lastWeeklyDate: WorldDate | null;
  eventInvocations: readonly { eventId: string; count: number }[];
  subscription: { beginDate: WorldDate; endDate: WorldDate } | null;
  corporation: PlayerState['corporation'];
  hardcore: PlayerState['hardcore'];
  /** The rows of the latest challenge period the player took part in. */
  challenges: {
    periodBeginDate: WorldDate;
    rows: readonly { challengeId: string; progress: number; completed: boolean }[];
  } | null;
  achievements: readonly { achievementId: string; date: Date }[];
  /** The latest calendar year the player opened boxes in. */
  calendar: { year: number; indexes: readonly number[] } | null;
  tickets: readonly HeldTicket[];
  luckyLink: PlayerState['luckyLink'];
  shopPurchases: readonly string[];
}

export function playerStateFromRows(userId: string, ruleSet: RuleSet, rows: LoadedPlayerRows): PlayerState {
  const inventory: Record<string, InventoryEntry> = {};
  for (const row of rows.inventories) {
    const { itemId, upgradeLevel, quantity } = row;
    const shinyLevel = row.shinyLevel as ShinyLevel;
    inventory[inventoryKey(itemId, shinyLevel, upgradeLevel)] = { itemId, shinyLevel, upgradeLevel, quantity };
  }
  const counters = zeroCounters();
  if (rows.counters) for (const name of counterNames) counters[name] = rows.counters[name];
  const firstDaily = rows.dailyCounters[0];
  const counts: Partial<Record<DailyCounterName, number>> = {};
  for (const row of rows.dailyCounters) {
    if ((dailyCounterNames as readonly string[]).includes(row.counter))
      counts[row.counter as DailyCounterName] = row.value;
  }
  const { balance, loreDust, loreFragment, upgradeDust, lastActiveDate } = rows.account;
  return {
    userId,
    ruleSet,
    currencies: { balance, loreDust, loreFragment, upgradeDust },
    inventory,
    counters,
    daily: { date: firstDaily?.date ?? null, counts },
    invokeBeforePity: rows.counters?.invokeBeforePity ?? pityCounterStart,
    eventInvocations: Object.fromEntries(rows.eventInvocations.map((row) => [row.eventId, row.count])),
    loot: {
      lastDailyDate: rows.counters?.lastDailyDate ?? null,
      lastWeeklyDate: rows.lastWeeklyDate,
      dailiesSinceWeekly: rows.counters?.dailiesSinceWeekly ?? 0,
    },
    subscription: rows.subscription,
    corporation: rows.corporation,
    tower: rows.towerStats
      ? {
          seasonId: rows.towerStats.seasonId,
          attemptCount: rows.towerStats.attemptCount,
          maxFloorIndex: rows.towerStats.maxFloorIndex,
        }
      : null,
    reputations: Object.fromEntries(rows.reputations.map((row) => [row.reputationId, row.value])),
    hardcore: rows.hardcore,
    challenges: rows.challenges
      ? {
          periodBeginDate: rows.challenges.periodBeginDate,
          // The engine never records a zero progress: a row at 0 (created, or wiped) is no progress.
          progress: Object.fromEntries(
            rows.challenges.rows.filter((row) => row.progress > 0).map((row) => [row.challengeId, row.progress]),
          ),
          completed: rows.challenges.rows.filter((row) => row.completed).map((row) => row.challengeId),
        }
      : { periodBeginDate: null, progress: {}, completed: [] },
    achievements: Object.fromEntries(rows.achievements.map((row) => [row.achievementId, row.date.toISOString()])),
    calendar: rows.calendar ? { year: rows.calendar.year, opened: rows.calendar.indexes } : { year: null, opened: [] },
    tickets: rows.tickets,
    luckyLink: rows.luckyLink,
    shopPurchases: rows.shopPurchases,
    lastActiveAt: lastActiveDate.toISOString(),
  };
}
