// Challenges: the pool, the weekly periods with their three active challenges, and each player's progress.
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
import { users } from '../players/players-schema';
import { type RuleSet } from '../../engine/rule-sets';

export const challenges = pgTable('challenges', {
  id: uuid('id').primaryKey(),
  /** FUSE, INVOKE, ASCEND… */
  type: text('type').notNull(),
  description: text('description').notNull(),
  /** Progress needed. */
  max: integer('max').notNull(),
  score: integer('score').notNull(),
  rewardLoreDust: integer('reward_lore_dust').notNull(),
});

export const challengePeriods = pgTable(
  'challenge_periods',
  {
    id: uuid('id').primaryKey(),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
  },
  (t) => [unique('challenge_periods_begin').on(t.ruleSet, t.beginDate)],
);

/** The three challenges of a period (the `id` of an active challenge). */
export const periodChallenges = pgTable(
  'period_challenges',
  {
    id: uuid('id').primaryKey(),
    periodId: uuid('period_id')
      .notNull()
      .references(() => challengePeriods.id),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id),
    position: smallint('position').notNull(),
  },
  (t) => [
    unique('period_challenges_once').on(t.periodId, t.challengeId),
    check('period_challenges_position', sql`${t.position} between 0 and 2`),
  ],
);

export const playerChallenges = pgTable(
  'player_challenges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    periodChallengeId: uuid('period_challenge_id')
      .notNull()
      .references(() => periodChallenges.id),
    progress: integer('progress').notNull(),
    /** Completion instant (the challenge log); null while in progress. */
    completedDate: timestamp('completed_date', { mode: 'date' }),
    /** Score earned: the challenge's score once completed, else 0. */
    score: integer('score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.ruleSet, t.periodChallengeId] }),
    index('player_challenges_challenge').on(t.periodChallengeId, t.completedDate),
    // A profile counts the periods in which the player completed challenges: read from this index alone.
    index('player_challenges_completed')
      .on(t.userId, t.ruleSet, t.periodChallengeId)
      .where(sql`${t.completedDate} is not null`),
    check('player_challenges_progress', sql`${t.progress} >= 0`),
  ],
);
