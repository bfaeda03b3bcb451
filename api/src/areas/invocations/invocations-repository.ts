// Invocations (/im) through the data layer: the running event, and whether effect cards may come out.
import type { Db } from '../../db/client';
import { runPlayerAction, type ActionPlayer, type ActionRule } from '../../orchestrator/action-runner';
import type { InvocationRecord } from '../../engine/records';
import { effectCardsEnabled } from '../world/world-queries';
import { worldDateOf } from '../../engine/world-rules';
import { loadRunningEvent } from './invocations-queries';
import { invoke as invokeRule, type RequestedInvocation } from './invocations-rules';

export const invokeAction =
  (kind: RequestedInvocation): ActionRule<InvocationRecord> =>
  async (state, ctx) =>
    invokeRule(
      state,
      { kind },
      {
        ...ctx,
        activeEvent: await loadRunningEvent(ctx.db, ctx.ruleSet, worldDateOf(ctx.now)),
        effectCardsEnabled: await effectCardsEnabled(ctx.db, ctx.ruleSet),
      },
    );

export function invoke(db: Db, player: ActionPlayer, kind: RequestedInvocation, now: Date): Promise<InvocationRecord> {
  return runPlayerAction(db, player, now, invokeAction(kind));
}
