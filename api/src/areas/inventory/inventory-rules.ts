// Recycling, crafting and enchanting ('recyclage', 'création', 'enchantement'): values come from the recycle
// config, one row per rarity × shiny level. A card's pack decides the currency: 'Classique' cards are worth
// loreDust, every other pack's cards loreFragment.
import { corporationRecycleBonusPercent, type CorporationBonusLevels } from '../corporations/corporations-rules';
import { isClassic, recycleEntry, type Catalogue, type CatalogueItem, type ShinyLevel } from '../../engine/catalogue';
import {
  accept,
  actionLog,
  checkCosts,
  makeEffects,
  notEnoughItems,
  refuse,
  type ActionContext,
  type ActionResult,
  type Refusal,
} from '../../engine/effects';
import { quantityOf, type PlayerState } from '../../engine/player-state';
import type { ForgeRecord, RecycleRecord } from '../../engine/records';
import { instantString } from '../../engine/world-rules';
import type { CardEffect } from '@zu/shared-contract';
import {
  effectCardRecycleCostMultiplier,
  effectsInForce,
  forgePriceMultiplier,
  recycleGainMultiplier,
} from './effect-cards-rules';
import { type ForgeMode } from '../../engine/record-types';

export type PackCurrency = 'loreDust' | 'loreFragment';

export interface ForgeContext extends ActionContext {
  catalogue: Catalogue;
  /** Bonus levels of the player's corporation (empty without one). */
  corporationBonuses: CorporationBonusLevels;
  /** The running Vortex season's pack: its cards may be crafted and enchanted too. */
  vortexPackId: string | null;
  /** The effects the player is under, when the caller keeps them (see effectsInForce). */
  cardEffects?: readonly CardEffect[];
}

export const itemNotFound = refuse('ITEM_NOT_FOUND', "Cette carte n'existe pas.");
export const invalidQuantity = refuse('INVALID_QUANTITY', 'La quantité doit être un nombre entier positif.');

export function packCurrency(item: CatalogueItem): PackCurrency {
  return isClassic(item) ? 'loreDust' : 'loreFragment';
}

/** The corporation's recycle bonus for that currency, in percent. */
export function recycleBonusPercent(currency: PackCurrency, bonuses: CorporationBonusLevels): number {
  const level = currency === 'loreDust' ? bonuses.RECYCLE_LORE_DUST : bonuses.RECYCLE_LORE_FRAGMENT;
  return corporationRecycleBonusPercent(level ?? 0);
}

/** Base × corporation bonus × effect, rounded down. */
export function recycleGain(baseAmount: number, bonusPercent: number, effectMultiplier: number): number {
  return Math.floor((baseAmount * (100 + bonusPercent) * effectMultiplier) / 100 + 1e-9);
}

/**
 * Chosen: crafting and enchanting are open to 'Classique' cards and to the running Vortex season's pack. Asked of a
 * card or of a pack (its id and name).
 */
export function isForgeable(card: Pick<CatalogueItem, 'packId' | 'packName'>, vortexPackId: string | null): boolean {
  return isClassic(card) || card.packId === vortexPackId;
}

/** Chosen: getting rid of an effect card costs its normal craft value per copy instead of paying. */
export function recycle(
  state: PlayerState,
  input: { itemId: string; shinyLevel: ShinyLevel; quantity: number },
  ctx: ForgeContext,
): ActionResult<RecycleRecord> {
  const item = ctx.catalogue.itemsById.get(input.itemId);
  if (!item) return itemNotFound;
  if (!Number.isInteger(input.quantity) || input.quantity < 1) return invalidQuantity;
  const entry = recycleEntry(ctx.catalogue, item.rarity, input.shinyLevel);
  if (!item.isRecyclable || !entry) return refuse('ITEM_NOT_RECYCLABLE', 'Cette carte ne peut pas être recyclée.');
  if (quantityOf(state, item.id, input.shinyLevel) < input.quantity) return notEnoughItems;

  const currency = packCurrency(item);
  const effects = effectsInForce(state, ctx.catalogue, ctx.cardEffects);
  const baseAmount = entry.recycleValue * input.quantity;
  let amount: number;
  if (item.effect !== null) {
    const craftValue = recycleEntry(ctx.catalogue, item.rarity, 0)?.craftValue ?? entry.recycleValue;
    amount = -Math.round(craftValue * input.quantity * effectCardRecycleCostMultiplier(effects));
    const refusal = checkCosts(state.currencies, { [currency]: -amount });
    if (refusal) return refusal;
  } else {
    const bonusPercent = recycleBonusPercent(currency, ctx.corporationBonuses);
    amount = recycleGain(baseAmount, bonusPercent, recycleGainMultiplier(effects));
  }
  const record: RecycleRecord = {
    kind: 'recycle',
    at: instantString(ctx.now),
    itemId: item.id,
    shinyLevel: input.shinyLevel,
    quantity: input.quantity,
    currency,
    baseAmount,
    amount,
    isClassic: isClassic(item),
    isEffectCard: item.effect !== null,
  };
  return accept(
    makeEffects({
      currencies: { [currency]: amount },
      inventory: [{ itemId: item.id, shinyLevel: input.shinyLevel, upgradeLevel: 0, quantity: -input.quantity }],
      counters: [{ counter: 'recycledCount', delta: input.quantity }],
      records: [record, actionLog('RECYCLE', ctx, input, record)],
    }),
    record,
  );
}

