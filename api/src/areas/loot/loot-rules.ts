// Daily (/journa) and bonus (/bonus) loots. All pay the same: a base in ZUMonnaie and some loreDust, plus the
// corporation's LOOT bonus and, for subscribers, a subscription amount. /bonus is the weekly loot once seven dailies
// are in; while it is closed, a subscriber's /bonus is a subscription bonus, a few a day.
import { isSubscriptionActive, subscriptionBonusLimit } from '../subscriptions/subscriptions-rules';
import {
  accept,
  actionLog,
  makeEffects,
  mergeEffects,
  refuse,
  type ActionContext,
  type ActionResult,
  type Effects,
} from '../../engine/effects';
import { hardcoreDailyEffects, type HardcoreSeason } from '../../engine/hardcore-rules';
import { dailyCount, type PlayerState } from '../../engine/player-state';
import type { LootRecord } from '../../engine/records';
import { instantString, worldDateOf, type WorldDate } from '../../engine/world-rules';
import { type LootAmounts, type LootType } from '../../engine/record-types';

/** ZUMonnaie every loot pays before bonuses. */
export const lootBaseBalance = 1000;
/** loreDust every loot pays. */
export const lootLoreDust = 10;
/** ZUMonnaie a subscriber's loot adds. */
export const subscriptionLootBalance = 200;
/** ZUMonnaie the corporation's LOOT bonus adds per level. */
export const corporationLootBalancePerLevel = 10;
/** Dailies to claim after the last weekly before the next weekly bonus opens. */
export const dailyLootsPerWeeklyBonus = 7;

export interface LootContext extends ActionContext {
  /** LOOT bonus level of the player's corporation; 0 without a corporation. */
  corporationLootLevel: number;
  /** HARDCORE only: the seasons, so that a daily starts or continues the hardcore run. */
  hardcoreSeasons: readonly HardcoreSeason[];
}

export function corporationLootAmount(level: number): number {
  return corporationLootBalancePerLevel * level;
}

export function lootAmounts(input: { subscriber: boolean; corporationLootLevel: number }): LootAmounts {
  const baseAmount = lootBaseBalance;
  const corporationAmount = corporationLootAmount(input.corporationLootLevel);
  const subscriptionAmount = input.subscriber ? subscriptionLootBalance : 0;
  return {
    baseAmount,
    corporationAmount,
    subscriptionAmount,
    amount: baseAmount + corporationAmount + subscriptionAmount,
    corporationBonusLevel: input.corporationLootLevel,
    loreDust: lootLoreDust,
  };
}

/** Subscription bonuses the player may still claim today: none without a running subscription. */
export function subscriptionBonusesLeft(state: PlayerState, today: WorldDate): number {
  if (!isSubscriptionActive(state.subscription, today)) return 0;
  return Math.max(0, subscriptionBonusLimit - dailyCount(state, 'subscriptionBonuses', today));
}

export function canClaimDaily(state: PlayerState, today: WorldDate): boolean {
  return state.loot.lastDailyDate === null || state.loot.lastDailyDate < today;
}

export function isWeeklyBonusAvailable(state: PlayerState): boolean {
  return state.loot.dailiesSinceWeekly >= dailyLootsPerWeeklyBonus;
}

export function claimDailyLoot(state: PlayerState, _input: object, ctx: LootContext): ActionResult<LootRecord> {
  const today = worldDateOf(ctx.now);
  if (!canClaimDaily(state, today)) {
    return refuse('DAILY_ALREADY_CLAIMED', 'Tu as déjà récupéré ton /journa aujourd’hui, reviens demain !');
  }
  return loot(state, 'DAILY', ctx, hardcoreDailyEffects(state, today, ctx.hardcoreSeasons));
}

/**
 * /bonus: the weekly loot while it is open; otherwise, for a subscriber, a subscription bonus (a WEEKLY loot that
 * leaves the count toward the weekly alone) while the day has some left.
 */
export function claimBonusLoot(state: PlayerState, _input: object, ctx: LootContext): ActionResult<LootRecord> {
  if (isWeeklyBonusAvailable(state)) return loot(state, 'WEEKLY', ctx, makeEffects());
  const today = worldDateOf(ctx.now);
  if (!isSubscriptionActive(state.subscription, today)) {
    const missing = dailyLootsPerWeeklyBonus - state.loot.dailiesSinceWeekly;
    return refuse('WEEKLY_NOT_AVAILABLE', `Ton /bonus sera disponible après ${missing} /journa de plus.`);
  }
  if (subscriptionBonusesLeft(state, today) === 0) {
    return refuse(
      'SUBSCRIPTION_BONUS_LIMIT_REACHED',
      `Tu as déjà utilisé tes ${subscriptionBonusLimit} /bonus d’abonné(e) aujourd’hui, reviens demain !`,
    );
  }
  const subscriptionBonusNumber = dailyCount(state, 'subscriptionBonuses', today) + 1;
  return loot(state, 'WEEKLY', ctx, makeEffects(), subscriptionBonusNumber);
}

function loot(
  state: PlayerState,
  type: LootType,
  ctx: LootContext,
  before: Effects,
  subscriptionBonusNumber = 0,
): ActionResult<LootRecord> {
  const today = worldDateOf(ctx.now);
  const subscriber = isSubscriptionActive(state.subscription, today);
  const amounts = lootAmounts({ subscriber, corporationLootLevel: ctx.corporationLootLevel });
  const record: LootRecord = {
    kind: 'loot',
    type,
    date: today,
    at: instantString(ctx.now),
    ...amounts,
    subscriptionBonusNumber,
  };
  const effects = makeEffects({
    currencies: { balance: amounts.amount, loreDust: amounts.loreDust },
    counters: [{ counter: type === 'DAILY' ? 'dailyLootCount' : 'weeklyLootCount', delta: 1 }],
    dailyCounters: subscriptionBonusNumber > 0 ? [{ counter: 'subscriptionBonuses', date: today, delta: 1 }] : [],
    records: [record, actionLog(type === 'DAILY' ? 'LOOT_DAILY' : 'LOOT_WEEKLY', ctx, {}, {})],
  });
  // The hardcore run's bookkeeping (and a pending wipe) comes first, so the loot is paid on the fresh state.
  return accept(mergeEffects(before, effects), record);
}
