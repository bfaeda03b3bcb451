// Fusions: a result card made of input cards, each needed as many times as the recipe lists it. A golden fusion
// takes golden inputs and gives the golden result.
import type { Catalogue, FusionRecipe, ShinyLevel } from '../../engine/catalogue';
import {
  accept,
  actionLog,
  makeEffects,
  refuse,
  type ActionContext,
  type ActionResult,
  type InventoryDelta,
} from '../../engine/effects';
import { quantityOf, type PlayerState } from '../../engine/player-state';
import type { FusionRecord } from '../../engine/records';
import { instantString } from '../../engine/world-rules';

export type FusionShinyLevel = Extract<ShinyLevel, 0 | 1>;

export interface FusionContext extends ActionContext {
  catalogue: Catalogue;
}

/** Copies needed per input card: repeated entries and quantities both count. */
export function fusionRequirements(recipe: FusionRecipe): Map<string, number> {
  const needed = new Map<string, number>();
  for (const input of recipe.inputs) needed.set(input.itemId, (needed.get(input.itemId) ?? 0) + input.quantity);
  return needed;
}

export interface MissingInput {
  itemId: string;
  needed: number;
  held: number;
}

export function missingFusionInputs(
  state: PlayerState,
  recipe: FusionRecipe,
  shinyLevel: FusionShinyLevel,
): MissingInput[] {
  return [...fusionRequirements(recipe)]
    .map(([itemId, needed]) => ({ itemId, needed, held: quantityOf(state, itemId, shinyLevel) }))
    .filter((input) => input.held < input.needed);
}

/** Whether the fusion exists in gold: its result and every input card have a golden version. */
export function isGoldenFusion(recipe: FusionRecipe, catalogue: Catalogue): boolean {
  const cards = [recipe.resultItemId, ...fusionRequirements(recipe).keys()];
  return cards.every((id) => catalogue.itemsById.get(id)?.shinyLevels[1] === true);
}

export function fuse(
  state: PlayerState,
  input: { resultItemId: string; shinyLevel: FusionShinyLevel },
  ctx: FusionContext,
): ActionResult<FusionRecord> {
  const recipe = ctx.catalogue.fusionsByResult.get(input.resultItemId);
  if (!recipe) return refuse('FUSION_NOT_FOUND', "Cette fusion n'existe pas.");
  const requirements = fusionRequirements(recipe);
  if (input.shinyLevel === 1 && !isGoldenFusion(recipe, ctx.catalogue)) {
    return refuse('FUSION_NOT_GOLDABLE', "Cette fusion n'existe pas en version dorée.");
  }
  if (missingFusionInputs(state, recipe, input.shinyLevel).length > 0) {
    return refuse('MISSING_FUSION_ITEMS', 'Il te manque des cartes pour cette fusion.');
  }
  const inputs = [...requirements].map(([itemId, quantity]) => ({ itemId, quantity }));
  const record: FusionRecord = {
    kind: 'fusion',
    at: instantString(ctx.now),
    resultItemId: input.resultItemId,
    shinyLevel: input.shinyLevel,
    inputs,
  };
  const inventory: InventoryDelta[] = [
    ...inputs.map((i) => ({ itemId: i.itemId, shinyLevel: input.shinyLevel, upgradeLevel: 0, quantity: -i.quantity })),
    { itemId: input.resultItemId, shinyLevel: input.shinyLevel, upgradeLevel: 0, quantity: 1 },
  ];
  return accept(
    makeEffects({
      inventory,
      counters: [{ counter: 'fusionCount', delta: 1 }],
      records: [record, actionLog('FUSE', ctx, input, record)],
    }),
    record,
  );
}
