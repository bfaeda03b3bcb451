// Seeds the database the server uses: `node --import tsx src/scripts/seed.ts [--scale small|large] [--force]`.
// Without --force an already seeded database is left untouched; with --force the seeded tables are
// emptied and refilled in the same transaction as the load, so rows are never duplicated.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { generateSeed, isSeeded, loadSeed, type SeedData, type SeedScale } from '../seed';

const usage = 'usage: node --import tsx src/scripts/seed.ts [--scale small|large] [--force]';

class UsageError extends Error {}

interface CliOptions {
  scale: SeedScale;
  force: boolean;
}

function readOptions(argv: string[]): CliOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        scale: { type: 'string', default: 'small' },
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
  if (values.scale !== 'small' && values.scale !== 'large') {
    throw new UsageError(`unknown scale '${values.scale}'\n${usage}`);
  }
  return { scale: values.scale, force: values.force };
}

const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const config = loadConfig();
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const handle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgliteDir });
  console.log(`database: ${handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${pgliteDir}`}`);
  try {
    await handle.migrate();
    const alreadySeeded = await isSeeded(handle.db);
    if (alreadySeeded && !options.force) {
      console.log('already seeded: nothing done (--force empties the seeded tables and seeds again)');
      return;
    }
    if (alreadySeeded) {
      console.warn('--force: emptying every seeded table (and the rows pointing at them) before seeding');
    }

    const started = performance.now();
    const data = generateSeed({ scale: options.scale });
    console.log(`generated the ${options.scale} seed in ${seconds(started)}`);

    const loadStarted = performance.now();
    await loadSeed(handle.db, data, {
      replace: alreadySeeded,
      onTable: (table, rows) => console.log(`  ${table.padEnd(20)} ${String(rows).padStart(8)} rows`),
    });
    const total = (Object.values(data) as SeedData[keyof SeedData][]).reduce((sum, rows) => sum + rows.length, 0);
    console.log(`loaded ${total} rows in ${seconds(loadStarted)} (total ${seconds(started)})`);
  } finally {
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
