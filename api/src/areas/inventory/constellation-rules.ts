// Constellations ('constellation', UPGRADE): a duplicate of an upgradable card is melted into one Éclat d'étoile
// (upgradeDust) and raises the card's constellation. The UPGRADE entry is created at upgradeLevel = rarity (shown
// level 1) and each later duplicate lowers upgradeLevel by one while it is above 1; upgradeLevel 1 is the top.
import type { Catalogue } from '../../engine/catalogue';
import {
  accept,
  actionLog,
  makeEffects,
  refuse,
  type ActionContext,
  type ActionResult,
  type InventoryDelta,
} from '../../engine/effects';
import { constellationEntry, inventoryEntries, quantityOf, type PlayerState } from '../../engine/player-state';
import type { ConstellationRecord } from '../../engine/records';
import { instantString } from '../../engine/world-rules';
import { itemNotFound } from './inventory-rules';

/** upgradeDust one duplicate gives. */
export const upgradeDustPerDuplicate = 1;
/** Copies of a normal card needed so that one of them is a duplicate. */
export const copiesForDuplicate = 2;

/** The level shown for a constellation: rarity − upgradeLevel + 1, out of rarity. */
export function constellationLevel(rarity: number, upgradeLevel: number): number {
  return rarity - upgradeLevel + 1;
}

export function isMaxedConstellation(upgradeLevel: number): boolean {
  return upgradeLevel === 1;
}

/** Constellations the player raised to the top (the MAXED_CONSTELLATIONS achievement, the UPGRADE leaderboard). */
export function maxedConstellationCount(state: PlayerState): number {
  return inventoryEntries(state).filter((entry) => isMaxedConstellation(entry.upgradeLevel)).length;
}

export interface ConstellationContext extends ActionContext {
  catalogue: Catalogue;
}

export function upgrade(
  state: PlayerState,
  input: { itemId: string },
  ctx: ConstellationContext,
): ActionResult<ConstellationRecord> {
  const item = ctx.catalogue.itemsById.get(input.itemId);
  if (!item) return itemNotFound;
  if (!item.isUpgradable) return refuse('ITEM_NOT_UPGRADABLE', "Cette carte n'a pas de constellation.");
  if (quantityOf(state, item.id, 0) < copiesForDuplicate) {
    return refuse('NO_DUPLICATE', 'Il te faut un doublon de cette carte.');
  }
  const entry = constellationEntry(state, item.id);
  const inventory: InventoryDelta[] = [{ itemId: item.id, shinyLevel: 0, upgradeLevel: 0, quantity: -1 }];
  let upgradeLevel: number;
  if (!entry) {
    upgradeLevel = item.rarity;
    inventory.push({ itemId: item.id, shinyLevel: 0, upgradeLevel, quantity: 1 });
  } else if (entry.upgradeLevel > 1) {
    upgradeLevel = entry.upgradeLevel - 1;
    inventory.push(
      { itemId: item.id, shinyLevel: entry.shinyLevel, upgradeLevel: entry.upgradeLevel, quantity: -entry.quantity },
      { itemId: item.id, shinyLevel: entry.shinyLevel, upgradeLevel, quantity: entry.quantity },
    );
  } else {
    upgradeLevel = entry.upgradeLevel;
  }
  const record: ConstellationRecord = {
    kind: 'constellation',
    at: instantString(ctx.now),
    itemId: item.id,
    upgradeLevel,
    created: !entry,
  };
  return accept(
    makeEffects({
      currencies: { upgradeDust: upgradeDustPerDuplicate },
      inventory,
      counters: [{ counter: 'constellationCount', delta: 1 }],
      records: [record, actionLog('UPGRADE', ctx, input, record)],
    }),
    record,
  );
}
