// Reads of the precomputed positions, prepared statements of a few index probes or short range scans each (the
// embedded database serves one query at a time: each round trip counts): the board's size is the last entry of
// (rule_set, type, rn), a player's row a probe of the users' name index and of the positions' primary key, a page a
// range scan of (rule_set, type, rn), each position holding what the page shows. The cost of a page or of a
// player's position does not grow with the number of players.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { preparedQuery } from '../../db/prepared';
import { playerNameKey } from '../players/player-names';
import { playerAccounts, users } from '../players/players-schema';
import { worldDateOf } from '../../engine/world-rules';
import { worldClock } from '../world/world-schema';
import type { LeaderboardType } from './leaderboards-rules';

export interface LeaderboardSliceRow {
  position: number;
  rowNumber: number;
  score: number;
  data: Record<string, number> | null;
  userId: string;
  discordUserName: string;
  discordGlobalName: string | null;
  discordAvatar: string;
}

export interface LeaderboardSlice {
  /** The generation of the positions the page was read from (see boardGeneration). */
  generation: string;
  /** Players on the board. */
  total: number;
  /** When the positions were last rebuilt (UTC). */
  refreshedAt: Date | undefined;
  rows: LeaderboardSliceRow[];
}

const placeholder = sql.placeholder;

/**
 * The generation of the rule set's positions: the `xmin` of its leaderboard_refreshes row, which every rebuild
 * rewrites in the transaction that swaps the positions in (a new value at each rebuild, even at the same instant);
 * null before the first rebuild. Read with a page, with a player's row, and alone by boardGeneration.
 */
const generationOf = sql<string | null>`(select f.xmin::text from leaderboard_refreshes f
  where f.rule_set = ${placeholder('ruleSet')})`;

/**
 * A page of a board: its rows with the board's size and last rebuild, one row per player shown (one with null
 * columns past the last page). The rows are an ordered `limit` from the page's first display number: a range scan
 * of the positions' (rule_set, type, rn) index, each position holding what the page shows. Prepared: its plan is
 * kept per pooled connection, where planning it afresh cost more than running it.
 */
const pageQuery = preparedQuery((db) => {
  const ruleSet = sql`${placeholder('ruleSet')}::text`;
  const type = sql`${placeholder('type')}::text`;
  return db
    .select({
      generation: sql<string | null>`s.generation`,
      total: sql<number | null>`s.total`,
      refreshedAt: sql<string | null>`s.refreshed_at`,
      position: sql<number | null>`s.position`,
      rn: sql<number | null>`s.rn`,
      score: sql<number | null>`s.score`,
      data: sql<Record<string, number> | null>`s.data`,
      userId: sql<string | null>`s.user_id`,
      discordUserName: sql<string | null>`s.discord_user_name`,
      discordGlobalName: sql<string | null>`s.discord_global_name`,
      discordAvatar: sql<string | null>`s.discord_avatar`,
    })
    .from(
      sql`(select
             ${generationOf} as generation,
             (select p.rn from leaderboard_positions p where p.rule_set = ${ruleSet} and p.type = ${type}
              order by p.rn desc limit 1) as total,
             (select to_char(f.refreshed_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS') from leaderboard_refreshes f
              where f.rule_set = ${ruleSet}) as refreshed_at,
             r.*
           from (select 1) as one
           left join lateral (
             select p.position, p.rn, p.score, p.data, p.user_id, p.discord_user_name, p.discord_global_name,
                    p.discord_avatar
             from leaderboard_positions p
             where p.rule_set = ${ruleSet} and p.type = ${type} and p.rn >= ${placeholder('firstRn')}::int
             order by p.rn limit ${placeholder('size')}::int
           ) r on true) as s`,
    )
    .orderBy(sql`s.rn`)
    .prepare('leaderboard_page');
});

/** One page of a board, by its 0-based number. */
export async function leaderboardSlice(
  db: Db,
  ruleSet: RuleSet,
  type: LeaderboardType,
  page: number,
  size: number,
): Promise<LeaderboardSlice> {
  const rows = await pageQuery(db).execute({ ruleSet, type, firstRn: page * size + 1, size });
  const [meta] = rows;
  return {
    generation: meta?.generation ?? 'none',
    total: Number(meta?.total ?? 0),
    // Stored as UTC wall-clock time (timestamp without time zone).
    refreshedAt: meta?.refreshedAt ? new Date(`${meta.refreshedAt}Z`) : undefined,
    // The left join makes every column of a position nullable: a row without them is the lone one of an empty page,
    // which only carries the board's figures.
    rows: rows.flatMap(({ rn, userId, discordUserName, discordAvatar, ...row }) =>
      rn === null || userId === null || discordUserName === null || discordAvatar === null
        ? []
        : [
            {
              position: Number(row.position),
              rowNumber: Number(rn),
              score: Number(row.score),
              data: row.data,
              userId,
              discordUserName,
              discordGlobalName: row.discordGlobalName,
              discordAvatar,
            },
          ],
    ),
  };
}

/** The generation with the world's date: one probe of two one-row tables, its plan kept per connection. */
function prepareBoardGeneration(db: Db) {
  return db
    .select({
      generation: generationOf,
      today: sql<string | null>`(select w.today::text from ${worldClock} w where w.id = 1)`,
    })
    .from(sql`(values (1)) as one (n)`)
    .prepare('board_generation');
}

/** A player's display number on a board, with the positions' generation it belongs to (same snapshot). */
function preparePlayerBoardRow(db: Db) {
  return db
    .select({
      generation: generationOf,
      rn: sql<number | null>`(select p.rn from leaderboard_positions p
        where p.rule_set = ${placeholder('ruleSet')} and p.type = ${placeholder('type')} and p.user_id = ${users.id})`,
    })
    .from(users)
    .innerJoin(
      playerAccounts,
      and(eq(playerAccounts.userId, users.id), eq(playerAccounts.ruleSet, placeholder('ruleSet'))),
    )
    .where(eq(sql`lower(${users.discordUserName})`, placeholder('key')))
    .limit(1)
    .prepare('player_board_row');
}

const prepared = new WeakMap<
  Db,
  { generation: ReturnType<typeof prepareBoardGeneration>; playerRow: ReturnType<typeof preparePlayerBoardRow> }
>();

function preparedFor(db: Db) {
  let queries = prepared.get(db);
  if (!queries) {
    queries = { generation: prepareBoardGeneration(db), playerRow: preparePlayerBoardRow(db) };
    prepared.set(db, queries);
  }
  return queries;
}

/** What the rule set's boards were computed from: the positions' generation and the world's date. */
export async function boardGeneration(db: Db, ruleSet: RuleSet): Promise<{ generation: string; today: string }> {
  const [row] = await preparedFor(db).generation.execute({ ruleSet });
  // Before any seed ran, the day the machine is in, as readWorldDate says.
  return { generation: row?.generation ?? 'none', today: row?.today ?? worldDateOf(new Date()) };
}

/**
 * A player named as a client sends a name, and their display number on the board (null when not on it), with the
 * positions' generation; undefined when the name is not a player of the rule set.
 */
export async function playerBoardRow(db: Db, ruleSet: RuleSet, type: LeaderboardType, userName: string) {
  const [row] = await preparedFor(db).playerRow.execute({ ruleSet, type, key: playerNameKey(userName) });
  return row && { generation: row.generation ?? 'none', rn: row.rn === null ? null : Number(row.rn) };
}
