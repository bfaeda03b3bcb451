// Daily (/journa) and weekly (/bonus) loot. Both pay the same: a base in ZUMonnaie and some loreDust, plus the
// corporation's LOOT bonus and, for subscribers, a subscription bonus. The weekly bonus rewards seven dailies.
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

export function lootAmounts(input: { subscriptionBonus: boolean; corporationLootLevel: number }): LootAmounts {
  const baseAmount = lootBaseBalance;
  const corporationAmount = corporationLootAmount(input.corporationLootLevel);
  const subscriptionAmount = input.subscriptionBonus ? subscriptionLootBalance : 0;
  return {
    baseAmount,
    corporationAmount,
    subscriptionAmount,
    amount: baseAmount + corporationAmount + subscriptionAmount,
    corporationBonusLevel: input.corporationLootLevel,
    loreDust: lootLoreDust,
  };
}

/**
 * A subscriber's loot carries the subscription bonus while today's subscription bonuses stay under the daily limit
 * (each bonus paid counts one).
 */
export function subscriptionBonusDue(state: PlayerState, today: WorldDate): boolean {
  return (
    isSubscriptionActive(state.subscription, today) &&
    dailyCount(state, 'subscriptionBonuses', today) < subscriptionBonusLimit
  );
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

export function claimWeeklyLoot(state: PlayerState, _input: object, ctx: LootContext): ActionResult<LootRecord> {
  if (!isWeeklyBonusAvailable(state)) {
    const missing = dailyLootsPerWeeklyBonus - state.loot.dailiesSinceWeekly;
    return refuse('WEEKLY_NOT_AVAILABLE', `Ton /bonus sera disponible après ${missing} /journa de plus.`);
  }
  return loot(state, 'WEEKLY', ctx, makeEffects());
}

function loot(state: PlayerState, type: LootType, ctx: LootContext, before: Effects): ActionResult<LootRecord> {
  const today = worldDateOf(ctx.now);
  const subscriptionBonus = subscriptionBonusDue(state, today);
  const amounts = lootAmounts({ subscriptionBonus, corporationLootLevel: ctx.corporationLootLevel });
  const record: LootRecord = { kind: 'loot', type, date: today, at: instantString(ctx.now), ...amounts };
  const effects = makeEffects({
    currencies: { balance: amounts.amount, loreDust: amounts.loreDust },
    counters: [{ counter: type === 'DAILY' ? 'dailyLootCount' : 'weeklyLootCount', delta: 1 }],
    dailyCounters: subscriptionBonus ? [{ counter: 'subscriptionBonuses', date: today, delta: 1 }] : [],
    records: [record, actionLog(type === 'DAILY' ? 'LOOT_DAILY' : 'LOOT_WEEKLY', ctx, {}, {})],
  });
  // The hardcore run's bookkeeping (and a pending wipe) comes first, so the loot is paid on the fresh state.
  return accept(mergeEffects(before, effects), record);
}
