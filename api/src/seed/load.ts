import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle, Db } from '../db/client';
import * as schema from '../db/schema';
import {
  copyChunkLength,
  dropSecondaryStructures,
  inBulkTransaction,
  type BulkSession,
  type DroppedStructures,
} from './bulk-copy';
import {
  readWholeRows,
  type CopyPiece,
  type StreamedTables,
  type StreamedTable,
  type TableComplete,
} from './copy-files';
import { copyColumns, copyTextChunks } from './copy-text';
import { tablesInDependencyOrder, type SchemaTable } from './table-order';
import type { SeedData } from './world-seed';
import { refreshLeaderboardPositions } from '../areas/leaderboards/leaderboard-positions';
import { SEED_VERSION } from './version';

/**
 * What `replace` leaves alone: state that is not part of the generated world (the development sign-in sessions).
 * Every other table is emptied, seeded or not, so that a rebuild leaves nothing of the previous world behind,
 * not even rows of a table this version no longer generates.
 */
const keptOnReplace = new Set<string>(['oidcPayloads'] satisfies (keyof typeof schema)[]);

/** Past this many rows, a table is loaded without its secondary indexes and constraints, rebuilt afterwards. */
export const DROP_INDEXES_ABOVE = 50_000;

export interface TableLoad {
  table: keyof SeedData;
  rows: number;
  /** Time to COPY the rows, and to rebuild the indexes and constraints when they were dropped. */
  ms: number;
  /** Whether the secondary indexes and constraints were dropped for the load and rebuilt after it. */
  rebuiltIndexes: boolean;
}

export interface LoadReport {
  tables: TableLoad[];
  rows: number;
  /** Emptying the tables first (`replace`), then updating the planner's statistics after the load. */
  truncateMs: number;
  analyzeMs: number;
  /** Ranking the leaderboards once the rows are in. */
  refreshMs: number;
  totalMs: number;
}

export interface LoadOptions {
  /**
   * Empty every table of the world first, in the same transaction: the only way to seed a database twice. Only the
   * development sign-in sessions are kept.
   */
  replace?: boolean;
  /**
   * Tables with more rows than this are loaded without their secondary indexes and check, unique and foreign-key
   * constraints, which are recreated right after (same names, same definitions). Default `DROP_INDEXES_ABOVE`;
   * 0 does it for every table that gets rows. For a few thousand rows, keeping them is faster.
   */
  dropIndexesAbove?: number;
  /** Called after each table that got rows, e.g. to print progress. */
  onTable?: (load: TableLoad) => void;
  /**
   * Tables whose rows come as COPY text (the large scales, written to files as the world is played); their key in
   * the data still says the table is part of the seed, its rows there are ignored.
   */
  streamed?: StreamedTables;
  /**
   * Loading while the world is still played (the large scales): these tables lose their secondary indexes and
   * constraints first, take each piece of COPY text as it comes (in whatever order the rule sets write them), and get
   * them back once the rest of the seed is in; their rows in the data and in `streamed` are then ignored. A table
   * told complete (no piece of it will follow) gets its indexes and keys back at once, while the rest is still
   * played and loaded; its checks and foreign keys wait for its parents as the others do.
   */
  early?: { tables: readonly (keyof SeedData)[]; pieces: AsyncIterable<CopyPiece | TableComplete> };
}

type Row = Readonly<Record<string, unknown>>;

interface TableToLoad extends SchemaTable {
  key: keyof SeedData;
  rows: readonly Row[];
  streamed?: StreamedTable;
}

// A SeedData key that does not name a table export of the schema fails to compile here.
const seedTables: Readonly<Record<keyof SeedData, PgTable>> = schema;

/** The tables the data fills (or may fill: an empty list still counts for `replace`), parents first. */
function tablesToLoad(data: SeedData, streamed: StreamedTables): TableToLoad[] {
  const wanted = new Set<PgTable>();
  for (const key of Object.keys(data) as (keyof SeedData)[]) {
    const table: unknown = seedTables[key];
    if (!is(table, PgTable)) throw new Error(`seed data for '${key}', which is not a table of the schema`);
    wanted.add(table);
  }
  return tablesInDependencyOrder()
    .filter((entry) => wanted.has(entry.table))
    .map((entry) => {
      const key = entry.key as keyof SeedData;
      const source = streamed[key];
      return {
        ...entry,
        key,
        rows: source ? [] : (data[key] as readonly Row[]),
        ...(source ? { streamed: source } : {}),
      };
    });
}

/**
 * Loads the whole seed by COPY in one transaction, parents first: a failure leaves the database as it was. The
 * tables that got rows are analyzed at the end, so the planner knows their sizes from the first query on.
 */
