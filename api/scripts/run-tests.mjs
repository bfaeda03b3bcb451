#!/usr/bin/env node
// API tests: Node's test runner (ESM-native, like fastify, oidc-provider, PGlite and jose) through tsx.
// 1. Prepare once a migrated database holding the small seed: a PGlite data directory, or with DATABASE_URL a PostgreSQL
//    template database. 2. Run every test file; each gets its own copy of that database.
import { spawnSync } from 'node:child_process';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);

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
// last would run on alone while the other slot sits idle. The mixed load comes last of all: its 200 connections
// keep both cores busy by themselves, and anything beside it runs at half speed. The others follow in name order.
const longestFirst = [
  'areas/play/dev-play-routes.test.ts',
  'whole-api/write-races.test.ts',
  'seed/seed-cli.test.ts',
  'seed/world-replay.test.ts',
  'seed/streamed-seed.test.ts',
  'orchestrator/new-day-calendar.test.ts',
  'seed/load.test.ts',
  'seed/world/world-modes.test.ts',
  'seed/world/occasional.test.ts',
  'whole-api/shutdown.test.ts',
  'whole-api/scale-out.test.ts',
  'areas/live/live-publishers.test.ts',
  'seed/world-invariants.test.ts',
  'orchestrator/new-day-giveaways.test.ts',
  'whole-api/hostile-input.test.ts',
].map((file) => path.join(apiRoot, 'test', file));
const runLast = path.join(apiRoot, 'test', 'whole-api/mixed-load.test.ts');
for (const file of [...longestFirst, runLast])
  if (!fs.existsSync(file)) throw new Error(`run-tests: ${file} is gone; update the list`);
const rank = (file) => {
  if (file === runLast) return longestFirst.length + 1;
  return longestFirst.includes(file) ? longestFirst.indexOf(file) : longestFirst.length;
};
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

// Node's runner sorts the files it is given on the command line; run() keeps their order. Its file processes
// inherit this one's flags (`--import tsx`, given in package.json).
const stream = run({ files, concurrency: 2 });
stream.on('test:fail', () => {
  process.exitCode = 1;
});
stream.compose(new spec()).pipe(process.stdout);
