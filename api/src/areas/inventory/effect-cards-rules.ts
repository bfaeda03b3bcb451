// Effect cards (HARDCORE). Holding one puts the player under its effect: a bonus (BUFF_*) or a malus (DEBUFF_*) on
// points, on the daily balance, on recycling, on forge prices or on the chance of drawing effect cards.
import type { CardEffect } from '@zu/shared-contract';
import type { Catalogue } from '../../engine/catalogue';
import { inventoryEntries, type PlayerState } from '../../engine/player-state';

export type EffectKind = 'POINTS' | 'BALANCE' | 'RECYCLE' | 'CRAFT' | 'DROPRATE';

/** Leaderboard points an effect card adds or removes. */
export const effectPoints = 500;
/** ZUMonnaie an effect card adds or removes each night at midnight. */
export const effectDailyBalance = 500;
/** Share of recycling gains (and of the cost of recycling an effect card) an effect card changes. */
export const effectRecycleRate = 0.3;
/** Share of forge prices (craft, enchant) an effect card changes. */
export const effectCraftRate = 0.3;
/** Chance that an invocation draws an effect card, and how far the DROPRATE effects move it. */
export const effectCardDropChance = 0.01;
export const effectCardDropChanceStep = 0.005;

/**
 * The effects a player is under: one per effect card held, whatever the number of copies or the shiny level, so
 * two copies of a card do not stack.
 */
export function activeEffects(state: PlayerState, catalogue: Catalogue): CardEffect[] {
  const effects = new Set<CardEffect>();
  for (const entry of inventoryEntries(state)) {
    const effect = catalogue.itemsById.get(entry.itemId)?.effect;
    if (effect) effects.add(effect);
  }
  return [...effects].sort();
}

/**
 * The effects the player is under: `known` when the caller keeps them up to date as effect cards come and go (a
 * simulation, which would otherwise list a whole inventory on every action), else read from the inventory.
 */
export function effectsInForce(
  state: PlayerState,
  catalogue: Catalogue,
  known: readonly CardEffect[] | undefined,
): readonly CardEffect[] {
  return known ?? activeEffects(state, catalogue);
}

/** +1 under the bonus, -1 under the malus, 0 under both (they cancel out) or neither. */
export function effectDirection(effects: readonly CardEffect[], kind: EffectKind): -1 | 0 | 1 {
  const buff = `BUFF_${kind}` as const;
  const debuff = `DEBUFF_${kind}` as const;
  const direction = (effects.includes(buff) ? 1 : 0) - (effects.includes(debuff) ? 1 : 0);
  return direction as -1 | 0 | 1;
}

export function effectPointsBonus(effects: readonly CardEffect[]): number {
  return effectPoints * effectDirection(effects, 'POINTS');
}

/** The night's balance change; a malus never takes more than the player has. */
export function dailyBalanceEffect(effects: readonly CardEffect[], balance: number): number {
  const direction = effectDirection(effects, 'BALANCE');
  return direction >= 0 ? effectDailyBalance * direction : -Math.min(effectDailyBalance, balance);
}

export function recycleGainMultiplier(effects: readonly CardEffect[]): number {
  return 1 + effectRecycleRate * effectDirection(effects, 'RECYCLE');
}

/** The bonus makes recycling an effect card cheaper, the malus dearer. */
export function effectCardRecycleCostMultiplier(effects: readonly CardEffect[]): number {
  return 1 - effectRecycleRate * effectDirection(effects, 'RECYCLE');
}

/** BUFF_CRAFT lowers forge prices, DEBUFF_CRAFT raises them. */
export function forgePriceMultiplier(effects: readonly CardEffect[]): number {
  return 1 - effectCraftRate * effectDirection(effects, 'CRAFT');
}

/** 1% normally; 1.5% under DEBUFF_DROPRATE, 0.5% under BUFF_DROPRATE. */
export function effectCardChance(effects: readonly CardEffect[]): number {
  return effectCardDropChance - effectCardDropChanceStep * effectDirection(effects, 'DROPRATE');
}
