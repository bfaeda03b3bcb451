// applyEffects builds a new state for every action: a copy of the whole inventory whenever a card comes or goes,
// of the counters, and of the state once per record. Over a simulated year of hundreds of accounts those copies
// dominate. The simulation owns its states and never looks back at an old one, so it may change a state in place,
// once every check of the action passed: prepareEffects checks what applyEffects checks, in the same order and
// with the same refusals, and its commit moves the state forward the way applyEffects does (the inventory's
// entries even end up in the same order). The frequent records (action log, loot, invocation, Vortex attempt,
// challenge progress) are folded here; every other kind goes through applyEffects itself. A test plays a whole
// world both ways and compares them.
import { applyEffects, lootSummaryAfter } from '../../engine/apply-effects';
import {
  makeEffects,
  notEnoughCurrency,
  notEnoughItems,
  refuse,
  type CounterName,
  type DailyCounterName,
  type Effects,
  type Refusal,
} from '../../engine/effects';
import { currencies, type Currency } from '../../engine/record-types';
import { inventoryKey, type InventoryEntry, type PlayerState } from '../../engine/player-state';
import type { GameRecord } from '../../engine/records';

/** An inventory entry that appeared (+1) or vanished (-1). */
export interface PresenceChange {
  itemId: string;
  shinyLevel: number;
  upgradeLevel: number;
  change: 1 | -1;
}

export interface Committed {
  state: PlayerState;
  changes: PresenceChange[];
}

/** Effects checked against a state, ready to move it forward (commitEffects, once the whole action is accepted). */
export type PreparedEffects =
  | { ok: true; exact: true; before: PlayerState; after: PlayerState; effects: Effects }
  | {
      ok: true;
      exact: false;
      state: PlayerState;
      effects: Effects;
      quantities: ReadonlyMap<string, number>;
      daily: PlayerState['daily'];
    };

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type MutableState = Mutable<PlayerState>;

const noQuantities: ReadonlyMap<string, number> = new Map();

const negativeCounter = () => refuse('NEGATIVE_COUNTER', 'Compteur invalide.');

/** Record kinds whose fold leaves the state as it is (their changes travel as deltas). */
const historyOnly = new Set<GameRecord['kind']>([
  'recycle',
  'forge',
  'fusion',
  'constellation',
  'evolution',
  'bannerUnlocked',
  'tradeOffer',
  'trade',
  'corporationCreated',
  'corporationLog',
]);

export function prepareEffects(state: PlayerState, effects: Effects, exact: boolean): PreparedEffects | Refusal {
  if (exact) {
    const applied = applyEffects(state, effects);
    if (!applied.ok) return applied;
    return { ok: true, exact: true, before: state, after: applied.state, effects };
  }
  for (const currency in effects.currencies) {
    // A currency going below zero: refuse on the first one in applyEffects' order.
    if (state.currencies[currency as Currency] + (effects.currencies[currency as Currency] ?? 0) < 0) {
      for (const first of currencies) {
        if (state.currencies[first] + (effects.currencies[first] ?? 0) < 0) return notEnoughCurrency[first];
      }
    }
  }
  let quantities = noQuantities;
  if (effects.inventory.length > 0) {
    const moved = new Map<string, number>();
    for (const delta of effects.inventory) {
      const key = inventoryKey(delta.itemId, delta.shinyLevel, delta.upgradeLevel);
      const quantity = (moved.get(key) ?? state.inventory[key]?.quantity ?? 0) + delta.quantity;
      if (quantity < 0) return notEnoughItems;
      moved.set(key, quantity);
    }
    quantities = moved;
  }
  if (effects.counters.some((c) => c.delta < 0)) {
    // Counters never go below zero in a simulated world: only a decrease needs a look, at the counters it moves.
    const sums = new Map<CounterName, number>();
    for (const { counter, delta } of effects.counters) sums.set(counter, (sums.get(counter) ?? 0) + delta);
    for (const [counter, sum] of sums) if (state.counters[counter] + sum < 0) return negativeCounter();
  }
  const daily = nextDaily(state.daily, effects);
  if (!daily) return negativeCounter();
  return { ok: true, exact: false, state, effects, quantities, daily };
}

/** Moves the state forward by prepared effects: in place, unless exact. */
export function commitEffects(prepared: PreparedEffects): Committed {
  if (prepared.exact) {
    const { before, after, effects } = prepared;
    return { state: after, changes: presenceChanges(before, after, effects) };
  }
  return commit(prepared.state as MutableState, prepared.effects, prepared.quantities, prepared.daily);
}

