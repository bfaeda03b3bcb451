// The large scales' seed: the same world as generateSeed, played one rule set at a time (each in a worker thread of
// its own, side by side: rule sets share nothing), its records turned into rows as they come and the big tables
// written as COPY text to files, so memory holds the players' states and the small tables only. Same base, same
// date, same rows (ids come from a stream per rule set in streaming order, so they differ from what generateSeed
// would give the same world; each path is deterministic on its own).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { recordRows } from '../orchestrator/record-row-changes';
import { ruleSets, type RuleSet } from '../engine/rule-sets';
import { createPrng } from '../engine/prng';
import { holidayBannerName } from '../areas/calendar/calendar-rules';
import { CopyFileWriter, streamedTableOf, type CopyFiles, type CopyPiece, type StreamedTables } from './copy-files';
import { REFERENCE_DAY } from './dates';
import { generateBaseSeed, placeCanvasesOf, worldInputOf } from './generate';
import {
  appendOnlyHistoryTables,
  emptyHistoryRows,
  HistoryFolder,
  type HistoryRows,
  type HistorySinks,
} from './history-rows';
import { scaleSettings, type SeedOptions } from './types';
import {
  type SeedData,
  addAccountStateRows,
  emptyStateRows,
  finishWorldRows,
  type PlayedAccount,
  type StateRows,
  stateTables,
} from './world-seed';
import { createCatalogueContext } from './world/catalogue-context';
import { defaultWorldSeed, simulateWorld } from './world/simulate-world';
import { createWorldTimeline } from './world/world-timeline';
import type { WorldOutput, WorldStats } from './world/world-types';

export interface StreamedSeed {
  /** Every table's rows, the streamed ones left empty (their rows are in `streamed`). */
  data: SeedData;
  streamed: StreamedTables;
  stats: Partial<Record<RuleSet, WorldStats>>;
}

export interface StreamedSeedOptions extends SeedOptions {
  /** Where the COPY files go (created if missing; the caller removes it once loaded). */
  directory: string;
  /** Told when each step ends, with its time. */
  onStep?: (step: string, ms: number) => void;
  /** Play the rule sets one after the other in this thread (default: side by side, in worker threads). */
  sequential?: boolean;
  /**
   * Told of each piece of a streamed table's COPY text as soon as it is written whole, while the world is still
   * being played, so that it can be loaded at once (its file stays listed in `streamed` too).
   */
  onPiece?: (piece: CopyPiece) => void;
  /** Characters of COPY text per piece (tests: small, to get many). */
  pieceLength?: number;
  /**
   * Told once a streamed table has had its last piece told to `onPiece`, from every rule set: the history tables
   * as soon as every rule set is played (the players' states are still being written then), the state tables at
   * the end.
   */
  onTableComplete?: (key: keyof SeedData) => void;
}

/** What playing one rule set gives back: plain data, so that it can come from a worker. */
export interface RuleSetPart {
  ruleSet: RuleSet;
  world: WorldOutput;
  /** The history rows kept in memory (the append-only tables went to `files`). */
  history: HistoryRows;
  lastLogAt: Map<string, Date>;
  played: Map<string, PlayedAccount>;
  files: Partial<Record<keyof SeedData, CopyFiles>>;
  steps: { step: string; ms: number }[];
}

export interface RuleSetJob {
  scale: SeedOptions['scale'];
  settings?: SeedOptions['settings'];
  today: string;
  directory: string;
  ruleSet: RuleSet;
  pieceLength?: number;
}

/** The tables whose rows go to COPY files (the rest are kept in memory and gathered at the end). */
export const streamedTableKeys: readonly (keyof SeedData)[] = [...appendOnlyHistoryTables, ...stateTables];

/** A worker's old generation when the scale does not say (tests' small worlds). */
const defaultWorkerHeapMb = 1_024;
/** A worker's young generation when the scale does not say. */
const defaultWorkerYoungMb = 512;

/** Accounts whose state rows are gathered before they are written. */
const stateBatchAccounts = 1_000;

/**
 * Plays one rule set of the scale's world, its big tables written to `directory/<rule set>/`; `onTablesDone` is told
 * which tables get no more rows from it, once their files are closed (their pieces told to `onPiece` before).
 */
