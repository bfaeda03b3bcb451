// Evolutions (chains of cards unlocked with upgradeDust) and pins (cards a player shows on their profile). The
// inventory itself is db/schema.ts's `inventories`.
import { sql } from 'drizzle-orm';
import {
  check,
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
import { inventories, users } from '../players/players-schema';
import { items } from '../catalogue/catalogue-schema';
import { type RuleSet } from '../../engine/rule-sets';

export const evolutions = pgTable('evolutions', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
});

export const evolutionSteps = pgTable(
  'evolution_steps',
  {
    evolutionId: uuid('evolution_id')
      .notNull()
      .references(() => evolutions.id),
    /** 0 for the chain's first card. */
    step: smallint('step').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id),
    /** upgradeDust to reach this step (0 for step 0). */
    upgradeDustCost: integer('upgrade_dust_cost').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.evolutionId, t.step] }),
    index('evolution_steps_item').on(t.itemId),
    check('evolution_steps_cost', sql`${t.upgradeDustCost} >= 0`),
  ],
);

export const pins = pgTable(
  'pins',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    inventoryId: uuid('inventory_id')
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    /** Order in the showcase. */
    position: smallint('position').notNull(),
    date: timestamp('date', { mode: 'date' }).notNull(),
  },
  (t) => [
    unique('pins_once').on(t.userId, t.ruleSet, t.inventoryId),
    index('pins_user').on(t.userId, t.ruleSet, t.position),
    index('pins_inventory').on(t.inventoryId),
  ],
);
