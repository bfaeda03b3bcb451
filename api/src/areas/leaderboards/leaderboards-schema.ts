// Each player's entry on each leaderboard, per rule set, as the engine scores it (kept up to date by the data
// layer), so that ranking pages read one index instead of recomputing every player.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../players/players-schema';
import { type RuleSet } from '../../engine/rule-sets';
import type { LeaderboardType } from './leaderboards-rules';

export const leaderboardEntries = pgTable(
  'leaderboard_entries',
  {
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    type: text('type').$type<LeaderboardType>().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    score: integer('score').notNull(),
    tieBreak: integer('tie_break').notNull(),
    /** `{total}`, `{total, totalDistinct}`, `{achievementCount}` or `{total, maxed}`. */
    data: jsonb('data').$type<Record<string, number>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ruleSet, t.type, t.userId] }),
    // A ranking page, and a player's position: rank() over score, ties ordered by tieBreak.
    index('leaderboard_entries_ranking').on(t.ruleSet, t.type, t.score.desc(), t.tieBreak.desc()),
    index('leaderboard_entries_user').on(t.userId, t.ruleSet),
  ],
);

/**
 * Every player's position on every leaderboard, computed in one pass and swapped in whole (see
 * leaderboard-positions.ts), so that a page or a player's position is an index lookup whatever the number of
 * players. `position` is shared by equal scores (1, 2, 2, 4); `rn` is the display order, unique, for paging. Each
 * row also keeps what a page shows beside the position (the entry's details, the player's names and avatar, as they
 * were at the rebuild): a page is then one range scan of this table, not three probes a row.
 */
export const leaderboardPositions = pgTable(
  'leaderboard_positions',
  {
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    type: text('type').$type<LeaderboardType>().notNull(),
    userId: uuid('user_id').notNull(),
    score: integer('score').notNull(),
    position: integer('position').notNull(),
    rn: integer('rn').notNull(),
    data: jsonb('data').$type<Record<string, number>>(),
    discordUserName: text('discord_user_name'),
    discordGlobalName: text('discord_global_name'),
    discordAvatar: text('discord_avatar').notNull(),
  },
  (t) => [
    primaryKey({ name: 'leaderboard_positions_pkey', columns: [t.ruleSet, t.type, t.userId] }),
    index('leaderboard_positions_rn').on(t.ruleSet, t.type, t.rn),
    // A profile lists the player's positions on every leaderboard at once.
    index('leaderboard_positions_user').on(t.userId, t.ruleSet),
  ],
);

/** When the positions were last computed, per rule set. */
export const leaderboardRefreshes = pgTable('leaderboard_refreshes', {
  ruleSet: text('rule_set').$type<RuleSet>().primaryKey(),
  refreshedAt: timestamp('refreshed_at', { mode: 'date' }).notNull(),
});
