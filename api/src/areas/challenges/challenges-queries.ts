import { and, asc, eq, desc, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../db/rule-sets';
import type { WorldDate } from '../world/world-rules';
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

/** A player's progress on these active challenges (primary key of player_challenges). */
export async function playerChallengeRows(db: Db, userId: string, ruleSet: RuleSet, activeIds: readonly string[]) {
  if (activeIds.length === 0) return [];
  return db
    .select()
    .from(playerChallenges)
    .where(
      and(
        eq(playerChallenges.userId, userId),
        eq(playerChallenges.ruleSet, ruleSet),
        inArray(playerChallenges.periodChallengeId, [...activeIds]),
      ),
    );
}
