// Throughput and latency of /public/item, of the quick search and of the leaderboards at the large seed scale, beside
// a trivial route and a one-row indexed lookup of the same server (autocannon, 50 connections, loopback). Prints
// figures; checks nothing (budgets live in docs/quality.md).
//   npm run bench -w api [-- --duration 10] [--scale small]
// The large database is kept in BENCH_DATA_DIR (default ../.data/bench) and seeded on first use (a few minutes);
// `--scale small` (400 players, its own directory) checks the bench itself in seconds, its figures mean little.
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig, repoRoot } from '../src/config';
import { openDatabase } from '../src/db/client';
import { generateSeed, loadSeed, readSeedInfo, scaleSettings, seedStatus, type SeedScale } from '../src/seed';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, scale: { type: 'string', default: 'large' } },
});
const duration = Number(values.duration);
const scale: SeedScale = values.scale === 'small' ? 'small' : 'large';
const dataDir = path.resolve(
  process.env.BENCH_DATA_DIR ?? path.join(repoRoot, '.data', scale === 'large' ? 'bench' : 'bench-small'),
);
// One address sends every request: the rate limits would measure themselves, not the routes.
const config = { ...loadConfig({ ...process.env, RATE_LIMITS: 'off' }), dataDir, port: 0 };

const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(dataDir, 'pglite') });
await database.migrate();
const status = await seedStatus(database.db);
if (status !== 'current' || (await readSeedInfo(database.db))?.scale !== scale) {
  const started = Date.now();
  console.log(`Seeding the ${scale} scale (${scaleSettings[scale].userCount.toLocaleString('en')} players) once…`);
  await loadSeed(database, generateSeed({ scale }), { replace: status !== 'empty' });
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

/** Every request a different path, in turn: what no cache can help with. */
async function measureVaried(label: string, paths: readonly string[]) {
  let next = 0;
  const result = await autocannon({
    url: address,
    connections: 50,
    duration,
    headers: { 'X-ZUnivers-RuleSetType': 'HARDCORE', 'accept-encoding': 'gzip' },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
  const errors = result.errors + result.non2xx;
  console.log(
    `${label.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(5)} ms   p99 ${String(result.latency.p99).padStart(5)} ms${errors ? `   ${errors} errors` : ''}`,
  );
}

console.log(`\nAPI on ${database.kind}, 50 connections, ${duration} s per route\n`);
await measure('GET /health (trivial)', '/health');
// The reference for the leaderboards: one primary-key probe of a one-row table, no cache.
await measure('GET /public/lucky/jackpot (1 row)', '/public/lucky/jackpot');
// Leaderboards: pages spread over the whole GLOBAL board, and the page around 1,000 players spread over it too.
const board = (await (
  await fetch(`${address}/public/leaderboard/GLOBAL?size=20`, { headers: { 'X-ZUnivers-RuleSetType': 'HARDCORE' } })
).json()) as { total: number; pageCount: number };
const pageStep = Math.max(1, Math.floor(board.pageCount / 997));
await measureVaried(
  'GET …/leaderboard/GLOBAL?page=<n>',
  Array.from(
    { length: 1000 },
    (_, i) => `/public/leaderboard/GLOBAL?page=${(i * pageStep) % Math.max(1, board.pageCount)}&size=20`,
  ),
);
const sampled = (await database.db.execute(
  sql`select u.discord_user_name as name from leaderboard_positions p join users u on u.id = p.user_id
      where p.rule_set = 'HARDCORE' and p.type = 'GLOBAL' and (p.rn - 1) % ${Math.max(1, Math.floor(board.total / 1000))} = 0
      limit 1000`,
)) as unknown as { rows: { name: string }[] };
// An empty board (a seed without scores) has no player to ask for.
if (sampled.rows.length > 0) {
  await measureVaried(
    'GET …/GLOBAL/around/<name>',
    sampled.rows.map((row) => `/public/leaderboard/GLOBAL/around/${encodeURIComponent(row.name)}?size=20`),
  );
}
console.log(`  (GLOBAL board: ${board.total} players, ${sampled.rows.length} players sampled for around/)`);
await measure('GET /public/item (all cards)', '/public/item');
await measure('GET /public/item?search=dragon', '/public/item?search=dragon');
// Every request a different search: what the response cache cannot help with.
let searchNumber = 0;
const uncached = await autocannon({
  url: address,
  connections: 50,
  duration,
  headers: { 'X-ZUnivers-RuleSetType': 'HARDCORE', 'accept-encoding': 'gzip' },
  requests: [
    { setupRequest: (request) => ({ ...request, path: `/public/item?search=${(searchNumber++ % 900) + 100}` }) },
  ],
});
console.log(
  `${'GET /public/item?search=<varied>'.padEnd(34)} ${uncached.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(uncached.latency.p50).padStart(5)} ms   p99 ${String(uncached.latency.p99).padStart(5)} ms`,
);
await measure(
  'GET /public/item?filters=…&shinyLevel=1',
  '/public/item?filters=IS_TRADABLE&filters=IS_UPGRADABLE&shinyLevel=1',
);
// A few quick searches first: the first queries on tables not read yet fill the database's system caches (hundreds of
// milliseconds, once per process).
for (const text of ['jou', 'dra', 'ille', 'é']) {
  await fetch(`${address}/public/zunivers/autocomplete/${encodeURIComponent(text)}`, {
    headers: { 'X-ZUnivers-RuleSetType': 'HARDCORE' },
  });
}
await measure('GET /public/zunivers/autocomplete/jou', '/public/zunivers/autocomplete/jou');
// The header's quick search while players type: 1 to 6 first letters, or an inner part, of words found in player,
// card and corporation names (some in capitals or with accents, some matching nothing); 700 texts in turn.
const searchWords = [
  'renard',
  'chouette',
  'dragon',
  'ecureuil',
  'pirate',
  'licorne',
  'comete',
  'sorciere',
  'marmotte',
  'griffon',
  'lanterne',
  'grimoire',
  'dore',
  'sauvage',
  'cosmique',
  'lunaire',
  'furtif',
  'chevalier',
  'alchimiste',
  'citadelle',
  'talisman',
  'boussole',
  'Crépuscule',
  'guilde',
  'Confrérie',
  'taverne',
  'étoiles',
  'phénix',
  'corbeaux',
  'joueur',
  'salamandre',
  'forgeron',
  'clairière',
  'parchemin',
  'Horde',
  'brumes',
  'sablier',
  'zéphyr',
  'xqzw',
  'wvkj',
  'marchand',
  'amulette',
  'couronne',
  'basilic',
  'kraken',
  'gardienne',
  'volcan',
  'praline',
  'macaron',
  'sardine',
  'obsidienne',
  'carnaval',
  'insomniaques',
  'pionniers',
  'archipels',
  'tempêtes',
  'hiboux',
  'ombres',
  'moulin',
  'fées',
  'épée',
  'miroir',
  'CHIMÈRE',
  'luciole',
  'belette',
  'harpie',
  'scarabée',
  'druide',
  'barde',
  'moine',
];
const searchTexts = searchWords.flatMap((word) => [
  ...[1, 2, 3, 4, 5, 6].map((length) => word.slice(0, length)),
  word.slice(1, 4),
  word.slice(2, 6),
  word.slice(3, 7),
  word.slice(-4),
]);
let quickSearchNumber = 0;
const quickSearch = await autocannon({
  url: address,
  connections: 50,
  duration,
  headers: { 'X-ZUnivers-RuleSetType': 'HARDCORE', 'accept-encoding': 'gzip' },
  requests: [
    {
      setupRequest: (request) => ({
        ...request,
        path: `/public/zunivers/autocomplete/${encodeURIComponent(searchTexts[quickSearchNumber++ % searchTexts.length]!)}`,
      }),
    },
  ],
});
console.log(
  `${'GET …/autocomplete/<varied>'.padEnd(34)} ${quickSearch.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(quickSearch.latency.p50).padStart(5)} ms   p99 ${String(quickSearch.latency.p99).padStart(5)} ms${quickSearch.errors + quickSearch.non2xx ? `   ${quickSearch.errors + quickSearch.non2xx} errors` : ''}`,
);
await app.close();
await database.close();
