// Giveaways: one open at a time per rule set, its prize kept as the rules chose it, and who entered. The drawn
// instant and seed are written with the winners in the draw's transaction: set, the prizes were given.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { type RuleSet } from '../../engine/rule-sets';
import { users } from '../players/players-schema';
import type { GiveawayPrizeRow } from './giveaway-rules';

export const giveaways = pgTable(
  'giveaways',
  {
    id: uuid('id').primaryKey(),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    /** 0 for the rule set's first giveaway, then one more each time: the prize's kind turns with it. */
    sequence: integer('sequence').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    prize: jsonb('prize').$type<GiveawayPrizeRow>().notNull(),
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    /** The day whose daily turn draws the winners; entries are taken until then. */
    endDate: date('end_date', { mode: 'string' }).notNull(),
    winnerCount: integer('winner_count').notNull(),
    entryCount: integer('entry_count').notNull().default(0),
    drawnAt: timestamp('drawn_at', { mode: 'date' }),
    drawSeed: text('draw_seed'),
  },
  (t) => [
    // Two daily turns run at once open one giveaway, not two.
    unique('giveaways_sequence').on(t.ruleSet, t.sequence),
    check('giveaways_dates', sql`${t.endDate} > ${t.beginDate}`),
    check('giveaways_counts', sql`${t.entryCount} >= 0 and ${t.winnerCount} > 0`),
  ],
);

/** One row per player who entered a giveaway: the key makes a second entry impossible, simultaneous or not. */
export const giveawayEntries = pgTable(
  'giveaway_entries',
  {
    giveawayId: uuid('giveaway_id')
      .notNull()
      .references(() => giveaways.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    enteredAt: timestamp('entered_at', { mode: 'date' }).notNull(),
    won: boolean('won').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.giveawayId, t.userId] }), index('giveaway_entries_user').on(t.userId)],
);
