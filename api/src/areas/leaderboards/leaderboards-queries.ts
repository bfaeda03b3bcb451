// Reads of the precomputed positions, one statement per request (the embedded database serves one query at a time:
// three round trips would cost three times one). Every part of it is a probe or a short range scan of an index:
// the board's size is the last entry of (rule_set, type, rn), a player's row a probe of the users' name index and of
// the positions' primary key, the page a range scan of (rule_set, type, rn) joined by primary keys. The cost of a
// page or of a player's position does not grow with the number of players.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../db/rule-sets';
import { playerNameKey } from '../players/player-names';
import { playerAccounts, users } from '../players/players-schema';
import { worldDateOf } from '../world/world-rules';
import { worldClock } from '../world/world-schema';
import type { LeaderboardType } from './leaderboards-rules';

export type LeaderboardSliceTarget = { page: number } | { userName: string };

export interface LeaderboardSliceRow {
  position: number;
  rowNumber: number;
  score: number;
  data: Record<string, number> | null;
  userId: string;
  discordUserName: string;
  discordGlobalName: string | null;
  discordAvatar: string | null;
}

export interface LeaderboardSlice {
  /** Players on the board. */
  total: number;
  /** When the positions were last rebuilt (UTC). */
  refreshedAt: Date | undefined;
  /** The 0-based page shown. */
  page: number;
  /** For a player's page: whether the name is a player of the rule set, and whether they are on the board. */
  player?: { found: boolean; ranked: boolean };
  rows: LeaderboardSliceRow[];
}

interface RawRow {
  total: number | null;
  refreshed_at: string | null;
  player_id: string | null;
  player_rn: number | null;
  position: number | null;
  rn: number | null;
  score: number | null;
  data: Record<string, number> | null;
  user_id: string | null;
  discord_user_name: string | null;
  discord_global_name: string | null;
  discord_avatar: string | null;
}

/** One page of a board, by number or the one holding a player (named as a client sends a name). */
export async function leaderboardSlice(
  db: Db,
  ruleSet: RuleSet,
  type: LeaderboardType,
  target: LeaderboardSliceTarget,
  size: number,
): Promise<LeaderboardSlice> {
  const byPlayer = 'userName' in target;
  // `offset 0` keeps the name's lookup a subquery of its own, run once (inlined, it ran once per use).
  const player = byPlayer
    ? sql`(select (select u.id from users u
                   join player_accounts a on a.user_id = u.id and a.rule_set = ${ruleSet}
                   where lower(u.discord_user_name) = ${playerNameKey(target.userName)} limit 1) as id offset 0)`
    : sql`(select null::uuid as id)`;
  // The first display number of the page: the page's own, or the one of the page holding the player.
  const firstRn = byPlayer ? sql`((m.player_rn - 1) / ${size}) * ${size} + 1` : sql`${target.page * size + 1}::int`;
  // The page's rows as an ordered `limit` from the first one: planned as a range scan of so many rows joined by
  // primary keys, where a `between` on a computed bound was planned as a hash join reading every user.
  const result = (await db.execute(sql`
    with meta as materialized (
      select m.*, ${firstRn} as first_rn
      from (
        select
          (select p.rn from leaderboard_positions p where p.rule_set = ${ruleSet} and p.type = ${type}
           order by p.rn desc limit 1) as total,
          (select to_char(f.refreshed_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS') from leaderboard_refreshes f
           where f.rule_set = ${ruleSet}) as refreshed_at,
          me.id as player_id,
          (select p.rn from leaderboard_positions p where p.rule_set = ${ruleSet} and p.type = ${type}
           and p.user_id = me.id) as player_rn
        from ${player} me
      ) m
    )
    select meta.total, meta.refreshed_at, meta.player_id, meta.player_rn,
           r.position, r.rn, r.score, r.data, r.user_id, r.discord_user_name, r.discord_global_name, r.discord_avatar
    from meta
    left join lateral (
      select p.position, p.rn, p.score, e.data, u.id as user_id, u.discord_user_name, u.discord_global_name,
             u.discord_avatar
      from (select * from leaderboard_positions p
            where p.rule_set = ${ruleSet} and p.type = ${type} and p.rn >= meta.first_rn
            order by p.rn limit ${size}) p
      join users u on u.id = p.user_id
      left join leaderboard_entries e on e.rule_set = p.rule_set and e.type = p.type and e.user_id = p.user_id
    ) r on true
    order by r.rn`)) as unknown as { rows: RawRow[] };
  const [meta] = result.rows;
  const playerRn = meta?.player_rn ?? null;
  return {
    total: meta?.total ?? 0,
    // Stored as UTC wall-clock time (timestamp without time zone).
    refreshedAt: meta?.refreshed_at ? new Date(`${meta.refreshed_at}Z`) : undefined,
    page: byPlayer ? (playerRn === null ? 0 : Math.floor((playerRn - 1) / size)) : target.page,
    ...(byPlayer ? { player: { found: meta?.player_id != null, ranked: playerRn !== null } } : {}),
    rows: result.rows.flatMap((row) =>
      row.rn === null
        ? []
        : [
            {
              position: row.position!,
              rowNumber: row.rn,
              score: row.score!,
              data: row.data,
              userId: row.user_id!,
              discordUserName: row.discord_user_name!,
              discordGlobalName: row.discord_global_name,
              discordAvatar: row.discord_avatar,
            },
          ],
    ),
  };
}

const placeholder = sql.placeholder;

/**
 * The generation of the rule set's positions: the `xmin` of its leaderboard_refreshes row, which every rebuild
 * rewrites in the transaction that swaps the positions in (a new value at each rebuild, even at the same instant);
 * null before the first rebuild. Together with the world's date: one probe of two one-row tables, prepared once per
 * connection (the plan is kept).
 */
const generationOf = sql<string | null>`(select f.xmin::text from leaderboard_refreshes f
  where f.rule_set = ${placeholder('ruleSet')})`;

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
