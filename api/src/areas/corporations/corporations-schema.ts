// The corporations of each rule set and their members.
import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  date,
  smallint,
} from 'drizzle-orm/pg-core';
import type { RuleSet } from '../../engine/rule-sets';
import { folded } from '../../db/text-folding';
import { users } from '../players/players-schema';
import type { CorporationBonusType, CorporationLogAction } from '../../engine/record-types';

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
    /** When its last member left; it is gone from then on, its log kept. */
    dissolvedAt: timestamp('dissolved_at', { mode: 'date' }),
    /** The name without case or accents, for the quick search (computed by the database; see text-folding.ts). */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs((): SQL => folded(sql`${sql.identifier('name')}`)),
  },
  (t) => [
    // One corporation per name once case and accents are folded, among those not dissolved: the database says so, so
    // that two players founding the same name at once cannot both succeed.
    uniqueIndex('corporations_name')
      .on(t.ruleSet, t.searchName)
      .where(sql`${t.dissolvedAt} is null`),
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

// Corporations' bonus levels, the members' gifts to the treasury, and the corporation log.
export const corporationBonuses = pgTable(
  'corporation_bonuses',
  {
    corporationId: uuid('corporation_id')
      .notNull()
      .references(() => corporations.id),
    type: text('type').$type<CorporationBonusType>().notNull(),
    level: smallint('level').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.corporationId, t.type] }),
    check('corporation_bonuses_level', sql`${t.level} between 0 and 4`),
  ],
);

/** One row per gift; giveToday and giveTotal of a member add them up. */
export const corporationGifts = pgTable(
  'corporation_gifts',
  {
    id: uuid('id').primaryKey(),
    corporationId: uuid('corporation_id')
      .notNull()
      .references(() => corporations.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The game day of the gift (the daily limit counts per day). */
    date: date('date', { mode: 'string' }).notNull(),
    at: timestamp('at', { mode: 'date' }).notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    // The amount in the key too: a detail sums a corporation's gifts per giver from the index alone.
    index('corporation_gifts_member').on(t.corporationId, t.userId, t.date, t.amount),
    check('corporation_gifts_amount', sql`${t.amount} > 0`),
  ],
);

export const corporationLogs = pgTable(
  'corporation_logs',
  {
    id: uuid('id').primaryKey(),
    corporationId: uuid('corporation_id')
      .notNull()
      .references(() => corporations.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    action: text('action').$type<CorporationLogAction>().notNull(),
    amount: integer('amount'),
    bonusType: text('bonus_type').$type<CorporationBonusType>(),
    at: timestamp('at', { mode: 'date' }).notNull(),
  },
  (t) => [
    // Every column a detail shows in the key: its latest entries come from the index alone, not from a hundred
    // heap pages.
    index('corporation_logs_corporation').on(t.corporationId, t.at, t.id, t.userId, t.action, t.amount),
    index('corporation_logs_user').on(t.userId),
  ],
);
