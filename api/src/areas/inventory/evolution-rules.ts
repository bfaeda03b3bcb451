// Evolutions ('évolution'): a chain of cards, each step unlocked with Éclats d'étoile (upgradeDust). Reaching
// step i (1-based, step 0 being the chain's first card) costs upgradeDustCosts[i - 1]. Chosen: the player keeps the
// earlier cards, so every step up to the current one shows as owned.
import {
  accept,
  actionLog,
  checkCosts,
  makeEffects,
  refuse,
  type ActionContext,
  type ActionResult,
} from '../../engine/effects';
import { inventoryEntries, type PlayerState } from '../../engine/player-state';
import type { EvolutionRecord } from '../../engine/records';
import { instantString } from '../../engine/world-rules';

export interface EvolutionChain {
  id: string;
  itemIds: readonly string[];
  /** One cost per step after the first: upgradeDustCosts[i - 1] reaches step i. */
  upgradeDustCosts: readonly number[];
}

export interface EvolutionContext extends ActionContext {
  evolutions: readonly EvolutionChain[];
}

/** The furthest step the player owns a copy of (any shiny level); -1 before the chain's first card. */
export function evolutionStep(state: PlayerState, chain: EvolutionChain): number {
  const owned = new Set(
    inventoryEntries(state)
      .filter((e) => e.upgradeLevel === 0)
      .map((e) => e.itemId),
  );
  let step = -1;
  chain.itemIds.forEach((itemId, index) => {
    if (owned.has(itemId)) step = index;
  });
  return step;
}

export function evolutionCost(chain: EvolutionChain, step: number): number | null {
  return chain.upgradeDustCosts[step - 1] ?? null;
}

export function evolve(
  state: PlayerState,
  input: { chainId: string },
  ctx: EvolutionContext,
): ActionResult<EvolutionRecord> {
  const chain = ctx.evolutions.find((c) => c.id === input.chainId);
  if (!chain) return refuse('EVOLUTION_NOT_FOUND', "Cette évolution n'existe pas.");
  const current = evolutionStep(state, chain);
  if (current < 0) return refuse('EVOLUTION_NOT_STARTED', 'Il te faut la première carte de cette évolution.');
  const step = current + 1;
  const itemId = chain.itemIds[step];
  const cost = evolutionCost(chain, step);
  if (itemId === undefined || cost === null) {
    return refuse('EVOLUTION_COMPLETE', 'Cette évolution est déjà complète.');
  }
  const refusal = checkCosts(state.currencies, { upgradeDust: cost });
  if (refusal) return refusal;
  const record: EvolutionRecord = {
    kind: 'evolution',
    at: instantString(ctx.now),
    chainId: chain.id,
    step,
    itemId,
    upgradeDustCost: cost,
  };
  return accept(
    makeEffects({
      currencies: { upgradeDust: -cost },
      inventory: [{ itemId, shinyLevel: 0, upgradeLevel: 0, quantity: 1 }],
      counters: [{ counter: 'evolutionCount', delta: 1 }],
      records: [record, actionLog('EVOLVE', ctx, input, record)],
    }),
    record,
  );
}
