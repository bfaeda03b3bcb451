// Bulk loading through COPY, the fastest way into PostgreSQL by far (Drizzle's multi-row insert() spends its time
// building and binding parameters). Both databases speak the same COPY text; they differ in how it is handed over:
// a stream on the PostgreSQL connection (pg-copy-streams), a blob PGlite reads as the file /dev/blob.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { DatabaseHandle } from '../db/client';

/** A piece of COPY text: as a string, or as its UTF-8 bytes (read from a file). */
export type CopyChunk = string | Uint8Array;

/** One connection inside one transaction. */
export interface BulkSession {
  query<T extends object = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** COPY FROM the given text pieces (strings or UTF-8 bytes), each ending with a whole row. */
  copy(
    sqlTable: string,
    sqlColumns: readonly string[],
    chunks: Iterable<CopyChunk> | AsyncIterable<CopyChunk>,
  ): Promise<void>;
}

/**
 * How many characters of COPY text to hand over at once: a stream piece for PostgreSQL; for PGlite the size of one
 * COPY statement's blob, large enough to make the per-statement cost vanish, small enough to keep the copy of the
 * blob inside PGlite's WebAssembly memory modest.
 */
export const copyChunkLength = { postgres: 1 << 20, pglite: 16 << 20 } as const;

const copyStatement = (sqlTable: string, sqlColumns: readonly string[], source: string) =>
  `copy ${sqlTable} (${sqlColumns.join(', ')}) from ${source}`;

/** Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it throws. */
export async function inBulkTransaction<T>(
  handle: DatabaseHandle,
  work: (session: BulkSession) => Promise<T>,
): Promise<T> {
  if (handle.kind === 'pglite') {
    return handle.client.transaction((tx) =>
      work({
        query: async <R extends object>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows,
        copy: async (sqlTable, sqlColumns, chunks) => {
          const statement = copyStatement(sqlTable, sqlColumns, `'/dev/blob'`);
          for await (const chunk of chunks) await tx.query(statement, [], { blob: new Blob([chunk]) });
        },
      }),
    );
  }

  const client = await handle.pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    // Rebuilding an index sorts all of the table's rows: with more room than the default 64 MB the sort of a few
    // million rows stays in memory. Only for this transaction.
    await client.query(`set local maintenance_work_mem = '256MB'`);
    const result = await work({
      query: async <R extends object>(text: string, params?: unknown[]) => (await client.query<R>(text, params)).rows,
      copy: async (sqlTable, sqlColumns, chunks) => {
        const stream = client.query(copyFrom(copyStatement(sqlTable, sqlColumns, 'stdin')));
        // pipeline waits for the server's acknowledgement and, on an error on either side, aborts the COPY.
        await pipeline(Readable.from(chunks, { objectMode: false }), stream);
      },
    });
    await client.query('commit');
    return result;
  } catch (error) {
    try {
      await client.query('rollback');
    } catch (rollbackError) {
      // The connection is in no state to be reused: the pool discards it.
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    }
    throw error;
  } finally {
    client.release(broken);
  }
}

interface DroppedIndex {
  qualifiedName: string;
  definition: string;
}

interface DroppedConstraint {
  name: string;
  /** pg_constraint's contype: p(rimary), u(nique), x (exclusion), c(heck), f(oreign). */
  type: string;
  definition: string;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** What puts a table's dropped indexes and constraints back (`dropSecondaryStructures`). */
export interface DroppedStructures {
  /**
   * The indexes, primary keys and unique constraints only: they need nothing but the table's own rows, so they may
   * be built as soon as its last row is in, while other tables are still loading.
   */
  restoreIndexes(): Promise<void>;
  /** Everything not put back yet: the check and foreign-key constraints last (their parents must be in). */
  restore(): Promise<void>;
}

/**
 * Drops the table's secondary indexes and its primary-key, check, unique and foreign-key constraints, and returns what
 * puts them back under the same names and definitions (so the schema matches the migrations again, and drizzle-kit
 * sees no drift). Kept: any key or unique index another table's foreign key relies on. Building an index
 * once over all rows, and checking a constraint in one pass, beats updating them row by row for large loads.
 */
export async function dropSecondaryStructures(session: BulkSession, sqlTable: string): Promise<DroppedStructures> {
  // The primary key and unique constraints first when recreating: a foreign key of this table may point at one of
  // them. A key no foreign key relies on is dropped too: COPY into a table with a random-uuid key is 4 times slower.
  const constraints = await session.query<DroppedConstraint>(
    `select c.conname as name, c.contype::text as type, pg_get_constraintdef(c.oid) as definition
       from pg_constraint c
      where c.conrelid = $1::regclass
        and (c.contype in ('c', 'f')
          or (c.contype in ('p', 'u', 'x')
            and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = c.conindid)))
      order by position(c.contype in 'puxcf'), c.conname`,
    [sqlTable],
  );
  // Indexes of their own: neither behind a constraint nor relied on by a foreign key.
  const indexes = await session.query<DroppedIndex>(
    `select quote_ident(n.nspname) || '.' || quote_ident(i.relname) as "qualifiedName",
            pg_get_indexdef(i.oid) as definition
       from pg_index x
       join pg_class i on i.oid = x.indexrelid
       join pg_namespace n on n.oid = i.relnamespace
      where x.indrelid = $1::regclass
        and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
      order by i.relname`,
    [sqlTable],
  );

  for (const constraint of constraints) {
    await session.query(`alter table ${sqlTable} drop constraint ${quote(constraint.name)}`);
  }
  for (const index of indexes) await session.query(`drop index ${index.qualifiedName}`);

  const addConstraint = (constraint: DroppedConstraint) =>
    session.query(`alter table ${sqlTable} add constraint ${quote(constraint.name)} ${constraint.definition}`);
  const keys = constraints.filter((constraint) => constraint.type !== 'c' && constraint.type !== 'f');
  const checks = constraints.filter((constraint) => constraint.type === 'c' || constraint.type === 'f');
  let indexesRestored = false;
  const restoreIndexes = async () => {
    if (indexesRestored) return;
    indexesRestored = true;
    for (const index of indexes) await session.query(index.definition);
    for (const constraint of keys) await addConstraint(constraint);
  };
  return {
    restoreIndexes,
    restore: async () => {
      await restoreIndexes();
      for (const constraint of checks) await addConstraint(constraint);
    },
  };
}
