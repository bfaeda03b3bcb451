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
 * `select f.*, t.* from (first) f(c0, …) left join lateral (select true, t0.* from (second) t0) t on true`.
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
  const head = first as unknown as PreparedInternals;
  const tail = then as unknown as PreparedInternals;
  const width = head.fields.length;
  const column = (path: string) => {
    const index = head.fields.findIndex((field) => field.path.join('.') === path);
    if (index < 0) throw new Error(`fuseQueries(${name}): the first query selects no '${path}'`);
    return `f.c${index}`;
  };
  const params = [...head.params];
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
  const text =
    `select f.*, t.* from (${head.queryString}) as f(${columns}) ` +
    `left join lateral (select true as present, t0.* from (${tailText}) as t0) as t on true`;
  const session = (db as unknown as { session: SessionInternals }).session;
  const prepared = session.prepareQuery({ sql: text, params }, undefined, name, true, (rows) => {
    const [firstRow] = rows;
    if (!firstRow) return undefined;
    return {
      first: mapResultRow(head.fields, firstRow.slice(0, width), head.joinsNotNullableMap),
      rows: rows
        .filter((row) => row[width] === true)
        .map((row) => mapResultRow(tail.fields, row.slice(width + 1), tail.joinsNotNullableMap)),
    };
  });
  return {
    execute: (values) => prepared.execute(values) as Promise<{ first: First; rows: Then[] } | undefined>,
  };
}
