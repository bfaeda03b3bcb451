// Case- and accent-insensitive matching that PGlite and PostgreSQL 15 both index, without the `unaccent` extension
// (its function is not IMMUTABLE, so it cannot appear in an index). A text is folded by lower(), four replace()s for
// the ligatures and one translate() for the accented letters of French and its neighbours, all IMMUTABLE; the same
// folding is applied in JavaScript to the searched text. The upper-case accented letters are in the table too, so the
// result does not depend on whether the database's lower() knows them (it does not under the C locale).
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

const accented =
  'àáâãäåāăąçćĉċčďđèéêëēĕėęěĝğġģĥħìíîïĩīĭįıĵķĺļľŀłñńņňòóôõöøōŏőŕŗřśŝşšţťŧùúûüũūŭůűųŵýÿŷźżž' +
  'ÀÁÂÃÄÅĀĂĄÇĆĈĊČĎĐÈÉÊËĒĔĖĘĚĜĞĠĢĤĦÌÍÎÏĨĪĬĮĴĶĹĻĽĿŁÑŃŅŇÒÓÔÕÖØŌŎŐŔŖŘŚŜŞŠŢŤŦÙÚÛÜŨŪŬŮŰŲŴÝŸŶŹŻŽ’‘';
/** Letters without a decomposition (ø, ł, đ...) and the typographic apostrophes; the others lose their accent by NFD. */
const undecomposable: Record<string, string> = {
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ħ: 'h',
  Ħ: 'h',
  ı: 'i',
  ł: 'l',
  Ł: 'l',
  ŀ: 'l',
  Ŀ: 'l',
  ŧ: 't',
  Ŧ: 't',
  '’': "'",
  '‘': "'",
};
const plain = [...accented]
  .map((letter) => undecomposable[letter] ?? letter.normalize('NFD').charAt(0).toLowerCase())
  .join('');

const ligatures: readonly (readonly [string, string])[] = [
  ['œ', 'oe'],
  ['Œ', 'oe'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
];

const translation = new Map([...accented].map((letter, index) => [letter, plain[index]!]));

/**
 * The folded form of a column, as SQL. Indexes (schema.ts) and queries must use this very expression so that the
 * planner recognises it.
 */
export function folded(column: AnyColumn | SQL): SQL {
  let expression: SQL = sql`lower(${column})`;
  for (const [from, to] of ligatures)
    expression = sql`replace(${expression}, ${sql.raw(`'${from}'`)}, ${sql.raw(`'${to}'`)})`;
  return sql`translate(${expression}, ${sql.raw(`'${accented}'`)}, ${sql.raw(`'${plain.replace(/'/g, "''")}'`)})`;
}

/** The same folding in JavaScript, for the searched text. */
export function foldText(text: string): string {
  let result = text.toLowerCase();
  for (const [from, to] of ligatures) result = result.replaceAll(from, to);
  return [...result].map((letter) => translation.get(letter) ?? letter).join('');
}

/** A LIKE pattern's literal part: `%`, `_` and `\` are plain characters (LIKE's default escape is `\`). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A regular expression's literal part (PostgreSQL ARE): every special character escaped. */
export const escapeRegExp = (text: string) => text.replace(/[.[\]\\(){}*+?^$|]/g, (c) => `\\${c}`);
