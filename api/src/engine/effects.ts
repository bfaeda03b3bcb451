// The one shape every rule returns. An action never changes anything itself: it answers with a refusal or with
// effects, a plain description of what changes. The data layer applies effects in one transaction with guarded
// updates; the seed applies the very same effects to its in-memory state (applyEffects). Keeping the description
// plain (strings and numbers only) lets both paths, the action log and the tests read it.
import type { RuleSet } from './rule-sets';
import type { Prng } from './prng';
import type { ShinyLevel } from './catalogue';
import type { GameRecord } from './records';
import { instantString, type WorldDate } from './world-rules';
import { currencies, type ActionName, type Currency } from './record-types';

export type Currencies = Record<Currency, number>;
export type CurrencyDeltas = Partial<Record<Currency, number>>;

/** A change of quantity of one inventory entry (card, shiny level, constellation level). */
export interface InventoryDelta {
  itemId: string;
  shinyLevel: ShinyLevel;
  /** 0 for a plain card; 1 and above for a constellation (UPGRADE) entry. */
  upgradeLevel: number;
  quantity: number;
}

/** Lifetime counters a profile shows without scanning history. */
export const counterNames = [
  'dailyLootCount',
  'weeklyLootCount',
  'invocationCount',
  'recycledCount',
  'craftCount',
  'enchantCount',
  'fusionCount',
  'constellationCount',
  'evolutionCount',
  'towerAttemptCount',
  'bestTowerFloor',
  'tradeCount',
  'luckyCount',
  'calendarBoxCount',
  'shopPurchaseCount',
  'subscriptionCount',
  'challengeCount',
  'challengeScore',
  'achievementCount',
  'achievementScore',
  'corporationGiftTotal',
  'hardcoreRunCount',
  'hardcoreFailureCount',
] as const;
export type CounterName = (typeof counterNames)[number];

export interface CounterDelta {
  counter: CounterName;
  delta: number;
}

/** Counters that start again from zero every game day. */
export const dailyCounterNames = ['trades', 'subscriptionBonuses', 'corporationGifts'] as const;
export type DailyCounterName = (typeof dailyCounterNames)[number];

export interface DailyCounterDelta {
  counter: DailyCounterName;
  date: WorldDate;
  delta: number;
}

/** Changes to rows several players share: a corporation, the jackpot, the échoppe, the market. */
export type SharedDelta =
  | { kind: 'corporationBalance'; corporationId: string; delta: number }
  | { kind: 'corporationBonusLevel'; corporationId: string; bonusType: string; delta: number }
  | { kind: 'corporationMemberCount'; corporationId: string; delta: number }
  /** Its last member left: the corporation is gone (its log stays). */
  | { kind: 'corporationDissolved'; corporationId: string }
  | { kind: 'jackpot'; delta: number }
  | { kind: 'shopStock'; offerId: string; delta: number }
  | { kind: 'tradeOfferClosed'; offerId: string; sellerId: string; status: 'ACCEPTED' | 'CANCELLED' }
  /** Every offer the seller still has open is withdrawn (none: nothing to do). */
  | { kind: 'sellerOffersCancelled'; sellerId: string };

export interface Effects {
  currencies: CurrencyDeltas;
  inventory: readonly InventoryDelta[];
  counters: readonly CounterDelta[];
  dailyCounters: readonly DailyCounterDelta[];
  records: readonly GameRecord[];
  shared: readonly SharedDelta[];
}

/** Effects for another player than the one acting (the seller of a trade). */
export interface RelatedEffects {
  userId: string;
  effects: Effects;
}

export interface Refusal {
  ok: false;
  /** UPPER_SNAKE_CASE, stable: clients switch on it. */
  code: string;
  /** French, shown to the player as is. */
  message: string;
}

export interface Accepted<O> {
  ok: true;
  effects: Effects;
  outcome: O;
  related: readonly RelatedEffects[];
}

