// The forge planner: what the player's inventory would give or cost at the forge today. Every figure is the answer of
// the game's own rule, asked on the player's state without applying it: recycling the duplicates, crafting a pack's
// missing cards, the fusions within reach. Nothing here computes a price or a gain of its own.
import { catalogueSelection, shinyLevels, type CatalogueItem, type ShinyLevel } from '../../engine/catalogue';
import { inventoryEntries, quantityOf, type PlayerState } from '../../engine/player-state';
import { effectsInForce, forgePriceMultiplier, recycleGainMultiplier } from './effect-cards-rules';
import { fusionRequirements, isGoldenFusion, missingFusionInputs, type FusionShinyLevel } from './fusion-rules';
import {
  craftPrice,
  isForgeable,
  packCurrency,
  recycle,
  recycleBonusPercent,
  type ForgeContext,
  type PackCurrency,
} from './inventory-rules';

export type CurrencyAmounts = Record<PackCurrency, number>;

export interface RecyclePlanLine {
  itemId: string;
  shinyLevel: ShinyLevel;
  /** Plain copies held. */
  quantity: number;
  duplicateCount: number;
  currency: PackCurrency;
  amount: number;
}

export interface CraftPlanLine {
  itemId: string;
  currency: PackCurrency;
  cost?: number;
  refusal?: { code: string; message: string };
}

export interface FusionPlanLine {
  resultItemId: string;
  shinyLevel: FusionShinyLevel;
  inputs: { itemId: string; needed: number; held: number }[];
}

export interface ForgePlanFigures {
  balance: CurrencyAmounts;
  modifiers: {
    recycleEffectPercent: number;
    craftEffectPercent: number;
    corporationRecyclePercent: CurrencyAmounts;
    vortexPackId: string | null;
  };
  recycle: { lines: RecyclePlanLine[]; total: CurrencyAmounts };
  craft?: { packId: string; isForgeable: boolean; lines: CraftPlanLine[]; total: CurrencyAmounts };
  fusions: { ready: FusionPlanLine[]; missingOne: FusionPlanLine[] };
}

/** The pack whose missing cards to price: its id and name (what tells 'Classique' apart). */
export interface PlannedPack {
  packId: string;
  packName: string;
}

const noAmounts = (): CurrencyAmounts => ({ loreDust: 0, loreFragment: 0 });

/** A multiplier as the percent it adds or takes off: 1.3 → 30, 0.7 → -30. */
const percentOf = (multiplier: number) => Math.round((multiplier - 1) * 100);

export function planForge(state: PlayerState, forgeContext: ForgeContext, pack?: PlannedPack): ForgePlanFigures {
  // The effects are read once for every line rather than from the whole inventory by each rule asked.
  const effects = effectsInForce(state, forgeContext.catalogue, forgeContext.cardEffects);
  const ctx: ForgeContext = { ...forgeContext, cardEffects: effects };
  return {
    balance: { loreDust: state.currencies.loreDust, loreFragment: state.currencies.loreFragment },
    modifiers: {
      recycleEffectPercent: percentOf(recycleGainMultiplier(effects)),
      craftEffectPercent: percentOf(forgePriceMultiplier(effects)),
      corporationRecyclePercent: {
        loreDust: recycleBonusPercent('loreDust', ctx.corporationBonuses),
        loreFragment: recycleBonusPercent('loreFragment', ctx.corporationBonuses),
      },
      vortexPackId: ctx.vortexPackId,
    },
    recycle: recyclePlan(state, ctx),
    ...(pack ? { craft: craftPlan(state, ctx, pack) } : {}),
    fusions: fusionPlan(state, ctx),
  };
}

/**
 * Each plain card held more than once, its copies beyond the first recycled: what the recycle rule gives for them
 * (an effect card's cost as a negative amount). A card the rule refuses (not recyclable, or an effect card the player
 * cannot pay to get rid of) has no line.
 */
function recyclePlan(state: PlayerState, ctx: ForgeContext): ForgePlanFigures['recycle'] {
  const lines: RecyclePlanLine[] = [];
  const total = noAmounts();
  for (const entry of inventoryEntries(state)) {
    if (entry.upgradeLevel !== 0 || entry.quantity < 2) continue;
    const item = ctx.catalogue.itemsById.get(entry.itemId);
    const duplicateCount = entry.quantity - 1;
    const result = recycle(
      state,
      { itemId: entry.itemId, shinyLevel: entry.shinyLevel, quantity: duplicateCount },
      ctx,
    );
    if (!item || !result.ok) continue;
    const { amount } = result.outcome;
    const currency = packCurrency(item);
    lines.push({
      itemId: item.id,
      shinyLevel: entry.shinyLevel,
      quantity: entry.quantity,
      duplicateCount,
      currency,
      amount,
    });
    total[currency] += amount;
  }
  return { lines, total };
}

/** The pack's cards the player holds no plain copy of (at any shiny level), each with its price or the refusal. */
function craftPlan(state: PlayerState, ctx: ForgeContext, pack: PlannedPack): NonNullable<ForgePlanFigures['craft']> {
  const cards = catalogueSelection(ctx.catalogue, `forge-plan/pack/${pack.packId}`, () =>
    ctx.catalogue.items.filter((item) => item.packId === pack.packId),
  );
  const total = noAmounts();
  const lines = cards
    .filter((item) => !holdsPlainCopy(state, item))
    .map((item): CraftPlanLine => {
      const currency = packCurrency(item);
      const quote = craftPrice(state, item, ctx);
      if (!quote.ok) return { itemId: item.id, currency, refusal: { code: quote.code, message: quote.message } };
      total[currency] += quote.price;
      return { itemId: item.id, currency, cost: quote.price };
    });
  return { packId: pack.packId, isForgeable: isForgeable(pack, ctx.vortexPackId), lines, total };
}

const holdsPlainCopy = (state: PlayerState, item: CatalogueItem) =>
  shinyLevels.some((shinyLevel) => quantityOf(state, item.id, shinyLevel) > 0);

/**
 * Every fusion of the catalogue, plain and (when it exists in gold) golden, that the player can make now or is short
 * of one input card for.
 */
function fusionPlan(state: PlayerState, ctx: ForgeContext): ForgePlanFigures['fusions'] {
  const ready: FusionPlanLine[] = [];
  const missingOne: FusionPlanLine[] = [];
  for (const recipe of ctx.catalogue.fusionsByResult.values()) {
    const levels: FusionShinyLevel[] = isGoldenFusion(recipe, ctx.catalogue) ? [0, 1] : [0];
    for (const shinyLevel of levels) {
      const missing = missingFusionInputs(state, recipe, shinyLevel).length;
      if (missing > 1) continue;
      const inputs = [...fusionRequirements(recipe)].map(([itemId, needed]) => ({
        itemId,
        needed,
        held: quantityOf(state, itemId, shinyLevel),
      }));
      (missing === 0 ? ready : missingOne).push({ resultItemId: recipe.resultItemId, shinyLevel, inputs });
    }
  }
  return { ready, missingOne };
}
