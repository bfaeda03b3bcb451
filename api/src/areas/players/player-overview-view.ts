import type { InventoryEntry, PlayerOverview, TowerStat } from '@zu/shared-contract';
import { toParisDateTime } from '../../lib/dates';
import { type ItemRow } from '../catalogue/item-selection';
import { toItem } from '../catalogue/item-view';
import type { catalogueCountRows, InventoryRow } from '../inventory/inventory-queries';
import { toInventoryEntry, toRarityCounts } from '../inventory/inventory-view';
import { invocationsBeforePity } from '../invocations/invocations-rules';

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

export interface OverviewParts {
  catalogue: Rows<typeof catalogueCountRows>;
  owned: Parameters<typeof toRarityCounts>[1];
  pins: readonly (InventoryRow & { pin: { date: Date } })[];
  best: readonly (ItemRow & { invocation: { shinyLevel: number; at: Date; isPity: boolean; kind: string } })[];
  invokeBeforePity: number;
  towerStat: TowerStat | undefined;
}

export function toPlayerOverview(parts: OverviewParts, publicUrl: string): PlayerOverview {
  return {
    countByRarity: toRarityCounts(parts.catalogue, parts.owned),
    pins: parts.pins.map((row) => ({
      inventory: toInventoryEntry(row, publicUrl) satisfies InventoryEntry,
      date: toParisDateTime(row.pin.date),
    })),
    bestInventoryLogs: parts.best.map((row) => ({
      item: toItem(row, publicUrl),
      shinyLevel: row.invocation.shinyLevel,
      upgradeLevel: 0,
      date: toParisDateTime(row.invocation.at),
      isPity: row.invocation.isPity,
      source: row.invocation.kind === 'EVENT' ? 'EVENT' : 'INVOKE',
      deltaQuantity: 1,
    })),
    invokeBeforePity: parts.invokeBeforePity,
    invocationsBeforePity: invocationsBeforePity(parts.invokeBeforePity),
    ...(parts.towerStat ? { towerStat: parts.towerStat } : {}),
  };
}
