import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { SeedData } from './types';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** PostgreSQL refuses a statement with more than 65,535 bind parameters. */
const MAX_BIND_PARAMETERS = 65_535;
/** Bigger batches stop paying off well before the parameter limit (measured on PGlite). */
const MAX_ROWS_PER_INSERT = 1_000;

/** Parents before children: the order the foreign keys need. */
const insertionOrder = [
  ['ranks', schema.ranks],
  ['banners', schema.banners],
  ['gameFeatures', schema.gameFeatures],
  ['appSettings', schema.appSettings],
  ['recycleConfig', schema.recycleConfig],
  ['packs', schema.packs],
  ['items', schema.items],
  ['fusions', schema.fusions],
  ['fusionInputs', schema.fusionInputs],
  ['users', schema.users],
  ['posts', schema.posts],
  ['playerAccounts', schema.playerAccounts],
  ['userBanners', schema.userBanners],
  ['corporations', schema.corporations],
  ['corporationMembers', schema.corporationMembers],
  ['shopEntries', schema.shopEntries],
] as const satisfies readonly (readonly [keyof SeedData, PgTable])[];

export interface LoadOptions {
  /** Empty every seeded table first (same transaction): the only way to seed a database twice. */
  replace?: boolean;
  /** Called after each table, e.g. to print progress. */
  onTable?: (table: keyof SeedData, rows: number) => void;
}

export function rowsPerInsert(table: PgTable): number {
  const columnCount = Object.keys(getTableColumns(table)).length;
  return Math.max(1, Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_BIND_PARAMETERS / columnCount)));
}

async function insertInBatches(tx: Transaction, table: PgTable, rows: readonly object[]): Promise<void> {
  const batchSize = rowsPerInsert(table);
  for (let start = 0; start < rows.length; start += batchSize) {
    // The rows were typed against this very table in SeedData; the pairing is lost in the loop.
    await tx.insert(table).values(rows.slice(start, start + batchSize) as never);
  }
}

/** Inserts the whole seed in one transaction: a failure leaves the database as it was. */
export async function loadSeed(db: Db, data: SeedData, options: LoadOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    if (options.replace) {
      const tables = insertionOrder.map(([, table]) => `"${getTableName(table)}"`).join(', ');
      // CASCADE: tables added later that point at seeded rows (inventories, logs...) are emptied too.
      await tx.execute(sql.raw(`truncate table ${tables} cascade`));
    }
    for (const [key, table] of insertionOrder) {
      await insertInBatches(tx, table, data[key]);
      options.onTable?.(key, data[key].length);
    }
  });
}

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.packs.id }).from(schema.packs).limit(1);
  return rows.length > 0;
}
