// Throughput and latency of /public/item at the large seed scale, beside a trivial route of the same server
// (autocannon, 50 connections, loopback). Prints figures; checks nothing (budgets live in docs/quality.md).
//   npm run bench -w api [-- --duration 10]
// The large database is kept in BENCH_DATA_DIR (default ../.data/bench) and seeded on first use (a few minutes).
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig, repoRoot } from '../src/config';
import { openDatabase } from '../src/db/client';
import { generateSeed, isSeeded, loadSeed } from '../src/seed';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' } } });
const duration = Number(values.duration);
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(repoRoot, '.data', 'bench'));
const config = { ...loadConfig(), dataDir, port: 0 };

const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(dataDir, 'pglite') });
await database.migrate();
if (!(await isSeeded(database.db))) {
  const started = Date.now();
  console.log('Seeding the large scale (100,000 players) once…');
  await loadSeed(database.db, generateSeed({ scale: 'large' }));
  console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
const app = await buildApp({ config, database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

async function measure(label: string, pathAndQuery: string) {
  const result = await autocannon({
    url: `${address}${pathAndQuery}`,
    connections: 50,
    duration,
    headers: { 'X-ZUnivers-RuleSetType': 'HARDCORE', 'accept-encoding': 'gzip' },
  });
  const errors = result.errors + result.non2xx;
  console.log(
    `${label.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(5)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   ${(result.throughput.average / 1e6).toFixed(1)} MB/s${errors ? `   ${errors} errors` : ''}`,
  );
}

console.log(`\nAPI on ${database.kind}, 50 connections, ${duration} s per route\n`);
await measure('GET /health (trivial)', '/health');
await measure('GET /public/item (all cards)', '/public/item');
await measure('GET /public/item?search=dragon', '/public/item?search=dragon');
// Every request a different search: what the response cache cannot help with.
let searchNumber = 0;
const uncached = await autocannon({
  url: address,
  connections: 50,
  duration,
  headers: { 'X-ZUnivers-RuleSetType': 'HARDCORE', 'accept-encoding': 'gzip' },
  requests: [{ setupRequest: (request) => ({ ...request, path: `/public/item?search=${(searchNumber++ % 900) + 100}` }) }],
});
console.log(
  `${'GET /public/item?search=<varied>'.padEnd(34)} ${uncached.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(uncached.latency.p50).padStart(5)} ms   p99 ${String(uncached.latency.p99).padStart(5)} ms`,
);
await measure('GET /public/item?filters=…&shinyLevel=1', '/public/item?filters=IS_TRADABLE&filters=IS_UPGRADABLE&shinyLevel=1');
await app.close();
await database.close();
