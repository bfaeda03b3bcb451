// The quick search's query. Every lookup goes through an index and stops early, so that it stays fast at the large
// scale (100,000 players) even on the embedded PGlite, which serves one query at a time:
// - names are compared folded (no case, no accents; db/text-folding.ts): chat user names through lower() (they are
//   lower-case ASCII), card and corporation names through their stored `search_name`;
// - "begins with" is a range scan of a B-tree in byte order (collation "C"), which also gives the name order and
//   stops at the limit;
// - "holds" (3 characters or more) goes through a pg_trgm GIN index; shorter texts only match beginnings, since no
//   trigram index can serve them;
// - `%`, `_` and `\` in the text are plain characters (escaped in the LIKE patterns and the regular expression).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { escapeLike, escapeRegExp, foldText } from '../../db/text-folding';
import { items } from '../catalogue/catalogue-schema';
import { corporationMembers, corporations } from '../corporations/corporations-schema';
import { playerAccounts, ranks, users } from '../players/players-schema';

/** At most this many results of each type (13 in all, under the 15 the header shows). */
export const searchLimits = { USER: 5, ITEM: 5, CORPORATION: 3 } as const;

/** From this length on a text is looked for anywhere in the names (trigram indexes need whole trigrams). */
export const infixMinLength = 3;

/**
 * Players holding the text elsewhere than at the start are taken from at most this many matches, then sorted by
 * name: a common part of a name ("ille", "dore") is in thousands of the 100,000 names, and fetching and sorting them
 * all on every keystroke would cost more than the rest of the search several times over. Below this count the order
 * is exact; above it the five shown are the first by name among 200 of them, and a letter more narrows the search.
 */
export const playerInfixCandidates = 200;

/** The searched text, folded (case and accents dropped), as the patterns the queries need. */
interface Needle {
  /** LIKE: the folded name starts with it. */
  prefix: string;
  /** LIKE: the folded name holds it. */
  anywhere: string;
  /** Regular expression: a word of the folded name starts with it (after a space, an apostrophe, a dot...). */
  wordStart: string;
  /** Whether the text is long enough to be looked for anywhere in the names. */
  infix: boolean;
  /** A card number, when the text is one. */
  identifier?: number;
}

export function needleOf(text: string): Needle {
  const folded = foldText(text);
  const literal = escapeLike(folded);
  return {
    prefix: `${literal}%`,
    anywhere: `%${literal}%`,
    wordStart: `[^a-z0-9]${escapeRegExp(folded)}`,
    infix: [...folded].length >= infixMinLength,
    ...(/^\d{1,9}$/.test(text) ? { identifier: Number(text) } : {}),
  };
}

/** Texts with the same key get the same answer (the search only sees the folded text). */
export const needleKey = (text: string) => foldText(text);

/** Match quality, best first: 0 the name begins with the text, 1 a word of it does, 2 it holds the text elsewhere. */
const quality = (name: SQL, needle: Needle) =>
  sql`case when ${name} like ${needle.prefix} then 0 when ${name} ~ ${needle.wordStart} then 1 else 2 end`;

/** Byte order of a folded name: the same on every database locale, and the order of the prefix indexes. */
const byteOrder = (name: SQL) => sql`${name} collate "C"`;

/** The names a text matches: those beginning with it, or holding it from 3 characters on. */
const matches = (name: SQL, needle: Needle) => sql`${name} like ${needle.infix ? needle.anywhere : needle.prefix}`;

type Part = 'USER' | 'ITEM' | 'CORPORATION';
// The statement orders its rows by `part`: USER 0, ITEM 1, (ACHIEVEMENT 2, when there are achievements), CORPORATION 3.

/** One row of the search statement, whatever its type. */
export interface SearchRow extends Record<string, unknown> {
  type: Part;
  id: string;
  name: string;
  /** ITEM: rarity; CORPORATION: members; USER: 0. */
  count: number;
  /** USER: global name or rank; ITEM: slug; CORPORATION: the whole description. */
  data: string;
  /** USER: the banner id, if any. */
  banner: string | null;
}

/**
 * Players with an account in the rule set, by chat user name (lower-case ASCII, [a-z0-9_.]: lower() is all their
 * folding, and what the indexes hold). First those it begins with: a range scan of users_search_name, already in name
 * order, that stops at the limit. Then, only when they are fewer than the limit and the text is long enough, those
 * holding it elsewhere: at most playerInfixCandidates matches from users_search_name_trgm, sorted by name. The account
 * in the rule set is probed by primary key per candidate (OFFSET 0 keeps the planner from turning the probe into a
 * join that would read every account of the rule set).
 */
