// Hardcore seasons and runs, and the action log: one row per game action with its inputs and outcome, the source
// of replays, activity pages and best pulls.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../players/players-schema';
import { type RuleSet } from '../../engine/rule-sets';

/** HARDCORE rule set only, so no rule_set column. */
export const hardcoreSeasons = pgTable(
  'hardcore_seasons',
  {
    id: uuid('id').primaryKey(),
    index: smallint('index').notNull().unique(),
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    /** The season's last day, included. */
    endDate: date('end_date', { mode: 'string' }).notNull(),
  },
  (t) => [check('hardcore_seasons_dates', sql`${t.endDate} >= ${t.beginDate}`)],
);

export const hardcoreRuns = pgTable(
  'hardcore_runs',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => hardcoreSeasons.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** The last day the run was alive; null while it runs. */
    endDate: date('end_date', { mode: 'string' }),
    /** The day without a daily that ended it; null when it survived to the season's end or still runs. */
    failedDate: date('failed_date', { mode: 'string' }),
    /** MISSED_DAILY or SEASON_END. */
    endReason: text('end_reason').$type<'MISSED_DAILY' | 'SEASON_END'>(),
  },
  (t) => [
    index('hardcore_runs_user').on(t.userId, t.startDate),
    // The season's pages: survivors, failures by day, longest runs.
    index('hardcore_runs_season').on(t.seasonId, t.failedDate),
    uniqueIndex('hardcore_runs_one_open')
      .on(t.userId)
      .where(sql`${t.endDate} is null`),
  ],
);

export const actionLog = pgTable(
  'action_log',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    /** LOOT_DAILY, INVOKE, RECYCLE… */
    action: text('action').notNull(),
    at: timestamp('at', { mode: 'date' }).notNull(),
    inputs: jsonb('inputs').$type<object>().notNull(),
    outcome: jsonb('outcome').$type<object>().notNull(),
  },
  // By player only: nothing reads the log by action, and every index is rebuilt after the seed's largest COPY.
  (t) => [index('action_log_user').on(t.userId, t.ruleSet, t.at)],
);

/** Day-scoped counters (trades, subscription bonuses, corporation gifts) of one player on one day. */
export const playerDailyCounters = pgTable(
  'player_daily_counters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    counter: text('counter').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.ruleSet, t.date, t.counter] }),
    check('player_daily_counters_value', sql`${t.value} >= 0`),
  ],
);

/**
 * The world's own date: the game day the world is in. The seed sets it, the daily turn ('new-day') moves it on,
 * and every rule that needs "today" reads it here, never from the machine's clock. One row.
 */
export const worldClock = pgTable(
  'world_clock',
  {
    id: smallint('id').primaryKey(),
    today: date('today', { mode: 'string' }).notNull(),
  },
  (t) => [check('world_clock_one_row', sql`${t.id} = 1`)],
);
