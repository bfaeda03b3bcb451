#!/usr/bin/env node
// API tests: Node's test runner (ESM-native, like fastify, oidc-provider, PGlite and jose).
// 1. Prepare once a migrated database holding the small seed: a PGlite data directory, or with DATABASE_URL a PostgreSQL
//    template database. 2. Bundle the test files (bundle-tests.mjs). 3. Run every file in a process of its own; each
//    gets its own copy of that database.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleTests } from './bundle-tests.mjs';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2).map((file) => path.resolve(file));

// The run's temporary files (every file's copy of the 200 MB PGlite database, the spawned servers' data) live in
// memory where the machine has a tmpfs: a copy there takes a fifth of a second, on the disk one and a half. One
// folder per checkout, emptied when the run starts (what an interrupted run left) and removed when it ends.
const memoryDisk = '/dev/shm';
if (!process.env.TMPDIR && fs.existsSync(memoryDisk)) {
  const scratch = path.join(
    memoryDisk,
    `zu-api-tests-${createHash('sha256').update(apiRoot).digest('hex').slice(0, 12)}`,
  );
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(scratch, { mode: 0o755 });
  process.env.TMPDIR = scratch;
  process.on('exit', () => fs.rmSync(scratch, { recursive: true, force: true }));
}

const prepare = spawnSync(process.execPath, ['--import', 'tsx', 'test/support/prepare-template.ts'], {
  cwd: apiRoot,
  stdio: 'inherit',
  env: process.env,
});
if (prepare.status !== 0) process.exit(prepare.status ?? 1);

function testFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'support' ? [] : testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

// The files that take longest, longest first (as measured on both databases): two at a time, a long file started
// last would run on alone while the other slot sits idle. The mixed load leads: it lasts its two minutes and more
// whatever else runs, so the other slot works through the rest meanwhile (it runs fewer requests in that time, and
// asserts none of their speed). The others follow in name order.
const longestFirst = [
  'whole-api/mixed-load.test.ts',
  'areas/play/dev-play-routes.test.ts',
  'seed/seed-cli.test.ts',
  'seed/streamed-seed.test.ts',
  'seed/load.test.ts',
  'orchestrator/new-day-calendar.test.ts',
  'seed/world/world-modes.test.ts',
  'seed/world/occasional.test.ts',
  'orchestrator/new-day.test.ts',
  'whole-api/write-races.test.ts',
  'whole-api/shutdown.test.ts',
  'whole-api/scale-out.test.ts',
  'seed/world-replay.test.ts',
  'seed/world-invariants.test.ts',
  'orchestrator/new-day-giveaways.test.ts',
  'areas/live/live-publishers.test.ts',
  'whole-api/hostile-input.test.ts',
].map((file) => path.join(apiRoot, 'test', file));
for (const file of longestFirst)
  if (!fs.existsSync(file)) throw new Error(`run-tests: ${file} is gone; update the list`);
const rank = (file) => (longestFirst.includes(file) ? longestFirst.indexOf(file) : longestFirst.length);
const inRunOrder = (files) => [...files].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

// A file that says it is independent of DATABASE_URL runs the same on every database: the PostgreSQL pass, which
// follows a PGlite pass in CI, leaves it out.
const onPostgres = Boolean(process.env.DATABASE_URL);
const independentOfDatabase = (file) => /^\/\/ Independent of DATABASE_URL\b/m.test(fs.readFileSync(file, 'utf8'));

const allFiles = args.length ? args : inRunOrder(testFiles(path.join(apiRoot, 'test')));
const files = onPostgres && !args.length ? allFiles.filter((file) => !independentOfDatabase(file)) : allFiles;
const leftOut = allFiles.length - files.length;
console.log(
  `API tests on ${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${files.length} files` +
    (leftOut ? ` (${leftOut} independent of DATABASE_URL left out: they run on PGlite)` : ''),
);

// Inside the API's folder, where Node finds the npm packages the bundles import; one folder per run.
const bundlesDir = path.join(apiRoot, 'node_modules', '.cache', `zu-api-tests-${process.pid}`);
process.on('exit', () => fs.rmSync(bundlesDir, { recursive: true, force: true }));
const bundles = await bundleTests({ files, testRoot: path.join(apiRoot, 'test'), outDir: bundlesDir });

// Node's runner sorts the files it is given on the command line; run() keeps their order. Its file processes
// inherit this one's flags (`--enable-source-maps`, given in package.json).
const stream = run({ files: bundles, concurrency: 2 });
stream.on('test:fail', () => {
  process.exitCode = 1;
});
stream.compose(new spec()).pipe(process.stdout);
