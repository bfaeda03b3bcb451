import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../db/rule-sets';
import { challengePeriods, challenges, periodChallenges, playerChallenges } from './challenges-schema';

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
