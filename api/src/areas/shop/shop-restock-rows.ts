// The rows a day's restock of the échoppe writes: one mapping for the daily turn and for the seed's played days, so
// that a batch the seed wrote and one the daily turn writes can never differ in shape.
import type { RuleSet } from '../../engine/rule-sets';
import { dailyTurnInstant, type WorldDate } from '../../engine/world-rules';
import type { ShopOffer } from './shop-rules';
import type { shopEntries } from './shop-schema';

export type ShopEntryRow = typeof shopEntries.$inferInsert;

/** The batch of `date` (from restockShop), full, on sale from that day's turn on. */
export function shopRestockRows(ruleSet: RuleSet, date: WorldDate, offers: readonly ShopOffer[]): ShopEntryRow[] {
  const beginDate = dailyTurnInstant(date);
  return offers.map(({ id, itemId, shinyLevel, upgradeLevel, price, initialStock }) => ({
    id,
    ruleSet,
    itemId,
    shinyLevel,
    upgradeLevel,
    price,
    initialStock,
    currentStock: initialStock,
    beginDate,
  }));
}
