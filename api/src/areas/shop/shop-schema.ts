// The échoppe: each rule set's offers.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uuid, primaryKey } from 'drizzle-orm/pg-core';
import type { RuleSet } from '../../engine/rule-sets';
import { items } from '../catalogue/catalogue-schema';
import { users } from '../players/players-schema';

/** The échoppe's offers, per rule set; a new batch begins each day (beginDate), stock runs down as players buy. */
export const shopEntries = pgTable(
  'shop_entries',
  {
    id: uuid('id').primaryKey(),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id),
    shinyLevel: smallint('shiny_level').notNull(),
    upgradeLevel: smallint('upgrade_level').notNull(),
    /** Price in ZUMonnaie. */
    price: integer('price').notNull(),
    initialStock: integer('initial_stock').notNull(),
    currentStock: integer('current_stock').notNull(),
    beginDate: timestamp('begin_date', { mode: 'date' }).notNull(),
  },
  (t) => [
    index('shop_entries_rule_set_begin').on(t.ruleSet, t.beginDate),
    check('shop_entries_stock', sql`${t.currentStock} >= 0 and ${t.currentStock} <= ${t.initialStock}`),
    check('shop_entries_price', sql`${t.price} > 0`),
  ],
);

// Échoppe purchases: each player buys each offer at most once (the offers are shop_entries, in db/schema.ts).
export const shopPurchases = pgTable(
  'shop_purchases',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => shopEntries.id),
    at: timestamp('at', { mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.entryId] }), index('shop_purchases_entry').on(t.entryId)],
);
