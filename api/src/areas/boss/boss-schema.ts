// The boss: one row per boss a rule set ever met (its health the shared row every attack locks and lowers), and one
// row per player who hit it (their damage, their attacks, today's count, and what they got when it fell).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { type RuleSet } from '../../engine/rule-sets';
import { users } from '../players/players-schema';

export const bosses = pgTable(
  'bosses',
  {
    id: uuid('id').primaryKey(),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    name: text('name').notNull(),
    maxHealth: integer('max_health').notNull(),
    health: integer('health').notNull(),
    beginAt: timestamp('begin_at', { mode: 'date' }).notNull(),
    /** It leaves at this instant if still standing; nobody is rewarded then. */
    endAt: timestamp('end_at', { mode: 'date' }).notNull(),
    /** Set by the attack that took its health to 0, in the transaction that handed out the rewards. */
    fallenAt: timestamp('fallen_at', { mode: 'date' }),
  },
  (t) => [
    index('bosses_rule_set').on(t.ruleSet, t.beginAt),
    check('bosses_health', sql`${t.health} between 0 and ${t.maxHealth}`),
  ],
);

export const bossDamages = pgTable(
  'boss_damages',
  {
    bossId: uuid('boss_id')
      .notNull()
      .references(() => bosses.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    damage: integer('damage').notNull(),
    attackCount: integer('attack_count').notNull(),
    /** The world date of the player's last attack and how many they made that day (the daily allowance reads it). */
    lastAttackDate: text('last_attack_date').notNull(),
    attacksOnLastDate: integer('attacks_on_last_date').notNull(),
    lastAttackAt: timestamp('last_attack_at', { mode: 'date' }).notNull(),
    /** What the fall gave the player (null while it stands, or when it left unbeaten). */
    rewardBalance: integer('reward_balance'),
    rewardLoreDust: integer('reward_lore_dust'),
  },
  (t) => [
    primaryKey({ columns: [t.bossId, t.userId] }),
    index('boss_damages_ranking').on(t.bossId, t.damage),
    index('boss_damages_user').on(t.userId),
    check('boss_damages_counts', sql`${t.damage} >= 0 and ${t.attackCount} > 0 and ${t.attacksOnLastDate} > 0`),
  ],
);
