import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** How many migrations the database has applied: the `dbVersion` of /app/status. */
export async function migrationsApplied(db: Db): Promise<number> {
  const result = await db.execute<{ n: number | string }>(sql`select count(*) as n from drizzle.__drizzle_migrations`);
  const rows = (result as unknown as { rows: { n: number | string }[] }).rows;
  // count(*) is a number from PGlite and a string from pg.
  return Number(rows[0]?.n ?? 0);
}
