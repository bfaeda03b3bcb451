// Evolutions ('évolution'): a chain of cards, each step unlocked with Éclats d'étoile (upgradeDust). Reaching
// step i (1-based, step 0 being the chain's first card) costs upgradeDustCosts[i - 1]. Chosen: the player keeps the
// earlier cards, so every step up to the current one shows as owned.
// Chosen: a chain is started by owning its first card; from there the player stands at the furthest step owned, so a
// later card drawn by luck skips the steps before it, while one drawn without the first card starts nothing.
import {
  accept,
  actionLog,
  checkCosts,
  makeEffects,
  refuse,
  type ActionContext,
  type ActionResult,
} from '../../engine/effects';
import { shinyLevels } from '../../engine/catalogue';
import { quantityOf, type PlayerState } from '../../engine/player-state';
import type { EvolutionRecord } from '../../engine/records';
import { instantString } from '../../engine/world-rules';

export interface EvolutionChain {
  id: string;
  itemIds: readonly string[];
  /** One cost per step after the first: upgradeDustCosts[i - 1] reaches step i. */
  upgradeDustCosts: readonly number[];
}

/** A chain's steps as stored (one row per step, 0 for the first card), in any order. */
export interface EvolutionStepRow {
  evolutionId: string;
  step: number;
  itemId: string;
  upgradeDustCost: number;
}

/** The chains the step rows make, in the order their first rows come, each with its cards in step order. */
export function chainsOfSteps(rows: readonly EvolutionStepRow[]): EvolutionChain[] {
  const stepsByChain = new Map<string, EvolutionStepRow[]>();
  for (const row of rows) stepsByChain.set(row.evolutionId, [...(stepsByChain.get(row.evolutionId) ?? []), row]);
  return [...stepsByChain].map(([id, steps]) => {
    const ordered = [...steps].sort((a, b) => a.step - b.step);
    return {
      id,
      itemIds: ordered.map((s) => s.itemId),
      upgradeDustCosts: ordered.slice(1).map((s) => s.upgradeDustCost),
    };
  });
}

export interface EvolutionContext extends ActionContext {
  evolutions: readonly EvolutionChain[];
}

/**
 * Where a player stands in a chain of cards (`itemIds`, in step order) given which cards it owns: -1 until it owns
 * the first card, then the furthest step it owns.
 */
export function chainProgress(itemIds: readonly string[], owns: (itemId: string) => boolean): number {
  if (itemIds.length === 0 || !owns(itemIds[0]!)) return -1;
  for (let step = itemIds.length - 1; step > 0; step--) if (owns(itemIds[step]!)) return step;
  return 0;
}

/** A plain copy (any shiny level, not a constellation) of the card. */
function ownsPlainCard(state: PlayerState, itemId: string): boolean {
  return shinyLevels.some((shinyLevel) => quantityOf(state, itemId, shinyLevel) > 0);
}

/** The player's step in the chain (see chainProgress). */
export function evolutionStep(state: PlayerState, chain: EvolutionChain): number {
  return chainProgress(chain.itemIds, (itemId) => ownsPlainCard(state, itemId));
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
