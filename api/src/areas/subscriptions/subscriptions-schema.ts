// Subscriptions: one row per 30-day period bought (the first one free). The day's subscription-bonus count lives
// with the other day-scoped counters (player_daily_counters, counter 'subscriptionBonuses').
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { items } from '../catalogue/catalogue-schema';
import { users } from '../players/players-schema';
import { type RuleSet } from '../../engine/rule-sets';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    at: timestamp('at', { mode: 'date' }).notNull(),
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    /** Last day included. */
    endDate: date('end_date', { mode: 'string' }).notNull(),
    loreDustCost: integer('lore_dust_cost').notNull(),
    rewardItemId: uuid('reward_item_id').references(() => items.id),
    rewardShinyLevel: smallint('reward_shiny_level').notNull(),
  },
  (t) => [
    index('subscriptions_user').on(t.userId, t.ruleSet, t.endDate),
    check('subscriptions_dates', sql`${t.endDate} >= ${t.beginDate}`),
  ],
);
