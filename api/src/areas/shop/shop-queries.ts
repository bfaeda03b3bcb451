import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../db/rule-sets';
import { items, packs } from '../catalogue/catalogue-schema';
import { itemSelection } from '../catalogue/item-rows';
import { shopEntries } from './shop-schema';

/** The rule set's current offers with their cards, cheapest first; none before the first batch begins. */
export async function currentShopRows(db: Db, ruleSet: RuleSet, now = new Date()) {
  // The current batch is the latest one that has begun.
  const [latest] = await db
    .select({ beginDate: shopEntries.beginDate })
    .from(shopEntries)
    .where(and(eq(shopEntries.ruleSet, ruleSet), lte(shopEntries.beginDate, now)))
    .orderBy(desc(shopEntries.beginDate))
    .limit(1);
  if (!latest) return [];
  return db
    .select({ ...itemSelection, entry: shopEntries })
    .from(shopEntries)
    .innerJoin(items, eq(items.id, shopEntries.itemId))
    .innerJoin(packs, eq(packs.id, items.packId))
    .where(and(eq(shopEntries.ruleSet, ruleSet), eq(shopEntries.beginDate, latest.beginDate)))
    .orderBy(asc(shopEntries.price));
}
