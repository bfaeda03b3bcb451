// Latency of the API process under the players' mixed load (test/support/mixed-load.ts: pages read, cards offered,
// bought and withdrawn, gifts and descriptions; 200 connections over loopback), against the one-row jackpot lookup
// sent alone by the same connections in the same run. Prints the p99 of every request, of the reads, of the writes and
// of each route, and exits non-zero when the load's p99 misses its budget (a multiple of the reference's p99).
//   npm run bench:load -w api [-- --duration 30] [--connections 200]
// On PGlite, or PostgreSQL with DATABASE_URL (a database of its own, cloned from the test template, dropped after).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startLoadSystem } from '../test/support/load-system';
import { recordBudget } from './budget-record';
import { percentile, runMixedLoad, type LoadReport } from '../test/support/mixed-load';

/**
 * On PostgreSQL, the load's p99 at most this many times the lookup's over the same connections: 60% of the load are
 * reads of answers kept like the lookup, 40% are actions, each a transaction over the player's state. PGlite answers
 * one statement at a time for every connection: printed, not budgeted.
 */
const budgetRatio = 10;

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '200' },
  },
});
const durationMs = Number(values.duration) * 1000;
const connections = Number(values.connections);

const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'test/support/prepare-template.ts'], {
  cwd: apiRoot,
  stdio: 'inherit',
});
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

const system = await startLoadSystem({ players: 3 * connections, founders: 40 });
const ms = (value: number) => `${value.toFixed(0)} ms`;
const rate = (report: LoadReport) => `${((report.requests * 1000) / durationMs).toFixed(0)} req/s`;
let exitCode = 0;
try {
  console.log(`Load on ${system.databaseKind}, ${connections} connections, ${durationMs / 1000} s each`);
  // Warms each route's code, connections and kept answers once, the reference's as the load's.
  const load = { origin: system.origin, world: system.world, connections };
  await runMixedLoad({ ...load, durationMs: 5_000, mix: 'lookup' });
  await runMixedLoad({ ...load, durationMs: 5_000, seed: 7 });

  const reference = await runMixedLoad({ ...load, durationMs, mix: 'lookup' });
  const mixed = await runMixedLoad({ ...load, durationMs });
  const referenceP99 = percentile(reference.latencyMs.read, 0.99);
  const all = [...mixed.latencyMs.read, ...mixed.latencyMs.write];
  const loadP99 = percentile(all, 0.99);
  const ratio = loadP99 / referenceP99;
  const failures = mixed.outcomes.serverError + mixed.outcomes.malformed + mixed.outcomes.unanswered;

  console.log(
    `\nreference, GET /public/lucky/jackpot alone: ${rate(reference)}, p50 ${ms(percentile(reference.latencyMs.read, 0.5))}, p99 ${ms(referenceP99)}`,
  );
  console.log(
    `players' mix: ${rate(mixed)} (${JSON.stringify(mixed.outcomes)}), ` +
      `reads p99 ${ms(percentile(mixed.latencyMs.read, 0.99))}, writes p99 ${ms(percentile(mixed.latencyMs.write, 0.99))}`,
  );
  for (const [route, latencies] of [...mixed.latencyByRoute].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(
      `  ${route.padEnd(48)} ${String(latencies.length).padStart(6)}  p50 ${ms(percentile(latencies, 0.5)).padStart(8)}  p99 ${ms(percentile(latencies, 0.99)).padStart(8)}`,
    );
  }
  const budgeted = system.databaseKind === 'PostgreSQL';
  const met = (!budgeted || ratio <= budgetRatio) && failures === 0;
  console.log(
    `\nLoad p99 ${ms(loadP99)}, ${ratio.toFixed(1)}x the reference ` +
      `(${budgeted ? `budget ${budgetRatio}x` : 'no budget on PGlite'}, no failure): ${met ? 'met' : 'MISSED'}`,
  );
  if (budgeted)
    recordBudget(
      'bench:load',
      `players' mixed load on ${system.databaseKind}: p99 of every request`,
      met,
      `${ms(loadP99)}, ${ratio.toFixed(1)}x (budget ${budgetRatio}x)`,
    );
  if (!met) exitCode = 1;
} finally {
  await system.close();
}
process.exit(exitCode);
