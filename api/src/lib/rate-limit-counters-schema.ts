// The rate limits' counters shared by the API processes of one PostgreSQL database: see rate-limit-store.ts.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A client's requests to one limited route within the current window (`key`: the route, then the client's address
 * or the ticket link). Safe to lose (unlogged: never written ahead, emptied by a crash): a lost count only lets a
 * client start its minute again.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
});
