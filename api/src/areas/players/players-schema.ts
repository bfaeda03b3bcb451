// The players: who they are (shared by the rule sets), and what they own or do, kept per rule set.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  date,
} from 'drizzle-orm/pg-core';
import type { RuleSet } from '../../engine/rule-sets';
import { items } from '../catalogue/catalogue-schema';

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
    discordAvatar: text('discord_avatar').notNull(),
    createdDate: timestamp('created_date', { mode: 'date' }).notNull(),
  },
  (t) => [
    index('users_lower_name').on(sql`lower(${t.discordUserName})`),
    // Quick search (areas/search). Chat user names are lower-case ASCII already ([a-z0-9_.]): lower() is all
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
    bannerId: uuid('banner_id')
      .notNull()
      .references(() => banners.id),
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

// The counters a profile shows without scanning history, per player and rule set, kept up to date by the data
// layer from each action's counter deltas; plus the pity counter and the weekly-bonus progress the rules read.
const counter = (name: string) => integer(name).notNull().default(0);

export const playerCounters = pgTable(
  'player_counters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    invokeBeforePity: integer('invoke_before_pity').notNull(),
    dailiesSinceWeekly: integer('dailies_since_weekly').notNull().default(0),
    lastDailyDate: date('last_daily_date', { mode: 'string' }),
    dailyLootCount: counter('daily_loot_count'),
    weeklyLootCount: counter('weekly_loot_count'),
    invocationCount: counter('invocation_count'),
    recycledCount: counter('recycled_count'),
    craftCount: counter('craft_count'),
    enchantCount: counter('enchant_count'),
    fusionCount: counter('fusion_count'),
    constellationCount: counter('constellation_count'),
    evolutionCount: counter('evolution_count'),
    towerAttemptCount: counter('tower_attempt_count'),
    bestTowerFloor: counter('best_tower_floor'),
    tradeCount: counter('trade_count'),
    luckyCount: counter('lucky_count'),
    calendarBoxCount: counter('calendar_box_count'),
    shopPurchaseCount: counter('shop_purchase_count'),
    subscriptionCount: counter('subscription_count'),
    challengeCount: counter('challenge_count'),
    challengeScore: counter('challenge_score'),
    achievementCount: counter('achievement_count'),
    achievementScore: counter('achievement_score'),
    corporationGiftTotal: counter('corporation_gift_total'),
    hardcoreRunCount: counter('hardcore_run_count'),
    hardcoreFailureCount: counter('hardcore_failure_count'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.ruleSet] }),
    check('player_counters_pity', sql`${t.invokeBeforePity} >= 0`),
    check('player_counters_dailies', sql`${t.dailiesSinceWeekly} >= 0`),
  ],
);

/** A player's copies and distinct cards of one rarity, shiny level and constellation level (0: plain cards). */
export interface OwnedCount {
  rarity: number;
  shinyLevel: number;
  upgradeLevel: number;
  copies: number;
  unique: number;
}

/**
 * What a profile, an overview and the statistics show of a player's collection, recomputed from their state after
 * every action (and written by the seed from the same function), so that no request counts a whole inventory.
 */
export const playerSummaries = pgTable(
  'player_summaries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    inventoryCount: integer('inventory_count').notNull(),
    inventoryUniqueCount: integer('inventory_unique_count').notNull(),
    inventoryUniqueGoldenCount: integer('inventory_unique_golden_count').notNull(),
    inventoryUniqueUpgradableCount: integer('inventory_unique_upgradable_count').notNull(),
    inventoryUniqueGoldenUpgradableCount: integer('inventory_unique_golden_upgradable_count').notNull(),
    /** The achievements' inventory metrics (distinct counting cards held plain, golden ones, maxed constellations). */
    achievementUniqueCards: integer('achievement_unique_cards').notNull().default(0),
    achievementUniqueGoldenCards: integer('achievement_unique_golden_cards').notNull().default(0),
    achievementMaxedConstellations: integer('achievement_maxed_constellations').notNull().default(0),
    /** The effect cards' effects the player holds (DEBUFF_POINTS…), sorted. */
    effects: jsonb('effects').$type<string[]>().notNull(),
    /** The cards held (quantity above zero), by rarity, shiny level and constellation level, in that order. */
    ownedCounts: jsonb('owned_counts')
      .$type<OwnedCount[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ruleSet] })],
);