export function playRuleSetStreamed(
  job: RuleSetJob,
  onPiece?: (piece: CopyPiece) => void,
  onTablesDone?: (keys: (keyof SeedData)[]) => void,
): RuleSetPart {
  const steps: RuleSetPart['steps'] = [];
  let started = performance.now();
  const step = (name: string) => {
    steps.push({ step: name, ms: performance.now() - started });
    started = performance.now();
  };
  const directory = path.join(job.directory, job.ruleSet);
  mkdirSync(directory, { recursive: true });
  const settings = job.settings ?? scaleSettings[job.scale];
  const base = generateBaseSeed({ scale: job.scale, today: job.today, settings });
  const input = worldInputOf(base, job.today);
  const context = createCatalogueContext(input.catalogue);

  const writers = new Map<keyof SeedData, CopyFileWriter>();
  const files: RuleSetPart['files'] = {};
  const closed = new Set<keyof SeedData>();
  const writer = (key: keyof SeedData) => {
    let found = writers.get(key);
    if (closed.has(key)) throw new Error(`rows for '${key}' after its files were closed`);
    if (!found) writers.set(key, (found = new CopyFileWriter(directory, key, onPiece, job.pieceLength)));
    return found;
  };
  const closeTables = (keys: readonly (keyof SeedData)[]) => {
    for (const key of keys) {
      closed.add(key);
      const found = writers.get(key);
      if (!found) continue;
      files[key] = found.close();
      writers.delete(key);
    }
    onTablesDone?.([...keys]);
  };
  // The same reference rows simulateWorld draws (same streams): the folder finds challenge and calendar rows by them.
  const holidayBannerId = input.banners?.find((b) => b.name === holidayBannerName)?.id ?? null;
  const reference = createWorldTimeline(context, { today: job.today, seed: defaultWorldSeed, holidayBannerId }).rows;
  const sinks: HistorySinks = Object.fromEntries(
    appendOnlyHistoryTables.map((table) => [
      table,
      (row: Readonly<Record<string, unknown>>) => writer(table).push(row),
    ]),
  );
  const folder = new HistoryFolder(reference, sinks);
  const rowIds = createPrng(`zunivers-hardcore/world-rows/${job.ruleSet}`);
  const newId = () => rowIds.uuid();
  const played = new Map<string, PlayedAccount>();
  const writeState = (rows: StateRows) => {
    for (const table of stateTables) if (rows[table].length > 0) writer(table).pushAll(rows[table]);
  };

  const world = simulateWorld({
    ...input,
    ruleSets: [job.ruleSet],
    occasionalShare: settings.occasionalShare,
    recordBatchSize: 1,
    onRecords: (userId, owner, records) => {
      for (const record of records) folder.apply(recordRows(record, { userId, ruleSet: owner, newId }));
    },
  });
  step(`play ${job.ruleSet} (${world.accounts.length.toLocaleString('en-US')} accounts)`);
  // The history tables get no row after the play: closed now, so the load may rebuild their indexes while the
  // players' states are being written.
  closeTables(appendOnlyHistoryTables);
  let rows = emptyStateRows();
  world.accounts.forEach((account, index) => {
    played.set(`${account.userId}/${account.ruleSet}`, addAccountStateRows(account, context.catalogue, newId, rows));
    if ((index + 1) % stateBatchAccounts === 0) {
      writeState(rows);
      rows = emptyStateRows();
    }
  });
  writeState(rows);
  world.accounts = [];
  closeTables([...new Set([...stateTables, ...writers.keys()])]);
  step(`write the ${job.ruleSet} players' states`);
  return { ruleSet: job.ruleSet, world, history: folder.rows, lastLogAt: folder.lastLogAt, played, files, steps };
}

/** What a worker posts: each piece of COPY text as it is written, the tables it is done with, then its part. */
export type WorkerMessage = { piece: CopyPiece } | { tablesDone: (keyof SeedData)[] } | { part: RuleSetPart };

function playInWorker(
  job: RuleSetJob,
  onPiece?: (piece: CopyPiece) => void,
  onTablesDone?: (keys: (keyof SeedData)[]) => void,
): Promise<RuleSetPart> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./play-rule-set-worker.mjs', import.meta.url), {
      workerData: job,
      // A young generation larger than the default: playing allocates a lot of short-lived objects, and the
      // players' states make every full collection dear (whatever outlives two young collections is promoted, then
      // marked again and again). 512 MB rather than 256: 15% less CPU for the medium world's NORMAL accounts;
      // the large scale takes more (its scale setting).
      resourceLimits: {
        maxYoungGenerationSizeMb: (job.settings ?? scaleSettings[job.scale]).workerYoungMb ?? defaultWorkerYoungMb,
        maxOldGenerationSizeMb: (job.settings ?? scaleSettings[job.scale]).workerHeapMb ?? defaultWorkerHeapMb,
      },
    });
    let part: RuleSetPart | undefined;
    worker.on('message', (message: WorkerMessage) => {
      if ('piece' in message) onPiece?.(message.piece);
      else if ('tablesDone' in message) onTablesDone?.(message.tablesDone);
      else part = message.part;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (part) resolve(part);
      else reject(new Error(`the ${job.ruleSet} world's worker stopped (exit code ${code}) without its rows`));
    });
  });
}

