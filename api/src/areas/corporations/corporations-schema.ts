// The corporations of each rule set and their members.
import { sql, type SQL } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { RuleSet } from '../../db/rule-sets';
import { folded } from '../../db/text-folding';
import { users } from '../players/players-schema';

export const corporations = pgTable(
  'corporations',
  {
    id: uuid('id').primaryKey(),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    balance: integer('balance').notNull(),
    createdDate: timestamp('created_date', { mode: 'date' }).notNull(),
    modifiedDate: timestamp('modified_date', { mode: 'date' }).notNull(),
    /** The name without case or accents, for the quick search (computed by the database; see text-folding.ts). */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs((): SQL => folded(sql`${sql.identifier('name')}`)),
  },
  (t) => [
    unique('corporations_name').on(t.ruleSet, t.name),
    // Quick search: name prefixes per rule set in byte order (collation "C"), any part of the name (pg_trgm).
    index('corporations_search_name').on(t.ruleSet, sql`${t.searchName} collate "C"`),
    index('corporations_search_name_trgm').using('gin', t.searchName.op('gin_trgm_ops')),
    check('corporations_balance', sql`${t.balance} >= 0`),
  ],
);

export const corporationMembers = pgTable(
  'corporation_members',
  {
    corporationId: uuid('corporation_id')
      .notNull()
      .references(() => corporations.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    role: text('role').$type<'ADMIN' | 'MEMBER'>().notNull(),
    joinedDate: timestamp('joined_date', { mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ruleSet] }), index('corporation_members_corporation').on(t.corporationId)],
);
