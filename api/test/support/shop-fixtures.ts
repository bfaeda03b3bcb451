// Échoppe entries of the tests' own, copied from the current batch with the price and stock a test sets.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { shopEntries } from '../../src/areas/shop/shop-schema';
import type { Db } from '../../src/db/client';

/** The NORMAL échoppe's latest entry, copied with `price` and `stock` units left of `initialStock`; returns its id. */
export async function insertShopEntry(
  db: Db,
  { price, stock, initialStock = stock }: { price: number; stock: number; initialStock?: number },
): Promise<{ id: string; itemId: string }> {
  const [latest] = await db
    .select()
    .from(shopEntries)
    .where(eq(shopEntries.ruleSet, 'NORMAL'))
    .orderBy(desc(shopEntries.beginDate))
    .limit(1);
  assert.ok(latest, 'the seed has a current batch');
  const id = randomUUID();
  await db.insert(shopEntries).values({ ...latest, id, price, initialStock, currentStock: stock });
  return { id, itemId: latest.itemId };
}
