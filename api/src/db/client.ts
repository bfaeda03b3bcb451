import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { apiRoot } from '../config';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

interface HandleBase {
  db: Db;
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball (the tests write their template directory from it). */
  dump?(): Promise<Blob>;
}

/** The raw clients are there for what Drizzle cannot do, such as the seed's COPY loads. */
export interface PgliteHandle extends HandleBase {
  kind: 'pglite';
  client: PGlite;
}

export interface PostgresHandle extends HandleBase {
  kind: 'postgres';
  pool: pg.Pool;
}

export type DatabaseHandle = PgliteHandle | PostgresHandle;

const migrationsFolder = path.join(apiRoot, 'drizzle');

export interface OpenOptions {
  /** PostgreSQL connection string; when absent, PGlite. */
  url?: string | undefined;
  /** PGlite data directory; absent: in memory. */
  dataDir?: string | undefined;
  /** PGlite: start from a dump made by `dump()`. */
  loadDataDir?: Blob | undefined;
  /** pg pool size. */
  poolSize?: number;
  /** PostgreSQL: how long to wait for a connection (from the pool or a new one) before failing; default 5 s. */
  connectionTimeoutMs?: number;
  /** PostgreSQL: the server cancels a statement running longer (0: never; the seed's loads need no limit). */
  statementTimeoutMs?: number;
}

/** The advisory lock that serialises migrations across API instances starting together (any fixed number). */
export const migrationLockKey = 7_212_413_019;

/**
 * Applies the migrations while holding an advisory lock, on one session: a second instance starting at the same
 * moment waits, then finds them applied. No statement time-out there (an index build may take long).
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
      await client.query('reset statement_timeout');
    }
  } finally {
    client.release();
  }
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectionTimeoutMs ?? 5000,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
      // A dead server must not hold requests on a half-open socket.
      keepAlive: true,
    });
    // An idle connection the server closes (a restart, an administrator, a dropped database) is reported here; the
    // pool drops it and opens another when needed. Without a listener Node would treat it as a crash.
    pool.on('error', (error) => console.warn(`PostgreSQL: an idle connection was closed (${error.message})`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      migrate: () => migrateUnderLock(pool),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  // PGlite ignores loadDataDir when the first argument is given undefined: pass one options object. Its contrib
  // extensions must be loaded explicitly, on every open (the migrations `create extension` them): pg_trgm for the
  // quick search's indexes.
  const pgliteOptions: PGliteOptions = {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  };
  const client = options.dataDir ? new PGlite(options.dataDir, pgliteOptions) : new PGlite(pgliteOptions);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    client,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
    dump: async () => {
      const file = await client.dumpDataDir('none');
      return file;
    },
  };
}
