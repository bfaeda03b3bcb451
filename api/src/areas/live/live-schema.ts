// The live channel's outbox: one row per change a committed transaction announced, read by every API process after
// PostgreSQL notifies them. Rows are kept for the resume window only (see live-outbox-queries.ts).
import { sql } from 'drizzle-orm';
import { bigint, customType, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LiveTopic } from '@zu/shared-contract';
import type { RuleSet } from '../../engine/rule-sets';

/** A transaction's id (PostgreSQL 13+), read as text: only compared, never computed with. */
const transactionIdType = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

export const liveOutbox = pgTable(
  'live_outbox',
  {
    /** The event's id: the sequence gives later events higher ids (publishers take turns, see live-publish.ts). */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    topic: text('topic').$type<LiveTopic>().notNull(),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    /** The real instant (not the world's): the resume window is counted from it. */
    at: timestamp('at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`clock_timestamp()`),
    data: jsonb('data').$type<Record<string, unknown>>(),
    /** Which transaction published it: a topic is announced once per transaction, however often it is asked. */
    transactionId: transactionIdType('transaction_id')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [uniqueIndex('live_outbox_once_per_transaction').on(t.transactionId, t.ruleSet, t.topic)],
);
