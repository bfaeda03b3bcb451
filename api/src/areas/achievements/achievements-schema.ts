// Achievements, their categories, and each player's progress and unlock date (per rule set).
import { sql } from 'drizzle-orm';
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
  uuid,
} from 'drizzle-orm/pg-core';
import { banners, users } from '../players/players-schema';
import { items } from '../catalogue/catalogue-schema';
import { type RuleSet } from '../../engine/rule-sets';

export const achievementCategories = pgTable('achievement_categories', {
  id: uuid('id').primaryKey(),
  index: smallint('index').notNull(),
  name: text('name').notNull(),
});

export const achievements = pgTable(
  'achievements',
  {
    id: uuid('id').primaryKey(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => achievementCategories.id),
    /** Order inside the category. */
    index: smallint('index').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull(),
    /** What the achievement watches (LOOT_DAYS, UNIQUE_CARDS…) and the value that unlocks it. */
    metric: text('metric').notNull(),
    target: integer('target').notNull(),
    score: integer('score').notNull(),
    rewardLoreDust: integer('reward_lore_dust'),
    rewardBannerId: uuid('reward_banner_id').references(() => banners.id),
    rewardItemId: uuid('reward_item_id').references(() => items.id),
    featOfStrength: boolean('feat_of_strength').notNull(),
    isDeletable: boolean('is_deletable').notNull(),
  },
  (t) => [index('achievements_category').on(t.categoryId, t.index)],
);

export const playerAchievements = pgTable(
  'player_achievements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    achievementId: uuid('achievement_id')
      .notNull()
      .references(() => achievements.id),
    /** The metric's value, capped at the target (kept up to date by the data layer). */
    progress: integer('progress').notNull(),
    /** Unlock instant; null until done. */
    date: timestamp('date', { mode: 'date' }),
    deleteDate: timestamp('delete_date', { mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.ruleSet, t.achievementId] }),
    // An achievement's page: who unlocked it, first unlocks first.
    index('player_achievements_achievement').on(t.achievementId, t.ruleSet, t.date),
    check('player_achievements_progress', sql`${t.progress} >= 0`),
  ],
);
