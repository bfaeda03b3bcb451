// One schema for PGlite and PostgreSQL 15 (keep to SQL both accept). The catalogue (packs, items, fusions,
// banners, posts) is shared by both rule sets; what a player owns or does is kept per rule set.
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
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
import { folded } from './text-folding';
import { ruleSetTypes } from '@zu/shared-contract/constants';

/** The rule sets, as the contract declares them. */
export const ruleSets = ruleSetTypes;
export type RuleSet = (typeof ruleSets)[number];

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

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** Markdown; rendered without raw HTML by the site. */
    content: text('content').notNull(),
    /** Chat-platform id of the author (rendered as a mention). */
    createdBy: text('created_by').notNull(),
    date: timestamp('date', { mode: 'date' }).notNull(),
  },
  (t) => [index('posts_date').on(t.date)],
);

export const gameFeatures = pgTable('game_features', {
  feature: text('feature').primaryKey(),
  active: boolean('active').notNull(),
});

export const appSettings = pgTable('app_settings', {
  ruleSet: text('rule_set').$type<RuleSet>().primaryKey(),
  currentEventId: uuid('current_event_id'),
  inCalendarPeriod: boolean('in_calendar_period').notNull(),
  lastHardcoreSeasonDone: boolean('last_hardcore_season_done').notNull(),
});

export const ranks = pgTable('ranks', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Order of the ranks, lowest first. */
  position: smallint('position').notNull(),
});

export const banners = pgTable('banners', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    discordId: text('discord_id').notNull().unique(),
    discordUserName: text('discord_user_name').notNull().unique(),
    discordGlobalName: text('discord_global_name'),
    discordAvatar: text('discord_avatar'),
    createdDate: timestamp('created_date', { mode: 'date' }).notNull(),
  },
  (t) => [
    index('users_lower_name').on(sql`lower(${t.discordUserName})`),
    // Quick search (routes/public/search). Chat user names are lower-case ASCII already ([a-z0-9_.]): lower() is all
    // the folding they need. Prefixes in byte order (collation "C": LIKE 'abc%' is a range scan that also gives the
    // order, whatever the database's locale); any part of the name with pg_trgm (LIKE '%abc%', 3 characters or more).
    index('users_search_name').on(sql`lower(${t.discordUserName}) collate "C"`),
    index('users_search_name_trgm').using('gin', sql`lower(${t.discordUserName}) gin_trgm_ops`),
  ],
);

/** A player's state in one rule set. */
export const playerAccounts = pgTable(
  'player_accounts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    balance: integer('balance').notNull(),
    loreDust: integer('lore_dust').notNull(),
    loreFragment: integer('lore_fragment').notNull(),
    upgradeDust: integer('upgrade_dust').notNull(),
    rankId: uuid('rank_id')
      .notNull()
      .references(() => ranks.id),
    bannerId: uuid('banner_id').references(() => banners.id),
    lastActiveDate: timestamp('last_active_date', { mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.ruleSet] }),
    check('player_accounts_balance', sql`${t.balance} >= 0`),
    check('player_accounts_lore_dust', sql`${t.loreDust} >= 0`),
    check('player_accounts_lore_fragment', sql`${t.loreFragment} >= 0`),
    check('player_accounts_upgrade_dust', sql`${t.upgradeDust} >= 0`),
  ],
);

/** Banners a player has unlocked, per rule set. */
export const userBanners = pgTable(
  'user_banners',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    bannerId: uuid('banner_id')
      .notNull()
      .references(() => banners.id),
    date: timestamp('date', { mode: 'date' }).notNull(),
  },
  (t) => [unique('user_banners_once').on(t.userId, t.ruleSet, t.bannerId)],
);

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

/** Cards a player owns, per rule set: one row per card, shiny level and constellation level. */
export const inventories = pgTable(
  'inventories',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id),
    shinyLevel: smallint('shiny_level').notNull(),
    /** 0: a plain card; ≥ 1: a constellation (UPGRADE) copy. */
    upgradeLevel: smallint('upgrade_level').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    unique('inventories_entry').on(t.userId, t.ruleSet, t.itemId, t.shinyLevel, t.upgradeLevel),
    index('inventories_item').on(t.itemId, t.ruleSet),
    check('inventories_quantity', sql`${t.quantity} > 0`),
  ],
);

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

/**
 * The development identity provider's sessions, grants, codes and tokens (oidc-provider's adapter), kept in the
 * database so players stay signed in across an API restart and several API processes share them.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: text('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { mode: 'date' }),
    consumedAt: timestamp('consumed_at', { mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('oidc_payloads_grant').on(t.grantId),
    index('oidc_payloads_uid').on(t.uid),
    index('oidc_payloads_user_code').on(t.userCode),
  ],
);