/** What crafting (normal craftValue) or enchanting (golden craftValue) the card costs this player. */
export function forgePrice(
  state: PlayerState,
  item: CatalogueItem,
  mode: ForgeMode,
  catalogue: Catalogue,
  cardEffects?: readonly CardEffect[],
): number | null {
  const entry = recycleEntry(catalogue, item.rarity, mode === 'CRAFT' ? 0 : 1);
  if (!entry) return null;
  return Math.round(entry.craftValue * forgePriceMultiplier(effectsInForce(state, catalogue, cardEffects)));
}

/**
 * What crafting the card would cost this player, or why the game refuses to craft it; whether the player can pay is
 * left to the caller (the craft action checks it, the forge planner shows the price either way).
 */
export function craftPrice(
  state: PlayerState,
  item: CatalogueItem,
  ctx: ForgeContext,
): { ok: true; price: number } | Refusal {
  const price = forgePrice(state, item, 'CRAFT', ctx.catalogue, ctx.cardEffects);
  if (!item.isCraftable || price === null || !isForgeable(item, ctx.vortexPackId)) {
    return refuse('ITEM_NOT_CRAFTABLE', 'Cette carte ne peut pas être créée.');
  }
  return { ok: true, price };
}

export function craft(state: PlayerState, input: { itemId: string }, ctx: ForgeContext): ActionResult<ForgeRecord> {
  const item = ctx.catalogue.itemsById.get(input.itemId);
  if (!item) return itemNotFound;
  const quote = craftPrice(state, item, ctx);
  return quote.ok ? forge(state, item, 'CRAFT', quote.price, ctx) : quote;
}

export function enchant(state: PlayerState, input: { itemId: string }, ctx: ForgeContext): ActionResult<ForgeRecord> {
  const item = ctx.catalogue.itemsById.get(input.itemId);
  if (!item) return itemNotFound;
  const price = forgePrice(state, item, 'ENCHANT', ctx.catalogue, ctx.cardEffects);
  if (!item.isGoldable || !item.shinyLevels[1] || price === null || !isForgeable(item, ctx.vortexPackId)) {
    return refuse('ITEM_NOT_GOLDABLE', 'Cette carte ne peut pas être enchantée.');
  }
  if (quantityOf(state, item.id, 0) < 1) return notEnoughItems;
  return forge(state, item, 'ENCHANT', price, ctx);
}

function forge(
  state: PlayerState,
  item: CatalogueItem,
  mode: ForgeMode,
  price: number,
  ctx: ForgeContext,
): ActionResult<ForgeRecord> | Refusal {
  const currency = packCurrency(item);
  const refusal = checkCosts(state.currencies, { [currency]: price });
  if (refusal) return refusal;
  const shinyLevel: ShinyLevel = mode === 'CRAFT' ? 0 : 1;
  const at = instantString(ctx.now);
  const record: ForgeRecord = { kind: 'forge', at, mode, itemId: item.id, shinyLevel, currency, cost: price };
  const inventory =
    mode === 'CRAFT'
      ? [{ itemId: item.id, shinyLevel, upgradeLevel: 0, quantity: 1 }]
      : [
          { itemId: item.id, shinyLevel: 0 as const, upgradeLevel: 0, quantity: -1 },
          { itemId: item.id, shinyLevel, upgradeLevel: 0, quantity: 1 },
        ];
  return accept(
    makeEffects({
      currencies: { [currency]: -price },
      inventory,
      counters: [{ counter: mode === 'CRAFT' ? 'craftCount' : 'enchantCount', delta: 1 }],
      records: [record, actionLog(mode, ctx, { itemId: item.id }, record)],
    }),
    record,
  );
}
