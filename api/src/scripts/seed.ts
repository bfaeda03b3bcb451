// Seeds the database the server uses: `node --import tsx src/scripts/seed.ts [--scale small|large] [--force]`.
// The world is played up to SEED_TODAY (YYYY-MM-DD), today in Paris when unset.
// An empty database is seeded; one seeded by another version of the generator (SEED_VERSION) is rebuilt: its seeded
// tables emptied and refilled in one transaction; an up-to-date one is left alone unless --force. A rebuild keeps
// the scale the database had unless --scale says otherwise.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import {
  generateSeed,
  generateStreamedSeed,
  loadSeed,
  readSeedInfo,
  scaleSettings,
  SEED_VERSION,
  seedStatus,
  streamedTableKeys,
  type LoadReport,
  type SeedScale,
  type TableLoad,
} from '../seed';
import { PieceQueue } from '../seed/piece-queue';
import { isWorldDate, worldDateOf } from '../engine/world-rules';

const usage = 'usage: node --import tsx src/scripts/seed.ts [--scale small|medium|large] [--force]';

class UsageError extends Error {}

interface CliOptions {
  /** Absent: the scale the database was seeded with, or small. */
  scale: SeedScale | undefined;
  force: boolean;
}

function readOptions(argv: string[]): CliOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        scale: { type: 'string' },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  if (values.scale !== undefined && !Object.hasOwn(scaleSettings, values.scale)) {
    throw new UsageError(`unknown scale '${values.scale}'\n${usage}`);
  }
  return { scale: values.scale as SeedScale | undefined, force: values.force };
}

/** The last day the seed plays: SEED_TODAY when given (tests pin days), else today. */
function seedToday(env: NodeJS.ProcessEnv): string {
  const pinned = env.SEED_TODAY;
  if (!pinned) return worldDateOf(new Date());
  if (!isWorldDate(pinned)) throw new UsageError(`SEED_TODAY must be a day written YYYY-MM-DD, not '${pinned}'`);
  return pinned;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const thousands = (n: number) => Math.round(n).toLocaleString('en-US');

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const today = seedToday(process.env);
  const config = loadConfig();
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const handle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgliteDir });
  console.log(`database: ${handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${pgliteDir}`}`);
  try {
    await handle.migrate();
    const status = await seedStatus(handle.db);
    const info = await readSeedInfo(handle.db);
    const seededWith = info ? `seed version ${info.version}, ${info.scale} scale` : 'no recorded seed version';
    if (status === 'current' && !options.force) {
      console.log(`already seeded (${seededWith}): nothing done (--force empties the seeded tables and seeds again)`);
      return;
    }
    if (status === 'outdated') {
      console.log(
        `seeded by another version of the world (${seededWith}; this generator is version ${SEED_VERSION}): ` +
          'rebuilding it, the seeded tables (and the rows pointing at them) emptied and refilled in one transaction',
      );
    } else if (status === 'current') {
      console.warn('--force: emptying every seeded table (and the rows pointing at them) before seeding');
    }

    const scale = options.scale ?? info?.scale ?? 'small';
    const started = performance.now();
    const onTable = ({ table, rows, ms, rebuiltIndexes }: TableLoad) => {
      const rate = `${thousands(rows / (ms / 1000))} rows/s`;
      const note = rebuiltIndexes ? '  (indexes and constraints rebuilt)' : '';
      console.log(
        `  ${table.padEnd(22)} ${thousands(rows).padStart(11)} rows ${seconds(ms).padStart(9)} ${rate.padStart(16)}${note}`,
      );
    };
    const generated = (ms: number) =>
      console.log(`generated the ${scale} seed (version ${SEED_VERSION}, played up to ${today}) in ${seconds(ms)}`);
    let report: LoadReport;
    let played: number | undefined;
    if (scaleSettings[scale].streamed) {
      // The large scales are played and written as they go, their big tables as COPY files in a scratch directory,
      // each piece loaded as soon as it is written, while the rest of the world is still being played.
      const pieces = new PieceQueue();
      const seed = generateStreamedSeed({
        scale,
        today,
        directory: path.join(tmpdir(), `zu-seed-${process.pid}`),
        onStep: (step, ms) => console.log(`  ${step.padEnd(48)} ${seconds(ms).padStart(9)}`),
        onPiece: (piece) => pieces.push(piece),
        onTableComplete: (key) => pieces.complete(key),
      }).then(
        (result) => {
          const elsewhere = Object.keys(result.streamed).filter((key) => !streamedTableKeys.includes(key as never));
          if (elsewhere.length > 0) {
            const error = new Error(`COPY files of tables not loaded early: ${elsewhere.join(', ')}`);
            pieces.fail(error);
            throw error;
          }
          pieces.end();
          played = performance.now();
          generated(played - started);
          return result.data;
        },
        (error: unknown) => {
          pieces.fail(error);
          throw error;
        },
      );
      report = await loadSeed(handle, seed, {
        replace: status !== 'empty',
        early: { tables: streamedTableKeys, pieces },
        onTable,
      });
    } else {
      const data = generateSeed({ scale, today });
      generated(performance.now() - started);
      report = await loadSeed(handle, data, { replace: status !== 'empty', onTable });
    }
    const extra = [
      report.truncateMs ? `emptying ${seconds(report.truncateMs)}` : '',
      `analyze ${seconds(report.analyzeMs)}`,
      `leaderboard positions ${seconds(report.refreshMs)}`,
    ].filter(Boolean);
    const finished = performance.now();
    // Loaded while playing: what the load added once the world was played is the figure that counts.
    const afterPlay = played === undefined ? '' : `, ${seconds(finished - played)} of them after the world was played`;
    console.log(
      `loaded ${thousands(report.rows)} rows in ${seconds(report.totalMs)}${afterPlay} (${extra.join(', ')}); ` +
        `total ${seconds(finished - started)}`,
    );
  } finally {
    rmSync(path.join(tmpdir(), `zu-seed-${process.pid}`), { recursive: true, force: true });
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(error.message);
    process.exitCode = 2;
    return;
  }
  console.error(error);
  process.exitCode = 1;
});
