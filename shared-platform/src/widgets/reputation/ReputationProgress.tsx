import type { PlayerReputation } from '@zu/shared-contract';
import { ProgressBar } from '@zu/shared-ui';

export interface ReputationProgressProps {
  standing: PlayerReputation;
}

/**
 * A player's standing with a clan: the clan, the level reached, and how far they are into it. A level covers
 * `fromValue` to `toValue`, both included, so the next one begins one past `toValue`.
 */
export function ReputationProgress({ standing: { reputation, value, reputationLevel } }: ReputationProgressProps) {
  return (
    <ProgressBar
      label={`${reputation.name} · ${reputationLevel.name}`}
      value={value - reputationLevel.fromValue}
      max={reputationLevel.toValue + 1 - reputationLevel.fromValue}
    />
  );
}