export type ActionResult<O = null> = Accepted<O> | Refusal;

/** What every action is given besides the player's state and its input. */
export interface ActionContext {
  /** The instant of the action, in world time. */
  now: Date;
  ruleSet: RuleSet;
  /** The only source of chance. */
  prng: Prng;
}

export function makeEffects(parts: Partial<Effects> = {}): Effects {
  return {
    currencies: parts.currencies ?? {},
    inventory: parts.inventory ?? [],
    counters: parts.counters ?? [],
    dailyCounters: parts.dailyCounters ?? [],
    records: parts.records ?? [],
    shared: parts.shared ?? [],
  };
}

/** One description doing all of `list` in order; currency deltas add up. */
export function mergeEffects(...list: readonly Effects[]): Effects {
  const total: CurrencyDeltas = {};
  for (const effects of list) {
    for (const [currency, delta] of Object.entries(effects.currencies) as [Currency, number][]) {
      total[currency] = (total[currency] ?? 0) + delta;
    }
  }
  // Plain loops: every action merges a few short lists, and flatMap costs far more than the copying itself.
  const merged = { inventory: [], counters: [], dailyCounters: [], records: [], shared: [] } as {
    [K in Exclude<keyof Effects, 'currencies'>]: Effects[K][number][];
  };
  for (const effects of list) {
    for (const delta of effects.inventory) merged.inventory.push(delta);
    for (const delta of effects.counters) merged.counters.push(delta);
    for (const delta of effects.dailyCounters) merged.dailyCounters.push(delta);
    for (const record of effects.records) merged.records.push(record);
    for (const delta of effects.shared) merged.shared.push(delta);
  }
  return { currencies: total, ...merged };
}

export function accept<O>(effects: Effects, outcome: O, related: readonly RelatedEffects[] = []): Accepted<O> {
  return { ok: true, effects, outcome, related };
}

export function refuse(code: string, message: string): Refusal {
  return { ok: false, code, message };
}

export const notEnoughCurrency: Record<Currency, Refusal> = {
  balance: refuse('NOT_ENOUGH_BALANCE', "Tu n'as pas assez de ZUMonnaie."),
  loreDust: refuse('NOT_ENOUGH_LORE_DUST', "Tu n'as pas assez de poudre créatrice."),
  loreFragment: refuse('NOT_ENOUGH_LORE_FRAGMENT', "Tu n'as pas assez de cristaux d'histoire."),
  upgradeDust: refuse('NOT_ENOUGH_UPGRADE_DUST', "Tu n'as pas assez d'éclats d'étoile."),
};

export const notEnoughItems = refuse('NOT_ENOUGH_ITEMS', "Tu n'as pas assez d'exemplaires de cette carte.");

/** The first currency `costs` would take below zero, as a refusal; null when the player can pay. */
export function checkCosts(held: Currencies, costs: CurrencyDeltas): Refusal | null {
  for (const currency of currencies) {
    const cost = costs[currency] ?? 0;
    if (cost > held[currency]) return notEnoughCurrency[currency];
  }
  return null;
}

/** Costs as negative deltas. */
export function pay(costs: CurrencyDeltas): CurrencyDeltas {
  const deltas: CurrencyDeltas = {};
  for (const [currency, cost] of Object.entries(costs) as [Currency, number][]) {
    if (cost !== 0) deltas[currency] = -cost;
  }
  return deltas;
}

/**
 * The action-log entry of an action: its inputs and its outcome, the source of replays and activity pages. An action
 * whose own record already writes its history row (a loot, an invocation, a Vortex attempt) logs `{}` as outcome:
 * that row, found by player, rule set and the same instant, holds it, and repeating it made most of the log's text.
 */
export function actionLog(action: ActionName, ctx: ActionContext, inputs: object, outcome: object): GameRecord {
  return { kind: 'actionLog', action, at: instantString(ctx.now), inputs, outcome };
}
