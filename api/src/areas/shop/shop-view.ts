import type { ShopEntry } from '@zu/shared-contract';
import { toParisDateTime } from '../../lib/dates';
import { isGolden, toItem } from '../catalogue/item-view';
import type { currentShopRows } from './shop-queries';

/** An offer of the échoppe: the card, its price and what is left of its stock. */
export function toShopEntry(row: Awaited<ReturnType<typeof currentShopRows>>[number], publicUrl: string): ShopEntry {
  return {
    id: row.entry.id,
    beginDate: toParisDateTime(row.entry.beginDate),
    initialStock: row.entry.initialStock,
    currentStock: row.entry.currentStock,
    shopInventory: {
      item: toItem(row, publicUrl),
      balance: row.entry.price,
      shinyLevel: row.entry.shinyLevel,
      isGolden: isGolden(row.entry.shinyLevel),
      upgradeLevel: row.entry.upgradeLevel,
    },
  };
}
