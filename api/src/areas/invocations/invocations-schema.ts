// Invocation events (banners of cards to invoke, per rule set) and every invocation made.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { items, packs } from '../catalogue/catalogue-schema';
import { users } from '../players/players-schema';
import { type RuleSet } from '../../engine/rule-sets';

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey(),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    name: text('name').notNull(),
    packId: uuid('pack_id')
      .notNull()
      .references(() => packs.id),
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    balanceCost: integer('balance_cost').notNull(),
    loreDustCost: integer('lore_dust_cost').notNull(),
    invokeCount: integer('invoke_count').notNull(),
    isActive: boolean('is_active').notNull(),
    isOneTime: boolean('is_one_time').notNull(),
    isPityEnabled: boolean('is_pity_enabled').notNull(),
  },
  (t) => [
    index('events_rule_set_dates').on(t.ruleSet, t.beginDate, t.endDate),
    check('events_costs', sql`${t.balanceCost} >= 0 and ${t.loreDustCost} >= 0`),
  ],
);

/** The cards an event's banner invokes. */
export const eventItems = pgTable(
  'event_items',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.itemId] }), index('event_items_item').on(t.itemId)],
);

export const invocations = pgTable(
  'invocations',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    at: timestamp('at', { mode: 'date' }).notNull(),
    /** BASIC, GOLDEN, CHROMA, STAR or EVENT. */
    kind: text('kind').notNull(),
    eventId: uuid('event_id').references(() => events.id),
    balanceCost: integer('balance_cost').notNull(),
    loreDustCost: integer('lore_dust_cost').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id),
    rarity: smallint('rarity').notNull(),
    shinyLevel: smallint('shiny_level').notNull(),
    isPity: boolean('is_pity').notNull(),
    isEffectCard: boolean('is_effect_card').notNull(),
    /** The pity counter after this invocation. */
    invokeBeforePity: integer('invoke_before_pity').notNull(),
  },
  (t) => [
    index('invocations_user').on(t.userId, t.ruleSet, t.at),
    // A player's best pulls, in the order an overview lists them: its first rows, not all the player's pulls sorted.
    index('invocations_user_best').on(
      t.userId,
      t.ruleSet,
      t.rarity.desc().nullsFirst(),
      t.shinyLevel.desc().nullsFirst(),
      t.at.desc().nullsFirst(),
    ),
    index('invocations_item').on(t.itemId, t.ruleSet),
    // Best pulls of a rule set (rarest first, then most recent).
    index('invocations_rarity').on(t.ruleSet, t.rarity, t.at),
    index('invocations_event').on(t.eventId, t.userId),
  ],
);
