#!/usr/bin/env node
// API tests: Node's test runner (ESM-native, like fastify, oidc-provider, PGlite and jose) through tsx.
// 1. Prepare once a migrated database holding the small seed: a PGlite dump, or with DATABASE_URL a PostgreSQL
//    template database. 2. Run every test file; each gets its own copy of that database.
import { spawnSync } from 'node:child_process';
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
const files = args.length ? args : testFiles(path.join(apiRoot, 'test')).sort();
console.log(`API tests on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${files.length} files`);

const run = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files],
  { cwd: apiRoot, stdio: 'inherit', env: process.env },
);
process.exit(run.status ?? 1);
