import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../db/rule-sets';
import type { WorldDate } from '../world/world-rules';
import { challengePeriodOf, type ActiveChallenge, type ChallengeType } from './challenges-rules';
import { challengePeriods, challenges, periodChallenges } from './challenges-schema';

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
