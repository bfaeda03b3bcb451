#!/usr/bin/env node
// `npm run bench`: every benchmark that holds a budget of docs/quality.md, one after the other (each needs the machine
// to itself), then all their budgets in one table. Exits 1 when a budget is missed or a benchmark could not run.
// - bench:web: the site in Chromium (page timings, JavaScript shipped, the live channel's update);
// - bench:api: the players' routes and leaderboards at the large seed (made once in the database, then kept);
// - bench:load: the players' mixed load at 200 connections.
// The API's budgets are PostgreSQL's: DATABASE_URL names the server. Without it they are reported as not measured.
//   npm run bench [-- --only bench:api,bench:load]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const onPostgres = Boolean(process.env.DATABASE_URL);
const benchmarks = [
  { name: 'bench:web', args: ['run', 'bench:web'] },
  // Straight to the workspace: through the root's script, npm would take the options for its own.
  {
    name: 'bench:api',
    args: ['run', 'bench', '-w', 'api', '--', '--scale', 'large', '--duration', '5', '--no-catalogue'],
    postgres: true,
  },
  { name: 'bench:load', args: ['run', 'bench:load', '-w', 'api'], postgres: true },
];
const { values } = parseArgs({ options: { only: { type: 'string' } } });
const chosen = values.only?.split(',') ?? benchmarks.map((benchmark) => benchmark.name);

const budgetsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zu-bench-')), 'budgets.jsonl');
fs.writeFileSync(budgetsFile, '');
const problems = [];
for (const benchmark of benchmarks.filter(({ name }) => chosen.includes(name))) {
  if (benchmark.postgres && !onPostgres) {
    problems.push(`${benchmark.name}: not measured (its budgets are PostgreSQL's: set DATABASE_URL)`);
    continue;
  }
  console.log(`\n=== ${benchmark.name}\n`);
  const run = spawnSync('npm', benchmark.args, {
    stdio: 'inherit',
    env: { ...process.env, BENCH_BUDGETS_FILE: budgetsFile },
  });
  const recorded = fs.readFileSync(budgetsFile, 'utf8').includes(`"bench":"${benchmark.name}"`);
  if (run.status !== 0 && !recorded) problems.push(`${benchmark.name}: failed before measuring (exit ${run.status})`);
}

const budgets = fs
  .readFileSync(budgetsFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
console.log('\n=== Every budget\n');
for (const budget of budgets) {
  console.log(
    `${budget.met ? 'met   ' : 'MISSED'}  ${budget.bench.padEnd(10)} ${budget.what}` +
      (budget.figure ? `: ${budget.figure}` : ''),
  );
}
for (const problem of problems) console.log(`MISSED  ${problem}`);
const missed = budgets.filter((budget) => !budget.met).length + problems.length;
console.log(missed ? `\n${missed} budget(s) missed or not measured.` : `\nAll ${budgets.length} budgets met.`);
process.exitCode = missed ? 1 : 0;
