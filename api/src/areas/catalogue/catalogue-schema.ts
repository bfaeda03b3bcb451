// The catalogue: packs, cards, fusions and recycle values, shared by both rule sets. One schema for PGlite and
// PostgreSQL 15 (keep to SQL both accept).
import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { folded } from '../../db/text-folding';

export const packs = pgTable(
  'packs',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Packs sharing a name are grouped with their years; a pack may have no year. */
    year: integer('year'),
  },
  (t) => [unique('packs_slug_year').on(t.slug, t.year)],
);

export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey(),
    identifier: integer('identifier').notNull().unique(),
    name: text('name').notNull(),
    /** `{identifier}-{kebab-name}` */
    slug: text('slug').notNull().unique(),
    genre: text('genre').notNull(),
    /** 1-5, 6 = STAR */
    rarity: smallint('rarity').notNull(),
    description: text('description'),
    reference: text('reference'),
    packId: uuid('pack_id')
      .notNull()
      .references(() => packs.id),
    score0: integer('score_0').notNull(),
    score1: integer('score_1').notNull(),
    score2: integer('score_2').notNull(),
    /** Which shiny levels exist for this card (0 normal, 1 golden, 2 chromatic). */
    shiny0: boolean('shiny_0').notNull(),
    shiny1: boolean('shiny_1').notNull(),
    shiny2: boolean('shiny_2').notNull(),
    isRecyclable: boolean('is_recyclable').notNull(),
    isTradable: boolean('is_tradable').notNull(),
    isCounting: boolean('is_counting').notNull(),
    isCraftable: boolean('is_craftable').notNull(),
    isInvocable: boolean('is_invocable').notNull(),
    isGoldable: boolean('is_goldable').notNull(),
    isUpgradable: boolean('is_upgradable').notNull(),
    hideHardcoreTag: boolean('hide_hardcore_tag').notNull(),
    /** Effect card (hardcore): DEBUFF_POINTS, BUFF_BALANCE... */
    effect: text('effect'),
    /** The name without case or accents, for the quick search (computed by the database; see text-folding.ts). */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs((): SQL => folded(sql`${sql.identifier('name')}`)),
  },
  (t) => [
    index('items_pack').on(t.packId),
    index('items_rarity').on(t.rarity),
    // Quick search: name prefixes in byte order (collation "C"), any part of the name (pg_trgm, 3 characters or more).
    index('items_search_name').on(sql`${t.searchName} collate "C"`),
    index('items_search_name_trgm').using('gin', t.searchName.op('gin_trgm_ops')),
    check('items_rarity_range', sql`${t.rarity} between 1 and 6`),
  ],
);

export const fusions = pgTable('fusions', {
  id: uuid('id').primaryKey(),
  resultItemId: uuid('result_item_id')
    .notNull()
    .unique()
    .references(() => items.id),
});

export const fusionInputs = pgTable(
  'fusion_inputs',
  {
    fusionId: uuid('fusion_id')
      .notNull()
      .references(() => fusions.id),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id),
    quantity: smallint('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fusionId, t.itemId] }), index('fusion_inputs_item').on(t.itemId)],
);

export const recycleConfig = pgTable(
  'recycle_config',
  {
    rarity: smallint('rarity').notNull(),
    shinyLevel: smallint('shiny_level').notNull(),
    craftValue: integer('craft_value').notNull(),
    recycleValue: integer('recycle_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.rarity, t.shinyLevel] })],
);
