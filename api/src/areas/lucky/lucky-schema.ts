// Scratch tickets, the links that share them ('lrlien') and each rule set's jackpot.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../players/players-schema';
import { type RuleSet } from '../../engine/rule-sets';
import type { TicketReward, TicketType } from '../../engine/record-types';

export const luckyLinks = pgTable(
  'lucky_links',
  {
    code: text('code').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    createdDate: date('created_date', { mode: 'string' }).notNull(),
  },
  (t) => [index('lucky_links_user').on(t.userId, t.ruleSet)],
);

export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    type: text('type').$type<TicketType>().notNull(),
    /** Drawn when the ticket is given, revealed when scratched. */
    reward: jsonb('reward').$type<TicketReward>().notNull(),
    /** CALENDAR, TICKET or CHALLENGE. */
    source: text('source').notNull(),
    grantedAt: timestamp('granted_at', { mode: 'date' }).notNull(),
    /** Null while not scratched. */
    scratchedAt: timestamp('scratched_at', { mode: 'date' }),
    jackpotWon: integer('jackpot_won').notNull(),
    linkCode: text('link_code').references(() => luckyLinks.code),
  },
  (t) => [
    index('tickets_user').on(t.userId, t.ruleSet, t.scratchedAt),
    index('tickets_link').on(t.linkCode, t.type),
    // The Rayou Official leaderboard: scratched tickets by type.
    index('tickets_type').on(t.ruleSet, t.type, t.scratchedAt),
  ],
);

export const jackpots = pgTable(
  'jackpots',
  {
    ruleSet: text('rule_set').$type<RuleSet>().primaryKey(),
    amount: integer('amount').notNull(),
  },
  (t) => [check('jackpots_amount', sql`${t.amount} >= 0`)],
);
