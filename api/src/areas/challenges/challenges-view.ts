import type { ActiveChallenge } from '@zu/shared-contract';
import type { RuleSet } from '../../engine/rule-sets';
import { parisDayEnd, parisDayStart, toParisDateTime } from '../../lib/dates';
import { derivedId } from '../../lib/derived-id';
import { shownProgress } from './challenge-progress-rules';
import type { ChallengeType } from './challenges-rules';
import type { challengePeriods, playerChallenges } from './challenges-schema';
import type { PeriodChallengeRow } from './challenges-queries';

type Period = typeof challengePeriods.$inferSelect;
type Progress = typeof playerChallenges.$inferSelect;

/** The period's challenges, without anyone's progress. */
export function toActiveChallenge(period: Period, { active, challenge }: PeriodChallengeRow): ActiveChallenge {
  return {
    id: active.id,
    beginDate: parisDayStart(period.beginDate),
    endDate: parisDayEnd(period.endDate),
    challenge: {
      id: challenge.id,
      description: challenge.description,
      type: challenge.type as ChallengeType,
      score: challenge.score,
      rewardLoreDust: challenge.rewardLoreDust,
    },
  };
}

/**
 * The same with the player's share: `progress` while the challenge is not done, `challengeLog` once it is. A
 * completion has no id column of its own (a player, a rule set and an active challenge identify it): its id is
 * derived from them.
 */
export function toPlayerChallenge(
  period: Period,
  row: PeriodChallengeRow,
  progress: Progress | undefined,
  userId: string,
  ruleSet: RuleSet,
): ActiveChallenge {
  const base = toActiveChallenge(period, row);
  if (progress?.completedDate) {
    return {
      ...base,
      challengeLog: {
        id: derivedId('challenge-log', userId, ruleSet, row.active.id),
        date: toParisDateTime(progress.completedDate),
      },
    };
  }
  const current = Math.min(row.challenge.max, progress?.progress ?? 0);
  return {
    ...base,
    progress: {
      type: base.challenge.type,
      current,
      max: row.challenge.max,
      shown: shownProgress(base.challenge.type, current, row.challenge.max),
    },
  };
}
