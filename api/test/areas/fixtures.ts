// A small catalogue and helpers shared by the engine tests.
import assert from 'node:assert/strict';
import type { CardEffect } from '@zu/shared-contract';
import type { RuleSet } from '../../src/engine/rule-sets';
import { applyEffects } from '../../src/engine/apply-effects';
import { createCatalogue, type CatalogueItem } from '../../src/engine/catalogue';
import type { Accepted, ActionContext, ActionResult, Effects } from '../../src/engine/effects';
import { createPlayerState, inventoryKey, type PlayerState, pityCounterStart } from '../../src/engine/player-state';
import { generateRecycleConfig } from '../../src/seed/generators/recycle-config';
import { createPrng, type Prng } from '../../src/engine/prng';
import type { TicketContext } from '../../src/areas/lucky/lucky-rules';

export const CLASSIC_PACK = 'pack-classique';
export const THEMED_PACK = 'pack-aventure';

export function card(id: string, rarity: number, overrides: Partial<CatalogueItem> = {}): CatalogueItem {
  return {
    id,
    rarity,
    packId: CLASSIC_PACK,
    packName: 'Classique',
    scores: [rarity * 10, rarity * 20, rarity * 40],
    shinyLevels: [true, true, false],
    isRecyclable: true,
    isTradable: true,
    isCounting: true,
    isCraftable: true,
    isInvocable: true,
    isGoldable: true,
    isUpgradable: true,
    effect: null,
    ...overrides,
  };
}

const themed = (id: string, rarity: number, overrides: Partial<CatalogueItem> = {}) =>
  card(id, rarity, { packId: THEMED_PACK, packName: 'Aventure', isUpgradable: false, ...overrides });

const effectCard = (id: string, effect: CardEffect) =>
  themed(id, 3, {
    effect,
    shinyLevels: [true, false, false],
    isGoldable: false,
    isTradable: false,
    isCraftable: false,
  });

export const items: CatalogueItem[] = [
  card('c1', 1),
  card('c1b', 1),
  card('c2', 2),
  card('c3', 3),
  card('c4', 4, { shinyLevels: [true, true, true] }),
  card('c5', 5),
  themed('a1', 1),
  themed('a2', 2),
  themed('a3', 3, { isCraftable: false, isGoldable: false, isInvocable: false }),
  themed('star', 6, { shinyLevels: [true, false, true], isRecyclable: false, isTradable: false, isCraftable: false }),
  effectCard('e-buff-recycle', 'BUFF_RECYCLE'),
  effectCard('e-debuff-recycle', 'DEBUFF_RECYCLE'),
  effectCard('e-buff-craft', 'BUFF_CRAFT'),
  effectCard('e-debuff-craft', 'DEBUFF_CRAFT'),
  effectCard('e-buff-points', 'BUFF_POINTS'),
  effectCard('e-debuff-points', 'DEBUFF_POINTS'),
  effectCard('e-buff-balance', 'BUFF_BALANCE'),
  effectCard('e-debuff-balance', 'DEBUFF_BALANCE'),
  effectCard('e-buff-drop', 'BUFF_DROPRATE'),
  effectCard('e-debuff-drop', 'DEBUFF_DROPRATE'),
];

/** The seed's recycle config: recycle 10/25/60/150/400/1000 by rarity, ×3 golden, ×8 chroma; craft = 5 × recycle. */
export const catalogue = createCatalogue({
  items,
  recycleConfig: generateRecycleConfig().map((row) => ({ ...row, shinyLevel: row.shinyLevel as 0 | 1 | 2 })),
  // a3 = c1 twice (as two entries, the way the real API lists units) + a1 once.
  fusions: [
    {
      resultItemId: 'a3',
      inputs: [
        { itemId: 'c1', quantity: 1 },
        { itemId: 'c1', quantity: 1 },
        { itemId: 'a1', quantity: 1 },
      ],
    },
  ],
});

export function player(overrides: Partial<PlayerState> = {}, ruleSet: RuleSet = 'HARDCORE'): PlayerState {
  return { ...createPlayerState('player-1', ruleSet, pityCounterStart), ...overrides };
}

export function withCurrencies(state: PlayerState, currencies: Partial<PlayerState['currencies']>): PlayerState {
  return { ...state, currencies: { ...state.currencies, ...currencies } };
}

/** Adds plain (or constellation) copies: [itemId, quantity, shinyLevel?, upgradeLevel?]. */
export function withCards(state: PlayerState, cards: [string, number, (0 | 1 | 2)?, number?][]): PlayerState {
  const inventory = { ...state.inventory };
  for (const [itemId, quantity, shinyLevel = 0, upgradeLevel = 0] of cards) {
    inventory[inventoryKey(itemId, shinyLevel, upgradeLevel)] = { itemId, shinyLevel, upgradeLevel, quantity };
  }
  return { ...state, inventory };
}

export function context(now: string, seed = 'engine-test', ruleSet: RuleSet = 'HARDCORE'): ActionContext {
  return { now: new Date(now), ruleSet, prng: createPrng(seed) };
}

/** The context of an action that may give tickets: the small catalogue, and ticket ids numbered in order. */
export function ticketContext(now: string, seed?: string, ruleSet?: RuleSet): TicketContext {
  let tickets = 0;
  return { ...context(now, seed, ruleSet), catalogue, newTicketId: () => `ticket-${++tickets}` };
}

/** A generator that always answers `value` to float(): 0 makes every chance succeed, 0.999 makes them all fail. */
export function constantPrng(value: number): Prng {
  const prng = createPrng('constant');
  const int = (min: number, max: number) => min + Math.floor(value * (max - min + 1));
  return {
    ...prng,
    float: () => value,
    int,
    chance: (p) => value < p,
    pick: <T>(values: readonly T[]) => values[int(0, values.length - 1)] as T,
    weightedPick: <T>(entries: readonly (readonly [T, number])[]) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = value * total;
      for (const [entry, weight] of entries) {
        roll -= weight;
        if (roll < 0) return entry;
      }
      return (entries[entries.length - 1] as readonly [T, number])[0];
    },
  };
}

export function accepted<O>(result: ActionResult<O>): Accepted<O> {
  if (!result.ok) assert.fail(`refused: ${result.code} ${result.message}`);
  return result;
}

export function refusedWith<O>(result: ActionResult<O>, code: string): void {
  assert.equal(result.ok, false, 'expected a refusal');
  if (!result.ok) assert.equal(result.code, code);
}

/** Applies an accepted action's effects to `state`. */
export function play<O>(
  state: PlayerState,
  result: ActionResult<O>,
): { state: PlayerState; outcome: O; effects: Effects } {
  const { effects, outcome } = accepted(result);
  const applied = applyEffects(state, effects);
  if (!applied.ok) assert.fail(`effects refused: ${applied.code}`);
  return { state: applied.state, outcome, effects };
}
