import { and, asc, count, countDistinct, eq, inArray } from 'drizzle-orm';
import type { ItemQuery } from '@zu/shared-contract';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { inventories, playerAccounts } from '../players/players-schema';
import { fusionInputs, fusions, items, packs, recycleConfig } from './catalogue-schema';
import { itemConditions } from './item-filters';
import { selectItems, type ItemRow } from './item-selection';

/** Every pack, by year then name. */
export async function listPacks(db: Db) {
  return db.select().from(packs).orderBy(asc(packs.year), asc(packs.name));
}

/** The cards the filters keep, by number. */
export async function listItems(db: Db, query: ItemQuery): Promise<ItemRow[]> {
  return selectItems(db).where(itemConditions(query)).orderBy(asc(items.identifier));
}

/** Every card, in no particular order. */
export async function allItems(db: Db): Promise<ItemRow[]> {
  return selectItems(db);
}

export async function findItemBySlug(db: Db, slug: string): Promise<ItemRow | undefined> {
  const [row] = await selectItems(db).where(eq(items.slug, slug));
  return row;
}

/** The given cards, by number (none asked, none read). */
export async function itemsByIds(db: Db, ids: string[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  return selectItems(db).where(inArray(items.id, ids)).orderBy(asc(items.identifier));
}

/** Craft and recycle values of a rarity, one row per shiny level. */
export async function recycleValuesOf(db: Db, rarity: number) {
  return db.select().from(recycleConfig).where(eq(recycleConfig.rarity, rarity));
}

/** Every craft and recycle value, by rarity then shiny level. */
export async function listRecycleConfig(db: Db) {
  return db.select().from(recycleConfig).orderBy(asc(recycleConfig.rarity), asc(recycleConfig.shinyLevel));
}

/** The cards a fusion consumes to give this one (a card is the result of one fusion at most). */
export async function componentIdsOf(db: Db, itemId: string): Promise<string[]> {
  const rows = await db
    .select({ id: fusionInputs.itemId })
    .from(fusionInputs)
    .innerJoin(fusions, eq(fusionInputs.fusionId, fusions.id))
    .where(eq(fusions.resultItemId, itemId));
  return rows.map((row) => row.id);
}

/** The cards given by the fusions that consume this one. */
export async function fusionResultIdsOf(db: Db, itemId: string): Promise<string[]> {
  const rows = await db
    .select({ id: fusions.resultItemId })
    .from(fusions)
    .innerJoin(fusionInputs, eq(fusionInputs.fusionId, fusions.id))
    .where(eq(fusionInputs.itemId, itemId));
  return rows.map((row) => row.id);
}

/** Share (0-100) of the rule set's players who own at least one copy of the card. */
export async function ownedPercentOf(db: Db, itemId: string, ruleSet: RuleSet): Promise<number> {
  const [[owners], [players]] = await Promise.all([
    db
      .select({ n: countDistinct(inventories.userId) })
      .from(inventories)
      .where(and(eq(inventories.itemId, itemId), eq(inventories.ruleSet, ruleSet))),
    db.select({ n: count() }).from(playerAccounts).where(eq(playerAccounts.ruleSet, ruleSet)),
  ]);
  const total = Number(players?.n ?? 0);
  return total === 0 ? 0 : Math.round((10000 * Number(owners?.n ?? 0)) / total) / 100;
}

/** Every fusion and every fusion input. */
export async function listFusions(db: Db) {
  const all = await db.select().from(fusions);
  const inputs = await db.select().from(fusionInputs);
  return { fusions: all, inputs };
}
