// The hardcore seasons' pages: their runs, the longest first (the retrospective), and the failed ones (the
// 'échecs'), read from the runs the data layer records. A season holds one run per player and failure, so these
// read the season's slice of hardcore_runs (index hardcore_runs_season); the routes keep the answers a minute.
import { and, count, countDistinct, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../players/players-schema';
import { hardcoreRuns, hardcoreSeasons } from '../world/world-schema';

export type HardcoreSeasonRow = typeof hardcoreSeasons.$inferSelect;

/** Every season, the latest first (one a quarter: a handful of rows). */
export async function hardcoreSeasonRows(db: Db): Promise<HardcoreSeasonRow[]> {
  return db.select().from(hardcoreSeasons).orderBy(desc(hardcoreSeasons.index));
}

export async function hardcoreSeasonByIndex(db: Db, index: number): Promise<HardcoreSeasonRow | undefined> {
  const [row] = await db.select().from(hardcoreSeasons).where(eq(hardcoreSeasons.index, index));
  return row;
}

export interface HardcoreSeasonCounts {
  runCount: number;
  playerCount: number;
  failureCount: number;
}

export async function hardcoreSeasonCounts(db: Db, seasonId: string): Promise<HardcoreSeasonCounts> {
  const [row] = await db
    .select({
      runCount: count(),
      playerCount: countDistinct(hardcoreRuns.userId),
      failureCount: count(hardcoreRuns.failedDate),
    })
    .from(hardcoreRuns)
    .where(eq(hardcoreRuns.seasonId, seasonId));
  // count() comes back as a string from pg and a number from PGlite.
  return {
    runCount: Number(row?.runCount ?? 0),
    playerCount: Number(row?.playerCount ?? 0),
    failureCount: Number(row?.failureCount ?? 0),
  };
}

export interface HardcoreRunsFilter {
  seasonId: string;
  /** Only the failed runs. */
  failedOnly: boolean;
  /** Only this player's runs. */
  userId?: string;
  /** Open runs count their days up to this day. */
  today: string;
}

function runsWhere({ seasonId, failedOnly, userId }: HardcoreRunsFilter): SQL | undefined {
  return and(
    eq(hardcoreRuns.seasonId, seasonId),
    failedOnly ? isNotNull(hardcoreRuns.failedDate) : undefined,
    userId ? eq(hardcoreRuns.userId, userId) : undefined,
  );
}

/**
 * Runs matching the filter: the longest first (runs of as many days share a position), or for failures the latest
 * failure first. Positions are those among the whole season (or all its failures), even for one player's runs.
 */
export async function hardcoreRunRows(db: Db, filter: HardcoreRunsFilter & { offset: number; limit: number }) {
  const days = sql`(coalesce(${hardcoreRuns.endDate}, ${filter.today}::date) - ${hardcoreRuns.startDate} + 1)`;
  const byName = sql`${users.discordUserName} collate "C"`;
  const order = filter.failedOnly
    ? sql`${hardcoreRuns.failedDate} desc, ${byName}, ${hardcoreRuns.id}`
    : sql`${days} desc, ${hardcoreRuns.startDate}, ${byName}, ${hardcoreRuns.id}`;
  const ranked = db
    .select({
      id: hardcoreRuns.id,
      startDate: hardcoreRuns.startDate,
      endDate: hardcoreRuns.endDate,
      failedDate: hardcoreRuns.failedDate,
      endReason: hardcoreRuns.endReason,
      dayCount: sql<number>`${days}::int`.as('day_count'),
      position: (filter.failedOnly
        ? sql<number>`(row_number() over (order by ${order}))::int`
        : sql<number>`(rank() over (order by ${days} desc))::int`
      ).as('position'),
      rowNumber: sql<number>`(row_number() over (order by ${order}))::int`.as('row_number'),
      // Both tables have an `id`: the subquery's columns need names of their own.
      userId: sql<string>`${users.id}`.as('user_id'),
      discordUserName: users.discordUserName,
      discordGlobalName: users.discordGlobalName,
      discordAvatar: users.discordAvatar,
    })
    .from(hardcoreRuns)
    .innerJoin(users, eq(users.id, hardcoreRuns.userId))
    .where(runsWhere({ ...filter, userId: undefined }))
    .as('ranked');
  return db
    .select()
    .from(ranked)
    .where(filter.userId ? eq(ranked.userId, filter.userId) : undefined)
    .orderBy(ranked.rowNumber)
    .offset(filter.offset)
    .limit(filter.limit);
}

export async function hardcoreRunCount(db: Db, filter: HardcoreRunsFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(hardcoreRuns).where(runsWhere(filter));
  return Number(row?.n ?? 0);
}
