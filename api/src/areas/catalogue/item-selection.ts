import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fusionInputs, fusions, items, packs } from './catalogue-schema';

/** One query shape for every route that returns cards: the card, its pack, and whether it is in a fusion. */
export const itemSelection = {
  item: items,
  pack: packs,
  isFusion: sql<boolean>`exists (select 1 from ${fusions} where ${fusions.resultItemId} = ${items.id})`,
  isMaterial: sql<boolean>`exists (select 1 from ${fusionInputs} where ${fusionInputs.itemId} = ${items.id})`,
};

export function selectItems(db: Db) {
  return db.select(itemSelection).from(items).innerJoin(packs, eq(items.packId, packs.id));
}

export type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];
