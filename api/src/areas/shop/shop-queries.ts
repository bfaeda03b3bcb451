import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { items, packs } from '../catalogue/catalogue-schema';
import { itemSelection } from '../catalogue/item-selection';
import type { ShinyLevel } from '../../engine/catalogue';
import { worldDateOf } from '../../engine/world-rules';
import type { ShopOffer } from './shop-rules';
import { shopEntries, shopPurchases } from './shop-schema';

/** When the current batch began: the latest one that has begun (none before the first). */
async function latestBatchStart(db: Db, ruleSet: RuleSet, now: Date): Promise<{ beginDate: Date } | undefined> {
  const [latest] = await db
    .select({ beginDate: shopEntries.beginDate })
    .from(shopEntries)
    .where(and(eq(shopEntries.ruleSet, ruleSet), lte(shopEntries.beginDate, now)))
    .orderBy(desc(shopEntries.beginDate))
    .limit(1);
  return latest;
}

/**
 * The rule set's current offers with their cards, cheapest first; none before the first batch begins. `now` is the
 * world's instant, never the machine's: the batch on sale is the one of the world's day, which a buy checks too.
 */
export async function currentShopRows(db: Db, ruleSet: RuleSet, now: Date) {
  const latest = await latestBatchStart(db, ruleSet, now);
  if (!latest) return [];
  return db
    .select({ ...itemSelection, entry: shopEntries })
    .from(shopEntries)
    .innerJoin(items, eq(items.id, shopEntries.itemId))
    .innerJoin(packs, eq(packs.id, items.packId))
    .where(and(eq(shopEntries.ruleSet, ruleSet), eq(shopEntries.beginDate, latest.beginDate)))
    .orderBy(asc(shopEntries.price));
}

/** The ids of the current batch's offers a player has bought (none before the first batch). */
export async function boughtCurrentEntryIds(db: Db, ruleSet: RuleSet, userId: string, now: Date): Promise<string[]> {
  const latest = await latestBatchStart(db, ruleSet, now);
  if (!latest) return [];
  const rows = await db
    .select({ entryId: shopPurchases.entryId })
    .from(shopPurchases)
    .innerJoin(shopEntries, eq(shopEntries.id, shopPurchases.entryId))
    .where(
      and(
        eq(shopPurchases.userId, userId),
        eq(shopEntries.ruleSet, ruleSet),
        eq(shopEntries.beginDate, latest.beginDate),
      ),
    )
    .orderBy(asc(shopPurchases.entryId));
  return rows.map((row) => row.entryId);
}

/** One entry of the rule set's échoppe (of any batch) with its card, as the routes show it. */
export async function findShopRow(db: Db, ruleSet: RuleSet, entryId: string) {
  const [row] = await db
    .select({ ...itemSelection, entry: shopEntries })
    .from(shopEntries)
    .innerJoin(items, eq(items.id, shopEntries.itemId))
    .innerJoin(packs, eq(packs.id, items.packId))
    .where(and(eq(shopEntries.ruleSet, ruleSet), eq(shopEntries.id, entryId)));
  return row;
}

/** The current batch as the rules read it: offers with their stock, on the day the batch began. */
export async function loadShopOffers(
  db: Db,
  ruleSet: RuleSet,
  now: Date,
): Promise<(ShopOffer & { currentStock: number })[]> {
  const latest = await latestBatchStart(db, ruleSet, now);
  if (!latest) return [];
  const rows = await db
    .select()
    .from(shopEntries)
    .where(and(eq(shopEntries.ruleSet, ruleSet), eq(shopEntries.beginDate, latest.beginDate)))
    .orderBy(asc(shopEntries.price), asc(shopEntries.id));
  return rows.map((row) => ({
    id: row.id,
    itemId: row.itemId,
    shinyLevel: row.shinyLevel as ShinyLevel,
    upgradeLevel: row.upgradeLevel,
    price: row.price,
    initialStock: row.initialStock,
    currentStock: row.currentStock,
    beginDate: worldDateOf(row.beginDate),
  }));
}
