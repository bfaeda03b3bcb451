import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Drizzle's prepared query of a select, as `.prepare(name)` returns it. */
export interface PreparedSelect<Row> {
  execute(values?: Record<string, unknown>): Promise<Row[]>;
}

/**
 * A query prepared once per database handle under `name` (`.prepare(name)` of Drizzle): on PostgreSQL each pooled
 * connection then parses and plans it once and keeps the plan (a per-player lookup is planned in about 0.3–1.5 ms
 * and runs in 0.05–0.2 ms); PGlite runs it as any query. Values go in as `sql.placeholder`s. Only for statements
 * whose text never varies (no `inArray` of a varying list): each name is one text.
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) byDb.set(db, (query = build(db)));
    return query;
  };
}

/**
 * The condition "a row of the player and rule set named by the `userId` and `ruleSet` placeholders", for a table keyed
 * by both: how a prepared per-player query finds (or left-joins) that player's rows.
 */
export function ofPlayer(table: { userId: AnyColumn; ruleSet: AnyColumn }): SQL {
  return and(eq(table.userId, sql.placeholder('userId')), eq(table.ruleSet, sql.placeholder('ruleSet')))!;
}
