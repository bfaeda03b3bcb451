// An accepted action together with what it causes next: progress on the week's challenges, then achievements the
// resulting state reaches. Both paths (the data layer and the seed) call this one function, so the chance the
// follow-ups draw (a challenge's ticket) comes out of the generator in the same order everywhere.
import type { AchievementDefinition } from '../areas/achievements/achievement-definitions-rules';
import { checkAchievements } from '../areas/achievements/achievements-rules';
import { advanceChallenges } from '../areas/challenges/challenge-progress-rules';
import type { ActiveChallenge } from '../areas/challenges/challenges-rules';
import { applyEffects } from '../engine/apply-effects';
import type { TicketContext } from '../areas/lucky/lucky-rules';
import {
  accept,
  mergeEffects,
  type Accepted,
  type Effects,
  type Refusal,
  type RelatedEffects,
} from '../engine/effects';
import type { PlayerState } from '../engine/player-state';

export interface FollowUpContext extends TicketContext {
  /** The rule set's challenges of the current period (none: no challenge moves). */
  activeChallenges: readonly ActiveChallenge[];
  /** The achievements that exist (none: nothing unlocks). */
  achievements: readonly AchievementDefinition[];
}

/**
 * The action's effects followed by its challenge and achievement effects, as one accepted result. A related player
 * whose state is given (the seller of a trade) gets their own follow-ups the same way, after the actor's.
 */
export function withFollowUps<O>(
  state: PlayerState,
  result: Accepted<O>,
  ctx: FollowUpContext,
  relatedStates: ReadonlyMap<string, PlayerState> = new Map(),
): Accepted<O> | Refusal {
  const actor = followUpEffects(state, result.effects, ctx);
  if (!actor.ok) return actor;
  const related: RelatedEffects[] = [];
  for (const other of result.related) {
    const otherState = relatedStates.get(other.userId);
    const followed = otherState
      ? followUpEffects(otherState, other.effects, ctx)
      : { ok: true as const, effects: other.effects };
    if (!followed.ok) return followed;
    related.push({ userId: other.userId, effects: followed.effects });
  }
  return accept(actor.effects, result.outcome, related);
}

function followUpEffects(
  state: PlayerState,
  effects: Effects,
  ctx: FollowUpContext,
): { ok: true; effects: Effects } | Refusal {
  const acted = applyEffects(state, effects);
  if (!acted.ok) return acted;
  const challenges = advanceChallenges(acted.state, effects, { ...ctx, active: ctx.activeChallenges });
  const progressed = applyEffects(acted.state, challenges);
  if (!progressed.ok) return progressed;
  const achievements = checkAchievements(progressed.state, { ...ctx, definitions: ctx.achievements });
  return { ok: true, effects: mergeEffects(effects, challenges, achievements) };
}
