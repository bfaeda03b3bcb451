// The premium tier, paid in game currency only: 30 days at a time, the first month free, then 2000 loreDust.
// Subscribing also hands over a reward card, and while it runs the player's loots carry a subscription bonus.
import { classicPackName, hasShinyLevel, type Catalogue, type ShinyLevel } from '../../engine/catalogue';
import { accept, actionLog, makeEffects, refuse, type ActionContext, type ActionResult } from '../../engine/effects';
import type { PlayerState } from '../../engine/player-state';
import { addDays, instantString, worldDateOf, type WorldDate } from '../../engine/world-rules';

export const subscriptionDurationDays = 30;
export const subscriptionLoreDustCost = 2000;
/** Chosen: subscription bonuses a subscriber's loots may carry in one day. */
export const subscriptionBonusLimit = 3;
/** Chosen: the reward is a golden 'Classique' card of this rarity. */
export const subscriptionRewardRarity = 3;
export const subscriptionRewardShinyLevel: ShinyLevel = 1;

export interface SubscriptionPeriod {
  beginDate: WorldDate;
  /** Last day included. */
  endDate: WorldDate;
}

export function isSubscriptionActive(subscription: SubscriptionPeriod | null, today: WorldDate): boolean {
  return subscription !== null && subscription.beginDate <= today && today <= subscription.endDate;
}

/** The first subscription is free; every later one costs the full price. */
export function subscriptionPriceAfter(subscriptionCount: number): number {
  return subscriptionCount === 0 ? 0 : subscriptionLoreDustCost;
}

export function subscriptionPrice(state: PlayerState): number {
  return subscriptionPriceAfter(state.counters.subscriptionCount);
}

export interface SubscriptionContext extends ActionContext {
  catalogue: Catalogue;
}

export interface SubscriptionOutcome extends SubscriptionPeriod {
  loreDustCost: number;
  reward: { itemId: string; shinyLevel: ShinyLevel; quantity: number } | null;
}

export function subscribe(
  state: PlayerState,
  _input: object,
  ctx: SubscriptionContext,
): ActionResult<SubscriptionOutcome> {
  const today = worldDateOf(ctx.now);
  if (isSubscriptionActive(state.subscription, today)) return refuse('ALREADY_SUBSCRIBED', 'Tu es déjà abonné(e) !');
  const loreDustCost = subscriptionPrice(state);
  if (state.currencies.loreDust < loreDustCost) {
    return refuse(
      'NOT_ENOUGH_LORE_DUST',
      `Tu n'as pas assez de poudre créatrice pour t'abonner, il t'en faut ${subscriptionLoreDustCost} !`,
    );
  }
  const pool = ctx.catalogue.items.filter(
    (item) =>
      item.packName === classicPackName &&
      item.rarity === subscriptionRewardRarity &&
      item.isInvocable &&
      hasShinyLevel(item, subscriptionRewardShinyLevel),
  );
  const rewardItem = pool.length > 0 ? ctx.prng.pick(pool) : null;
  const reward = rewardItem ? { itemId: rewardItem.id, shinyLevel: subscriptionRewardShinyLevel, quantity: 1 } : null;
  const outcome: SubscriptionOutcome = {
    beginDate: today,
    endDate: addDays(today, subscriptionDurationDays - 1),
    loreDustCost,
    reward,
  };
  const effects = makeEffects({
    currencies: loreDustCost > 0 ? { loreDust: -loreDustCost } : {},
    inventory: reward ? [{ itemId: reward.itemId, shinyLevel: reward.shinyLevel, upgradeLevel: 0, quantity: 1 }] : [],
    counters: [{ counter: 'subscriptionCount', delta: 1 }],
    records: [
      {
        kind: 'subscription',
        at: instantString(ctx.now),
        beginDate: outcome.beginDate,
        endDate: outcome.endDate,
        loreDustCost,
        rewardItemId: reward?.itemId ?? null,
        rewardShinyLevel: subscriptionRewardShinyLevel,
      },
      actionLog('SUBSCRIBE', ctx, {}, outcome),
    ],
  });
  return accept(effects, outcome);
}
