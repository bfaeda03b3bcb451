// The rows a week's challenges write: the period and its three challenges in order. One mapping for the Monday turn
// and for the seed's played weeks; each gives its own id source (crypto's ids live, the seed's generator when
// seeding), drawn in the same order by both.
import type { RuleSet } from '../../engine/rule-sets';
import type { WorldDate } from '../../engine/world-rules';
import { challengePeriodOf, type ChallengeDefinition } from './challenges-rules';
import type { challengePeriods, periodChallenges } from './challenges-schema';

export type ChallengePeriodRow = typeof challengePeriods.$inferInsert;
export type PeriodChallengeRow = typeof periodChallenges.$inferInsert;

export interface ChallengePeriodRows {
  period: ChallengePeriodRow;
  periodChallenges: PeriodChallengeRow[];
}

/** The period holding `date`, with `chosen` (from rotateChallenges) as its challenges. */
export function challengePeriodRows(
  ruleSet: RuleSet,
  date: WorldDate,
  chosen: readonly ChallengeDefinition[],
  newId: () => string,
): ChallengePeriodRows {
  const { beginDate, endDate } = challengePeriodOf(date);
  const periodId = newId();
  return {
    period: { id: periodId, ruleSet, beginDate, endDate },
    periodChallenges: chosen.map((challenge, position) => ({
      id: newId(),
      periodId,
      challengeId: challenge.id,
      position,
    })),
  };
}
