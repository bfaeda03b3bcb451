// Each player's entry on each leaderboard, per rule set, as the engine scores it (kept up to date by the data
// layer), so that ranking pages read one index instead of recomputing every player.
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../players/players-schema';
import { type RuleSet } from '../../db/rule-sets';
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