export async function generateStreamedSeed(options: StreamedSeedOptions): Promise<StreamedSeed> {
  const today = options.today ?? REFERENCE_DAY;
  const started = performance.now();
  const jobs = ruleSets.map((ruleSet): RuleSetJob => ({
    scale: options.scale,
    today,
    directory: options.directory,
    ruleSet,
    ...(options.settings ? { settings: options.settings } : {}),
    ...(options.pieceLength ? { pieceLength: options.pieceLength } : {}),
  }));
  // A table is complete once every rule set is done with it (each tells it after its own pieces).
  const doneCount = new Map<keyof SeedData, number>();
  const onTablesDone = (keys: (keyof SeedData)[]) => {
    for (const key of keys) {
      const count = (doneCount.get(key) ?? 0) + 1;
      doneCount.set(key, count);
      if (count === jobs.length) options.onTableComplete?.(key);
    }
  };
  const parts = options.sequential
    ? jobs.map((job) => playRuleSetStreamed(job, options.onPiece, onTablesDone))
    : await Promise.all(jobs.map((job) => playInWorker(job, options.onPiece, onTablesDone)));
  for (const part of parts) for (const { step, ms } of part.steps) options.onStep?.(step, ms);
  const finishing = performance.now();

  const base = generateBaseSeed({ ...options, today });
  const history = emptyHistoryRows();
  for (const part of parts) {
    for (const table of Object.keys(history) as (keyof HistoryRows)[]) {
      appendAll(history[table] as object[], part.history[table] as object[]);
    }
  }
  const folder = { rows: history, lastLogAt: new Map(parts.flatMap((part) => [...part.lastLogAt])) };
  const played = new Map(parts.flatMap((part) => [...part.played]));
  const rows = finishWorldRows(
    mergeWorlds(parts),
    { ...base, catalogue: worldInputOf(base, today).catalogue },
    folder,
    played,
  );

  const streamed: StreamedTables = {};
  const keys = new Set(parts.flatMap((part) => Object.keys(part.files) as (keyof SeedData)[]));
  for (const key of keys) {
    streamed[key] = streamedTableOf(parts.flatMap((part) => part.files[key] ?? []));
  }
  const empty = Object.fromEntries([...keys].map((key) => [key, []]));
  options.onStep?.('gather the rule sets', performance.now() - finishing);
  options.onStep?.('in all', performance.now() - started);
  return {
    data: { ...base, ...rows, ...placeCanvasesOf(base, today), ...emptyStateRows(), ...empty } as SeedData,
    streamed,
    stats: Object.fromEntries(parts.map((part) => [part.ruleSet, part.world.stats])),
  };
}

/**
 * Appends `rows` to `into`, one push per row: spreading a table's rows as arguments (`push(...rows)`) overflows the
 * stack at the large scale (a million player challenges).
 */
export function appendAll<T>(into: T[], rows: readonly T[]): void {
  for (const row of rows) into.push(row);
}

/** One output from the rule sets played apart: each rule set's rows from the run that played it. */
function mergeWorlds(parts: readonly RuleSetPart[]): WorldOutput {
  const [first] = parts;
  if (!first) throw new Error('no world played');
  const byRuleSet = <T extends { ruleSet: RuleSet }>(pick: (w: WorldOutput) => readonly T[]) =>
    parts.flatMap((part) => pick(part.world).filter((row) => row.ruleSet === part.ruleSet));
  return {
    today: first.world.today,
    accounts: [],
    shared: Object.fromEntries(parts.map((part) => [part.ruleSet, part.world.shared[part.ruleSet]])) as never,
    offersClosedAt: Object.assign({}, ...parts.map((part) => part.world.offersClosedAt)) as Record<string, string>,
    corporations: parts.flatMap((part) => part.world.corporations),
    reference: {
      ...first.world.reference,
      shopEntries: byRuleSet((w) => w.reference.shopEntries),
      events: byRuleSet((w) => w.reference.events),
      // Each part played the Arène of its own rule set only.
      tournaments: parts.flatMap((part) => part.world.reference.tournaments),
      tournamentRounds: parts.flatMap((part) => part.world.reference.tournamentRounds),
      tournamentBattles: parts.flatMap((part) => part.world.reference.tournamentBattles),
      bosses: parts.flatMap((part) => part.world.reference.bosses),
      bossDamages: parts.flatMap((part) => part.world.reference.bossDamages),
      giveaways: parts.flatMap((part) => part.world.reference.giveaways),
      giveawayEntries: parts.flatMap((part) => part.world.reference.giveawayEntries),
    },
    stats: first.world.stats,
  };
}
