// Loots: one row per /journa (DAILY) or /bonus (WEEKLY: the weekly or a subscriber's bonus), with what it paid.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../players/players-schema';
import { type RuleSet } from '../../engine/rule-sets';

export const loots = pgTable(
  'loots',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    type: text('type').$type<'DAILY' | 'WEEKLY'>().notNull(),
    /** The game day (Europe/Paris). */
    date: date('date', { mode: 'string' }).notNull(),
    at: timestamp('at', { mode: 'date' }).notNull(),
    baseAmount: integer('base_amount').notNull(),
    corporationAmount: integer('corporation_amount').notNull(),
    subscriptionAmount: integer('subscription_amount').notNull(),
    /** baseAmount + corporationAmount + subscriptionAmount */
    amount: integer('amount').notNull(),
    corporationBonusLevel: smallint('corporation_bonus_level').notNull(),
    loreDust: integer('lore_dust').notNull(),
    /** 0 for a daily or a weekly; n for the n-th subscription bonus (WEEKLY) of the player's day. */
    subscriptionBonusNumber: smallint('subscription_bonus_number').notNull().default(0),
  },
  (t) => [
    // The loot map of a player (by date), "one daily and one weekly a day", and each subscription bonus of the day
    // once. The migration (0022) makes the index carry what a loot map shows besides (INCLUDE, which the schema
    // cannot say): a player's year is then read from the index alone.
    unique('loots_once_a_day').on(t.userId, t.ruleSet, t.date, t.type, t.subscriptionBonusNumber),
    index('loots_rule_set_date').on(t.ruleSet, t.date),
    check('loots_type', sql`${t.type} in ('DAILY', 'WEEKLY')`),
    check(
      'loots_subscription_bonus',
      sql`${t.subscriptionBonusNumber} = 0 or (${t.subscriptionBonusNumber} > 0 and ${t.type} = 'WEEKLY')`,
    ),
    check('loots_amount', sql`${t.amount} = ${t.baseAmount} + ${t.corporationAmount} + ${t.subscriptionAmount}`),
  ],
);
