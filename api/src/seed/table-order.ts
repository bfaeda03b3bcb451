// The order the seed loads tables in, worked out from the schema itself: a table comes after every table its foreign
// keys point at. Deriving it (rather than keeping a list by hand) means a table added to the schema is loaded in the
// right place as soon as the generator returns rows for it.
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';

export interface SchemaTable {
  /** The name the table is exported under from db/schema.ts, which is also its key in SeedData. */
  key: string;
  table: PgTable;
  /** The SQL name, schema-qualified when the table has a schema, quoted. */
  sqlName: string;
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

function sqlNameOf(table: PgTable): string {
  const config = getTableConfig(table);
  return config.schema ? `${quote(config.schema)}.${quote(config.name)}` : quote(config.name);
}

/** Every table of the schema, parents before children; ties keep the order of the schema's exports. */
export function tablesInDependencyOrder(): SchemaTable[] {
  const tables = Object.entries(schema).flatMap(([key, value]) =>
    is(value, PgTable) ? [{ key, table: value as PgTable }] : [],
  );
  const byTable = new Map<PgTable, { key: string; table: PgTable }>(tables.map((entry) => [entry.table, entry]));
  const ordered: SchemaTable[] = [];
  const state = new Map<PgTable, 'visiting' | 'done'>();

  const visit = (entry: { key: string; table: PgTable }, path: string[]) => {
    const seen = state.get(entry.table);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      // Two tables needing each other's rows first cannot be loaded one after the other with checked keys.
      throw new Error(`foreign keys form a cycle: ${[...path, entry.key].join(' -> ')}`);
    }
    state.set(entry.table, 'visiting');
    for (const foreignKey of getTableConfig(entry.table).foreignKeys) {
      const parent = foreignKey.reference().foreignTable;
      // A table pointing at itself is fine: PostgreSQL checks the keys of one COPY once it has ended.
      if (parent === entry.table) continue;
      const parentEntry = byTable.get(parent);
      if (parentEntry) visit(parentEntry, [...path, entry.key]);
    }
    state.set(entry.table, 'done');
    ordered.push({ ...entry, sqlName: sqlNameOf(entry.table) });
  };

  for (const entry of tables) visit(entry, []);
  return ordered;
}