/** applyEffects' day-scoped counters: the latest day only, an older day's delta ignored. */
function nextDaily(current: PlayerState['daily'], effects: Effects): PlayerState['daily'] | null {
  let daily = current;
  for (const { counter, date, delta } of effects.dailyCounters) {
    if (daily.date !== null && date < daily.date) continue;
    const counts: Partial<Record<DailyCounterName, number>> = daily.date === date ? { ...daily.counts } : {};
    const value = (counts[counter] ?? 0) + delta;
    if (value < 0) return null;
    counts[counter] = value;
    daily = { date, counts };
  }
  return daily;
}

function commit(
  state: MutableState,
  effects: Effects,
  quantities: ReadonlyMap<string, number>,
  daily: PlayerState['daily'],
): Committed {
  const changes = presenceChangesOf(state.inventory, quantities, effects);
  const held = state.currencies as Mutable<PlayerState['currencies']>;
  for (const currency of currencies) held[currency] += effects.currencies[currency] ?? 0;
  // The very loop of applyEffects, on the inventory itself instead of a copy.
  const inventory = state.inventory as Record<string, InventoryEntry>;
  for (const delta of effects.inventory) {
    const key = inventoryKey(delta.itemId, delta.shinyLevel, delta.upgradeLevel);
    const quantity = (inventory[key]?.quantity ?? 0) + delta.quantity;
    if (quantity === 0) delete inventory[key];
    else inventory[key] = { ...delta, quantity };
  }
  const counters = state.counters as Record<CounterName, number>;
  for (const { counter, delta } of effects.counters) counters[counter] += delta;
  state.daily = daily;
  let current = state;
  for (const record of effects.records) current = fold(current, record);
  return { state: current, changes };
}

/** applyEffects' fold of the frequent records, in place; the others through applyEffects. */
function fold(state: MutableState, record: GameRecord): MutableState {
  switch (record.kind) {
    case 'actionLog':
      if (record.action !== 'DAILY_TURN') state.lastActiveAt = record.at;
      return state;
    case 'loot':
      state.loot = lootSummaryAfter(state.loot, record);
      return state;
    case 'invocation':
      if (record.eventId) {
        state.eventInvocations = {
          ...state.eventInvocations,
          [record.eventId]: (state.eventInvocations[record.eventId] ?? 0) + 1,
        };
      }
      state.invokeBeforePity = record.invokeBeforePity;
      return state;
    case 'towerAttempt': {
      const same = state.tower?.seasonId === record.seasonId ? state.tower : null;
      state.tower = {
        seasonId: record.seasonId,
        attemptCount: (same?.attemptCount ?? 0) + 1,
        maxFloorIndex: Math.max(same?.maxFloorIndex ?? -1, record.floorIndex),
      };
      state.reputations = {
        ...state.reputations,
        [record.reputationId]: (state.reputations[record.reputationId] ?? 0) + record.reputationGained,
      };
      return state;
    }
    case 'challengeProgress': {
      const current =
        state.challenges.periodBeginDate === record.periodBeginDate
          ? state.challenges
          : { periodBeginDate: record.periodBeginDate, progress: {}, completed: [] };
      const progress = {
        ...current.progress,
        [record.challengeId]: (current.progress[record.challengeId] ?? 0) + record.delta,
      };
      state.challenges = { ...current, progress };
      return state;
    }
    default: {
      if (historyOnly.has(record.kind)) return state;
      const applied = applyEffects(state, makeEffects({ records: [record] }));
      if (!applied.ok) throw new Error(`folding a ${record.kind} record was refused: ${applied.code}`);
      return applied.state as MutableState;
    }
  }
}

function presenceChangesOf(
  before: PlayerState['inventory'],
  quantities: ReadonlyMap<string, number>,
  effects: Effects,
): PresenceChange[] {
  if (effects.inventory.length === 0) return [];
  const changes: PresenceChange[] = [];
  const seen = new Set<string>();
  for (const delta of effects.inventory) {
    const key = inventoryKey(delta.itemId, delta.shinyLevel, delta.upgradeLevel);
    if (seen.has(key)) continue;
    seen.add(key);
    const was = (before[key]?.quantity ?? 0) > 0;
    const is = (quantities.get(key) ?? 0) > 0;
    if (was !== is) {
      const { itemId, shinyLevel, upgradeLevel } = delta;
      changes.push({ itemId, shinyLevel, upgradeLevel, change: is ? 1 : -1 });
    }
  }
  return changes;
}

/** Entries that appeared or vanished between two states, for the keys `effects` touched. */
function presenceChanges(before: PlayerState, after: PlayerState, effects: Effects): PresenceChange[] {
  const quantities = new Map<string, number>();
  for (const delta of effects.inventory) {
    const key = inventoryKey(delta.itemId, delta.shinyLevel, delta.upgradeLevel);
    quantities.set(key, after.inventory[key]?.quantity ?? 0);
  }
  return presenceChangesOf(before.inventory, quantities, effects);
}
