import { and, asc, eq, desc, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ofPlayer, preparedQuery } from '../../db/prepared';
import type { RuleSet } from '../../engine/rule-sets';
import type { WorldDate } from '../../engine/world-rules';
import { challengePeriodOf, type ActiveChallenge, type ChallengeType } from './challenges-rules';
import { challengePeriods, challenges, periodChallenges, playerChallenges } from './challenges-schema';

/** The rule set's challenges of the period holding `date`; none before the daily turn drew that period's. */
export async function loadActiveChallenges(db: Db, ruleSet: RuleSet, date: WorldDate): Promise<ActiveChallenge[]> {
  const { beginDate } = challengePeriodOf(date);
  const rows = await db
    .select({ challenge: challenges })
    .from(periodChallenges)
    .innerJoin(challengePeriods, eq(challengePeriods.id, periodChallenges.periodId))
    .innerJoin(challenges, eq(challenges.id, periodChallenges.challengeId))
    .where(and(eq(challengePeriods.ruleSet, ruleSet), eq(challengePeriods.beginDate, beginDate)))
    .orderBy(asc(periodChallenges.position));
  return rows.map(({ challenge }) => ({
    periodBeginDate: beginDate,
    challenge: { ...challenge, type: challenge.type as ChallengeType },
  }));
}

/** The rule set's period running on `today` (the latest begun, by the challenge_periods_begin index), if any. */
export async function currentChallengePeriod(db: Db, ruleSet: RuleSet, today: string) {
  const [period] = await db
    .select()
    .from(challengePeriods)
    .where(and(eq(challengePeriods.ruleSet, ruleSet), lte(challengePeriods.beginDate, today)))
    .orderBy(desc(challengePeriods.beginDate))
    .limit(1);
  return period && period.endDate >= today ? period : undefined;
}

/** A period's challenges in their order. */
export async function periodChallengeRows(db: Db, periodId: string) {
  return db
    .select({ active: periodChallenges, challenge: challenges })
    .from(periodChallenges)
    .innerJoin(challenges, eq(challenges.id, periodChallenges.challengeId))
    .where(eq(periodChallenges.periodId, periodId))
    .orderBy(asc(periodChallenges.position));
}

export type PeriodChallengeRow = Awaited<ReturnType<typeof periodChallengeRows>>[number];

/**
 * The rule set's period running on `today` (the latest begun, challenge_periods_begin) with its challenges in order
 * and the player's progress on each (primary key of player_challenges), in one prepared statement: no row when no
 * period runs.
 */
export const playerPeriodQuery = preparedQuery((db) =>
  db
    .select({ period: challengePeriods, active: periodChallenges, challenge: challenges, progress: playerChallenges })
    .from(challengePeriods)
    .innerJoin(periodChallenges, eq(periodChallenges.periodId, challengePeriods.id))
    .innerJoin(challenges, eq(challenges.id, periodChallenges.challengeId))
    .leftJoin(
      playerChallenges,
      and(eq(playerChallenges.periodChallengeId, periodChallenges.id), ofPlayer(playerChallenges)),
    )
    .where(
      and(
        eq(
          challengePeriods.id,
          sql`(select p.id from ${challengePeriods} p where p.rule_set = ${sql.placeholder('ruleSet')}
            and p.begin_date <= ${sql.placeholder('today')} order by p.begin_date desc limit 1)`,
        ),
        gte(challengePeriods.endDate, sql.placeholder('today')),
      ),
    )
    .orderBy(asc(periodChallenges.position))
    .prepare('player_period_challenges'),
);
