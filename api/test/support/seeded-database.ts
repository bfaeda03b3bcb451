// A test file's own copy of the seeded test database, opened before its tests and closed after, with raw SQL reads.
import { after, before } from 'node:test';
import type { sql } from 'drizzle-orm';
import type { Db, DatabaseHandle } from '../../src/db/client';
import { openTestDatabase } from './test-app';

export interface SeededDatabase {
  readonly db: Db;
  /** The rows of a raw query, whichever driver answers (PGlite and node-postgres both answer with `{ rows }`). */
  rows(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]>;
}

export function useSeededDatabase(): SeededDatabase {
  let handle: DatabaseHandle | undefined;
  before(async () => {
    handle = await openTestDatabase();
  });
  after(async () => {
    await handle?.close();
  });
  const db = (): Db => {
    if (!handle) throw new Error('the seeded database opens before the tests');
    return handle.db;
  };
  return {
    get db() {
      return db();
    },
    async rows(query) {
      const { rows: found } = (await db().execute(query)) as unknown as { rows: Record<string, unknown>[] };
      return found;
    },
  };
}
