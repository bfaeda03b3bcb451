// The advent calendar: each rule set's 25 boxes of a year, and which boxes each player opened.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { banners, users } from '../players/players-schema';
import { items } from '../catalogue/catalogue-schema';
import { type RuleSet } from '../../engine/rule-sets';

export const calendarBoxes = pgTable(
  'calendar_boxes',
  {
    id: uuid('id').primaryKey(),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    year: smallint('year').notNull(),
    /** 0 = December 1. */
    index: smallint('index').notNull(),
    openableDate: date('openable_date', { mode: 'string' }).notNull(),
    itemId: uuid('item_id').references(() => items.id),
    shinyLevel: smallint('shiny_level').notNull(),
    upgradeLevel: smallint('upgrade_level').notNull(),
    bannerId: uuid('banner_id').references(() => banners.id),
    loreDust: integer('lore_dust').notNull(),
    loreFragment: integer('lore_fragment').notNull(),
    balance: integer('balance').notNull(),
    luckyType: text('lucky_type'),
  },
  (t) => [
    unique('calendar_boxes_day').on(t.ruleSet, t.year, t.index),
    check('calendar_boxes_index', sql`${t.index} between 0 and 24`),
  ],
);

export const calendarOpenings = pgTable(
  'calendar_openings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    boxId: uuid('box_id')
      .notNull()
      .references(() => calendarBoxes.id),
    openedAt: timestamp('opened_at', { mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.boxId] }), index('calendar_openings_box').on(t.boxId)],
);