function playersPart(needle: Needle, ruleSet: RuleSet): SQL {
  const name = sql`lower(${users.discordUserName})`;
  const hasAccount = (userId: SQL) =>
    sql`exists (select 1 from ${playerAccounts} where ${playerAccounts.userId} = ${userId} and ${playerAccounts.ruleSet} = ${ruleSet} offset 0)`;
  const prefix = sql`
    select ${users.id} as id, ${users.discordUserName} as name, ${users.discordGlobalName} as global_name, 0 as grade
    from ${users}
    where ${name} like ${needle.prefix} and ${hasAccount(sql`${users.id}`)}
    order by ${byteOrder(name)}
    limit ${searchLimits.USER}`;
  const elsewhere = sql`
    select sample.id, sample.name, sample.global_name, 1 as grade
    from (
      select ${users.id} as id, ${users.discordUserName} as name, ${users.discordGlobalName} as global_name
      from ${users}
      where ${name} like ${needle.anywhere} and ${name} not like ${needle.prefix}
      limit ${playerInfixCandidates}
    ) sample
    where (select count(*) from player_prefix) < ${searchLimits.USER} and ${hasAccount(sql`sample.id`)}
    order by ${byteOrder(sql`lower(sample.name)`)}
    limit ${searchLimits.USER}`;
  const found = needle.infix
    ? sql`(select * from player_prefix) union all (${elsewhere})`
    : sql`select * from player_prefix`;
  return sql`
    with player_prefix as (${prefix})
    select 'USER' as type, 0 as part, found.grade, lower(found.name) as key, '' as tiebreak,
      found.id, found.name, 0 as count, coalesce(found.global_name, ${ranks.name}) as data,
      ${playerAccounts.bannerId}::text as banner
    from (${found}) found
    join ${playerAccounts} on ${playerAccounts.userId} = found.id and ${playerAccounts.ruleSet} = ${ruleSet}
    join ${ranks} on ${ranks.id} = ${playerAccounts.rankId}`;
}

/** Cards (shared by the rule sets) whose name matches the text, or whose number it is. */
function cardsPart(needle: Needle): SQL {
  const name = sql`${items.searchName}`;
  const byName = matches(name, needle);
  const isNumber = needle.identifier === undefined ? undefined : sql`${items.identifier} = ${needle.identifier}`;
  const grade = isNumber ? sql`case when ${isNumber} then 0 else ${quality(name, needle)} end` : quality(name, needle);
  return sql`
    select 'ITEM' as type, 1 as part, ${grade} as grade, ${name} as key, lpad(${items.identifier}::text, 10, '0') as tiebreak,
      ${items.id} as id, ${items.name} as name, ${items.rarity}::int as count, ${items.slug} as data, null::text as banner
    from ${items}
    where ${isNumber ? sql`(${byName} or ${isNumber})` : byName}
    order by ${grade}, ${byteOrder(name)}, ${items.identifier}
    limit ${searchLimits.ITEM}`;
}

/** The rule set's corporations whose name matches the text, with their member counts. */
function corporationsPart(needle: Needle, ruleSet: RuleSet): SQL {
  const name = sql`${corporations.searchName}`;
  const grade = quality(name, needle);
  // Counted for the rows kept only: PostgreSQL evaluates such a subquery after the sort and the limit.
  const members = sql`(select count(*) from ${corporationMembers} where ${corporationMembers.corporationId} = ${corporations.id})::int`;
  return sql`
    select 'CORPORATION' as type, 3 as part, ${grade} as grade, ${name} as key, ${corporations.id}::text as tiebreak,
      ${corporations.id} as id, ${corporations.name} as name, ${members} as count, ${corporations.description} as data,
      null::text as banner
    from ${corporations}
    where ${corporations.ruleSet} = ${ruleSet} and ${corporations.dissolvedAt} is null and ${matches(name, needle)}
    order by ${grade}, ${byteOrder(name)}, ${corporations.id}
    limit ${searchLimits.CORPORATION}`;
}

/**
 * The quick search, in one statement (one round trip, one plan: the embedded database serves one query at a time):
 * players, then cards, then corporations, each by match quality then name. Achievements would come between cards and
 * corporations, but the API has no achievements table yet: none is returned.
 */
export async function searchRows(db: Db, text: string, ruleSet: RuleSet): Promise<SearchRow[]> {
  const needle = needleOf(text);
  const statement = sql`
    select * from (
      (${playersPart(needle, ruleSet)})
      union all (${cardsPart(needle)})
      union all (${corporationsPart(needle, ruleSet)})
    ) results
    order by part, grade, ${byteOrder(sql`key`)}, ${byteOrder(sql`tiebreak`)}`;
  // Both drivers (PGlite and pg) answer { rows }.
  const { rows } = (await db.execute<SearchRow>(statement)) as unknown as { rows: SearchRow[] };
  const players = rows.filter((row) => row.type === 'USER').slice(0, searchLimits.USER);
  return [...players, ...rows.filter((row) => row.type !== 'USER')];
}

/**
 * The players part of the quick search alone (same matching, same order, same limit), for the older route that lists
 * players only: their ids, best match first.
 */
export async function searchPlayerIds(db: Db, text: string, ruleSet: RuleSet): Promise<string[]> {
  const statement = sql`
    select * from (${playersPart(needleOf(text), ruleSet)}) players
    order by grade, ${byteOrder(sql`key`)}`;
  const { rows } = (await db.execute<SearchRow>(statement)) as unknown as { rows: SearchRow[] };
  return rows.slice(0, searchLimits.USER).map((row) => row.id);
}