export async function loadSeed(
  handle: DatabaseHandle,
  seedData: SeedData | Promise<SeedData>,
  options: LoadOptions = {},
): Promise<LoadReport> {
  const started = performance.now();
  const threshold = options.dropIndexesAbove ?? DROP_INDEXES_ABOVE;
  const chunkLength = copyChunkLength[handle.kind];
  let data: SeedData | undefined;
  const dataReady = Promise.resolve(seedData);
  // Awaited only once the early pieces are in: a failure before that is still this load's, not an unhandled one.
  dataReady.catch(() => undefined);

  const report = await inBulkTransaction(handle, async (session) => {
    const report: LoadReport = { tables: [], rows: 0, truncateMs: 0, analyzeMs: 0, refreshMs: 0, totalMs: 0 };

    if (options.replace) {
      const truncateStarted = performance.now();
      const emptied = tablesInDependencyOrder().filter((entry) => !keptOnReplace.has(entry.key));
      await session.query(`truncate table ${emptied.map((entry) => entry.sqlName).join(', ')}`);
      report.truncateMs = performance.now() - truncateStarted;
    }

    const early = options.early ? await loadEarly(session, options.early, chunkLength) : new Map<string, EarlyTable>();
    data = await dataReady;
    const tables = tablesToLoad(data, options.streamed ?? {});
    const loaded: TableToLoad[] = [];
    for (const entry of tables) {
      const earlyTable = early.get(entry.key);
      if (earlyTable) {
        early.delete(entry.key);
        // Put back once its parents are in (they come before it in this order), so its foreign keys check out.
        const restoreStarted = performance.now();
        await earlyTable.dropped.restore();
        if (earlyTable.rows === 0) continue;
        const ms = earlyTable.ms + performance.now() - restoreStarted;
        const load = { table: entry.key, rows: earlyTable.rows, ms, rebuiltIndexes: true };
        report.tables.push(load);
        report.rows += load.rows;
        loaded.push(entry);
        options.onTable?.(load);
        continue;
      }
      const rowCount = entry.streamed?.rows ?? entry.rows.length;
      if (rowCount === 0) continue;
      const tableStarted = performance.now();
      const rebuiltIndexes = rowCount > threshold;
      const dropped = rebuiltIndexes ? await dropSecondaryStructures(session, entry.sqlName) : undefined;
      if (entry.streamed) {
        await session.copy(entry.sqlName, entry.streamed.sqlColumns, entry.streamed.chunks(chunkLength));
      } else {
        const columns = copyColumns(entry.table, entry.sqlName, entry.rows);
        await session.copy(
          entry.sqlName,
          columns.map((column) => column.sqlName),
          copyTextChunks(columns, entry.rows, chunkLength),
        );
      }
      await dropped?.restore();
      const load = { table: entry.key, rows: rowCount, ms: performance.now() - tableStarted, rebuiltIndexes };
      report.tables.push(load);
      report.rows += load.rows;
      loaded.push(entry);
      options.onTable?.(load);
    }

    // Early tables the data does not name: put back all the same.
    for (const earlyTable of early.values()) await earlyTable.dropped.restore();

    if (loaded.length > 0) {
      const analyzeStarted = performance.now();
      await session.query(`analyze ${loaded.map((entry) => entry.sqlName).join(', ')}`);
      report.analyzeMs = performance.now() - analyzeStarted;
    }
    return report;
  });
  // The leaderboard entries came with the world: rank them now, so the first page served has positions.
  const refreshStarted = performance.now();
  // Stamped with the world's reference instant, not the clock: the same seed gives the same rows.
  await refreshLeaderboardPositions(handle.db, data?.seedInfo[0]?.seedDate ?? new Date(0));
  report.refreshMs = performance.now() - refreshStarted;
  report.totalMs = performance.now() - started;
  return report;
}

interface EarlyTable {
  rows: number;
  /** Time spent copying its pieces (and rebuilding its indexes once it was complete). */
  ms: number;
  dropped: DroppedStructures;
}

/** The early tables bare, then every piece copied in as it comes; what puts each table's structures back. */
async function loadEarly(
  session: BulkSession,
  early: NonNullable<LoadOptions['early']>,
  chunkLength: number,
): Promise<Map<string, EarlyTable>> {
  const tables = new Map<string, EarlyTable & { sqlName: string }>();
  for (const entry of tablesInDependencyOrder()) {
    if (!early.tables.includes(entry.key as keyof SeedData)) continue;
    const dropped = await dropSecondaryStructures(session, entry.sqlName);
    tables.set(entry.key, { rows: 0, ms: 0, sqlName: entry.sqlName, dropped });
  }
  for await (const item of early.pieces) {
    const table = tables.get(item.key);
    if (!table) throw new Error(`COPY text for '${item.key}', which is not loaded early`);
    const started = performance.now();
    if ('complete' in item) await table.dropped.restoreIndexes();
    else {
      for (const file of item.files)
        await session.copy(table.sqlName, item.sqlColumns, readWholeRows(file, chunkLength));
      table.rows += item.rows;
    }
    table.ms += performance.now() - started;
  }
  return tables;
}

export type SeedStatus = 'empty' | 'current' | 'outdated';

/** What `seed_info` says about the world in the database, when a load wrote it. */
export async function readSeedInfo(db: Db): Promise<typeof schema.seedInfo.$inferSelect | undefined> {
  const [info] = await db.select().from(schema.seedInfo).limit(1);
  return info;
}

/**
 * `current`: seeded by this version of the generator. `outdated`: seeded by another version, or before versions
 * were recorded (seeded rows but no `seed_info`). `empty`: nothing seeded yet.
 */
export async function seedStatus(db: Db): Promise<SeedStatus> {
  const info = await readSeedInfo(db);
  if (info) return info.version === SEED_VERSION ? 'current' : 'outdated';
  const [pack] = await db.select({ id: schema.packs.id }).from(schema.packs).limit(1);
  const [user] = await db.select({ id: schema.users.id }).from(schema.users).limit(1);
  return pack || user ? 'outdated' : 'empty';
}
