import * as drizzle from 'drizzle-orm';
import { is, Placeholder } from 'drizzle-orm';
import type { Db } from './client';

/**
 * What Drizzle's prepared queries hold on both drivers (node-postgres and PGlite): the statement's text and values,
 * and how each column of a row maps to the selected object. Not in Drizzle's public types; the fused statements
 * below reuse it so that their rows are mapped exactly as the two queries' own.
 */
interface PreparedInternals {
  queryString: string;
  params: unknown[];
  fields: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
}
interface SessionInternals {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    isResponseInArrayMode: boolean,
    customResultMapper: (rows: unknown[][]) => unknown,
  ): { execute(values?: Record<string, unknown>): Promise<unknown> };
}
type MapResultRow = (
  fields: PreparedInternals['fields'],
  row: unknown[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
) => unknown;
const { mapResultRow } = drizzle as unknown as { mapResultRow: MapResultRow };

/** Drizzle's prepared query of a select, as `.prepare(name)` returns it. */
export interface PreparedSelect<Row> {
  execute(values?: Record<string, unknown>): Promise<Row[]>;
}

/**
 * SQL for a placeholder of the second query, from the first query's row: `column('user.id')` names the column of
 * the first query's selected field at that path.
 */
export type Binding = (column: (path: string) => string) => string;

export interface FusedQuery<First, Then> {
  /** The first query's row (undefined when it found none) and the second's rows for it. */
  execute(values: Record<string, unknown>): Promise<{ first: First; rows: Then[] } | undefined>;
}

/**
 * Two prepared selects run as ONE prepared statement (one round trip, one plan kept per connection): the first,
 * which finds at most one row, and the second for that row, its placeholders named in `bindings` taken from the
 * first's row instead of values:
 * `select <head>, <f.* in the head row only>, t.* from (first) f(c0, …)
 *  left join lateral (select true, row_number() over (), t0.* from (second) t0) t on true`.
 * The second's rows keep its order (one outer row: a nested loop over it). Each part's rows are mapped by Drizzle
 * as its own query would be. The other placeholders of both take their values from `execute`.
 */
export function fuseQueries<First, Then>(
  db: Db,
  name: string,
  first: PreparedSelect<First>,
  then: PreparedSelect<Then>,
  bindings: Record<string, Binding>,
): FusedQuery<First, Then> {
  const firstQuery = first as unknown as PreparedInternals;
  const tail = then as unknown as PreparedInternals;
  const width = firstQuery.fields.length;
  const column = (path: string) => {
    const index = firstQuery.fields.findIndex((field) => field.path.join('.') === path);
    if (index < 0) throw new Error(`fuseQueries(${name}): the first query selects no '${path}'`);
    return `f.c${index}`;
  };
  const params = [...firstQuery.params];
  const renumbered = new Map<number, string>();
  const tailText = tail.queryString.replace(/\$(\d+)\b/g, (_, digits: string) => {
    const index = Number(digits);
    let text = renumbered.get(index);
    if (text === undefined) {
      const param = tail.params[index - 1];
      const binding = is(param, Placeholder) ? bindings[param.name] : undefined;
      if (binding) text = `(${binding(column)})`;
      else {
        params.push(param);
        text = `$${params.length}`;
      }
      renumbered.set(index, text);
    }
    return text;
  });
  const columns = Array.from({ length: width }, (_, index) => `c${index}`).join(', ');
  // The first query's columns in one row only (its first, or the row alone when the second found nothing): a map
  // of a year's loots would otherwise carry the player's two dozen columns 400 times, each read and dropped.
  const headRow = `(t.n is null or t.n = 1)`;
  const firstColumns = Array.from({ length: width }, (_, index) => `case when ${headRow} then f.c${index} end`);
  const text =
    `select ${headRow} as head, ${firstColumns.join(', ')}, t.* from (${firstQuery.queryString}) as f(${columns}) ` +
    `left join lateral (select true as present, row_number() over () as n, t0.* from (${tailText}) as t0) as t ` +
    `on true`;
  const session = (db as unknown as { session: SessionInternals }).session;
  const prepared = session.prepareQuery({ sql: text, params }, undefined, name, true, (rows) => {
    const withFirst = rows.find((row) => row[0] === true);
    if (!withFirst) return undefined;
    return {
      first: mapResultRow(firstQuery.fields, withFirst.slice(1, width + 1), firstQuery.joinsNotNullableMap),
      rows: rows
        .filter((row) => row[width + 1] === true)
        .map((row) => mapResultRow(tail.fields, row.slice(width + 3), tail.joinsNotNullableMap)),
    };
  });
  return {
    execute: (values) => prepared.execute(values) as Promise<{ first: First; rows: Then[] } | undefined>,
  };
}
