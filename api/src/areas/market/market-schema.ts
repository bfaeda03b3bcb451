// The market: offers (a card for a price in ZUMonnaie) and the trades that closed them.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { items } from '../catalogue/catalogue-schema';
import { users } from '../players/players-schema';
import { type RuleSet } from '../../engine/rule-sets';

export const tradeOffers = pgTable(
  'trade_offers',
  {
    id: uuid('id').primaryKey(),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id),
    shinyLevel: smallint('shiny_level').notNull(),
    price: integer('price').notNull(),
    createdAt: timestamp('created_at', { mode: 'date' }).notNull(),
    status: text('status').$type<'OPEN' | 'ACCEPTED' | 'CANCELLED'>().notNull(),
    closedAt: timestamp('closed_at', { mode: 'date' }),
  },
  (t) => [
    // The market page: open offers, newest first or by price; a card's offers; a player's offers.
    index('trade_offers_open').on(t.ruleSet, t.status, t.createdAt),
    index('trade_offers_open_price').on(t.ruleSet, t.status, t.price),
    index('trade_offers_item').on(t.itemId, t.ruleSet, t.status),
    index('trade_offers_seller').on(t.sellerId, t.ruleSet),
    check('trade_offers_price', sql`${t.price} > 0`),
    check('trade_offers_status', sql`${t.status} in ('OPEN', 'ACCEPTED', 'CANCELLED')`),
  ],
);

export const trades = pgTable(
  'trades',
  {
    id: uuid('id').primaryKey(),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    offerId: uuid('offer_id')
      .notNull()
      .unique()
      .references(() => tradeOffers.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id),
    shinyLevel: smallint('shiny_level').notNull(),
    price: integer('price').notNull(),
    at: timestamp('at', { mode: 'date' }).notNull(),
  },
  (t) => [
    index('trades_seller').on(t.sellerId, t.ruleSet, t.at),
    index('trades_buyer').on(t.buyerId, t.ruleSet, t.at),
    index('trades_item').on(t.itemId, t.ruleSet, t.at),
  ],
);
