// Leaderboard positions, rebuilt in one pass over the entries and swapped in whole. Reading a position or a page
// is then an index lookup, whatever the number of players; ranking on each request would sort every player.
// Readers never wait for the rebuild: the new table is filled aside and only the rename takes a (short) lock.
import { max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ruleSets, type RuleSet } from '../../engine/rule-sets';
import { publishLiveChanges } from '../live/live-publish';
import type { LeaderboardType } from './leaderboards-rules';
import { leaderboardRefreshes } from './leaderboards-schema';

/**
 * Same order and the same entrants as the engine's rankLeaderboard: only scores above zero, then score, tie-breaker
 * (higher first), name and id; equal scores share a position (rank), the display order (rn) is unique.
 */
const fillNewTable = sql`
  insert into leaderboard_positions_next (rule_set, type, user_id, score, position, rn, data, discord_user_name,
    discord_global_name, discord_avatar)
  select e.rule_set, e.type, e.user_id, e.score,
         (rank() over (partition by e.rule_set, e.type order by e.score desc))::int,
         (row_number() over (partition by e.rule_set, e.type
           order by e.score desc, e.tie_break desc, u.discord_user_name collate "C", e.user_id))::int,
         e.data, u.discord_user_name, u.discord_global_name, u.discord_avatar
  from leaderboard_entries e
  join users u on u.id = e.user_id
  where e.score > 0`;

/**
 * The boards whose positions differ between the table being built and the one shown: per board, the number of rows
 * and a sum of a hash of each whole row, compared. Two scans holding one sum per board, where comparing row by row
 * would hold a whole table in memory; a collision would only skip one announcement.
 */
const changedBoards = sql`
  with fresh as (
    select rule_set, type, count(*) as rows, sum(hashtext(p::text)) as hash
    from leaderboard_positions_next p group by rule_set, type),
  shown as (
    select rule_set, type, count(*) as rows, sum(hashtext(p::text)) as hash
    from leaderboard_positions p group by rule_set, type)
  select coalesce(fresh.rule_set, shown.rule_set) as rule_set, coalesce(fresh.type, shown.type) as type
  from fresh full join shown on fresh.rule_set = shown.rule_set and fresh.type = shown.type
  where fresh.rows is distinct from shown.rows or fresh.hash is distinct from shown.hash`;

/** Any number unique to this job: two API instances refreshing at once would build the same table twice. */
const refreshLockKey = 7_410_001;

export interface RefreshOptions {
  /**
   * Announce each board whose positions moved on the live channel (`leaderboard:{type}`), in the rebuild's own
   * transaction. The running API does; the seed, which is no live change, does not.
   */
  announce?: boolean;
  /**
   * Skip the rebuild when the positions were rebuilt less than this long before `now` (by another process: several
   * API processes on one database then rebuild once an interval between them, not once each).
   */
  unlessRebuiltWithinMs?: number;
}

/**
 * Rebuilds every position; false when another process is already doing it (then its result will do) or rebuilt
 * them within `unlessRebuiltWithinMs`.
 */
export async function refreshLeaderboardPositions(
  db: Db,
  now: Date,
  { announce = false, unlessRebuiltWithinMs }: RefreshOptions = {},
): Promise<boolean> {
  const refreshed = await db.transaction(async (tx) => {
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${refreshLockKey}) as locked`)) as unknown as {
      rows: { locked: boolean }[];
    };
    if (!lock.rows[0]?.locked) return false;
    if (unlessRebuiltWithinMs !== undefined) {
      // Read under the lock: a rebuild that committed before it was taken is seen.
      const [last] = await tx.select({ at: max(leaderboardRefreshes.refreshedAt) }).from(leaderboardRefreshes);
      if (last?.at && now.getTime() - last.at.getTime() < unlessRebuiltWithinMs) return false;
    }
    await tx.execute(sql`drop table if exists leaderboard_positions_next`);
    await tx.execute(sql`create table leaderboard_positions_next (like leaderboard_positions including defaults)`);
    await tx.execute(fillNewTable);
    await tx.execute(
      sql`alter table leaderboard_positions_next add constraint leaderboard_positions_next_pkey
          primary key (rule_set, type, user_id)`,
    );
    await tx.execute(
      sql`create index leaderboard_positions_next_rn on leaderboard_positions_next (rule_set, type, rn)`,
    );
    await tx.execute(
      sql`create index leaderboard_positions_next_user on leaderboard_positions_next (user_id, rule_set)`,
    );
    const changed = announce
      ? ((await tx.execute(changedBoards)) as unknown as { rows: { rule_set: RuleSet; type: LeaderboardType }[] }).rows
      : [];
    // From here readers of the positions wait until the commit, a moment later; never queue behind a long query.
    await tx.execute(sql`set local lock_timeout = '2s'`);
    await tx.execute(sql`drop table leaderboard_positions`);
    await tx.execute(sql`alter table leaderboard_positions_next rename to leaderboard_positions`);
    await tx.execute(
      sql`alter table leaderboard_positions rename constraint leaderboard_positions_next_pkey
          to leaderboard_positions_pkey`,
    );
    await tx.execute(sql`alter index leaderboard_positions_next_rn rename to leaderboard_positions_rn`);
    await tx.execute(sql`alter index leaderboard_positions_next_user rename to leaderboard_positions_user`);
    for (const ruleSet of ruleSets) {
      await tx.execute(
        sql`insert into leaderboard_refreshes (rule_set, refreshed_at) values (${ruleSet}, ${now})
            on conflict (rule_set) do update set refreshed_at = excluded.refreshed_at`,
      );
    }
    await publishLiveChanges(
      tx,
      changed.map((board) => ({ topic: `leaderboard:${board.type}`, ruleSet: board.rule_set })),
    );
    return true;
  });
  if (refreshed) await db.execute(sql`analyze leaderboard_positions`);
  return refreshed;
}
