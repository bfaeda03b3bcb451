// Subscribing through the data layer.
import type { Db } from '../../db/client';
import { runPlayerAction, type ActionPlayer, type ActionRule } from '../../orchestrator/action-runner';
import { subscribe as subscribeRule, type SubscriptionOutcome } from './subscriptions-rules';

export const subscribeAction: ActionRule<SubscriptionOutcome> = (state, ctx) => subscribeRule(state, {}, ctx);

export function subscribe(db: Db, player: ActionPlayer, now: Date): Promise<SubscriptionOutcome> {
  return runPlayerAction(db, player, now, subscribeAction);
}
