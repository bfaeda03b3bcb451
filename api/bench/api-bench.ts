// Throughput and latency of the players' public routes, the leaderboards, /public/item and the quick search at a
// seed scale, beside a trivial route and a one-row indexed lookup of the same server (autocannon, 50 connections,
// loopback). Prints figures, where the answers made spent their time, and each route's p99 against the reference's;
// exits non-zero when a route misses its budget (a multiple of the reference's p99, below).
//   npm run bench -w api [-- --duration 10] [--scale small|medium|large] [--no-catalogue] [--only <regexp>]
// Each scale's database is kept in BENCH_DATA_DIR (default ../.data/bench[-<scale>]) or DATABASE_URL, and seeded on
// first use (the large scale: several minutes); `--scale small` checks the bench itself in seconds.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { answerBreakdown } from './answer-breakdown';
import { recordBudget } from './budget-record';
import { cpuProfiler } from './cpu-profile';
import { loadConfig, repoRoot } from '../src/config';
import { openDatabase } from '../src/db/client';
import { forgetKeptAnswers } from '../src/lib/kept-answers';
import { clearResponseCaches } from '../src/lib/response-cache';
import { readSeedInfo, scaleSettings, seedStatus, type SeedScale } from '../src/seed';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    scale: { type: 'string', default: 'large' },
    'no-catalogue': { type: 'boolean', default: false },
    // Only the routes whose label matches (a regular expression), besides the references: to measure one change.
    only: { type: 'string' },
    // Writes a CPU profile of each run of answers made from nothing and kept in the database into this folder, and sums
    // it up.
    profile: { type: 'string' },
  },
});
const only = values.only === undefined ? undefined : new RegExp(values.only, 'i');
const selected = (label: string) => only === undefined || only.test(label);
const duration = Number(values.duration);
const scale: SeedScale = Object.hasOwn(scaleSettings, values.scale) ? (values.scale as SeedScale) : 'large';
const dataDir = path.resolve(
  process.env.BENCH_DATA_DIR ?? path.join(repoRoot, '.data', scale === 'large' ? 'bench' : `bench-${scale}`),
);
// One address sends every request: the rate limits would measure themselves, not the routes.
const config = { ...loadConfig({ ...process.env, RATE_LIMITS: 'off' }), dataDir, port: 0 };

/**
 * Seeds the scale's database when it is missing, outdated or of another scale, in a process of its own: the large
 * seed's heap (11 GB at its height) left in this one made its garbage collections the routes' slowest answers.
 */
async function ensureSeeded(): Promise<void> {
  const probe = await openDatabase({ url: config.databaseUrl, dataDir: path.join(dataDir, 'pglite') });
  await probe.migrate();
  const status = await seedStatus(probe.db);
  const seededScale = (await readSeedInfo(probe.db))?.scale;
  await probe.close();
  if (status === 'current' && seededScale === scale) return;
  const started = Date.now();
  console.log(`Seeding the ${scale} scale (${scaleSettings[scale].userCount.toLocaleString('en')} players) once…`);
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/scripts/seed.ts', '--scale', scale, ...(status === 'current' ? ['--force'] : [])],
    { cwd: apiRoot, stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } },
  );
  if (seeded.status !== 0) throw new Error(`the seed failed (exit ${seeded.status ?? seeded.signal})`);
  console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

await ensureSeeded();
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(dataDir, 'pglite') });
const app = await buildApp({ config, database });
const breakdown = answerBreakdown(database.kind === 'postgres' ? database.pool : undefined);
const profiler = values.profile === undefined ? undefined : cpuProfiler(path.resolve(values.profile));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const headers = { 'X-ZUnivers-RuleSetType': 'HARDCORE', 'accept-encoding': 'gzip' };

interface Measured {
  label: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  /** The most its p99 may be, as a multiple of the reference's; none: shown, not checked. */
  budget?: number;
}

/**
 * The budgets of the routes whose answers are kept (per player, per corporation, per generation of the positions):
 * an answer sent from the process's memory or read from the database at most twice the one-row lookup's p99, one
 * made from nothing (the common case once players act: every action makes their answers again) at most three times.
 */
const budgets = { warm: 2, kept: 2, fromNothing: 3 } as const;
const measured: Measured[] = [];

function report(label: string, result: autocannon.Result, note = '', budget?: number): Measured {
  const errors = result.errors + result.non2xx;
  const line: Measured = {
    label,
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    ...(budget === undefined ? {} : { budget }),
  };
  measured.push(line);
  console.log(
    `${label.padEnd(40)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(5)} ms   p99 ${String(result.latency.p99).padStart(5)} ms${note}${errors ? `   ${errors} errors` : ''}`,
  );
  return line;
}

async function measure(label: string, pathAndQuery: string, { reference = false } = {}) {
  if (!reference && !selected(label)) return undefined;
  // The route's code and each pooled connection's statements warm first, as for the routes measured against it.
  await askEach(Array.from({ length: 200 }, () => pathAndQuery));
  breakdown.start();
  const result = await autocannon({ url: `${address}${pathAndQuery}`, connections: 50, duration, headers });
  const line = report(label, result, `   ${(result.throughput.average / 1e6).toFixed(1)} MB/s`);
  if (reference) console.log(breakdown.stop(result.requests.total));
  return line;
}

/** autocannon requests that go through `paths` in turn, coming round again at the end of the list. */
function inTurn(paths: readonly string[]): autocannon.Request[] {
  let next = 0;
  return [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }];
}

/** Asks for each path in turn, unmeasured, at least `atLeast` requests in all. */
async function askEach(paths: readonly string[], atLeast = 0) {
  await autocannon({
    url: address,
    connections: Math.min(50, paths.length),
    amount: Math.max(paths.length, atLeast),
    headers,
    requests: inTurn(paths),
  });
}

let forgetting: Promise<void> = Promise.resolve();
/**
 * Forgets the kept answers once the forgetting before is over: two whole-table updates at once, with answers being
 * kept meanwhile (several rows a statement), can deadlock; one that does is tried again.
 */
function forgetInTurn(): Promise<void> {
  const forget = async (attempt: number): Promise<void> => {
    try {
      await forgetKeptAnswers(database.db);
    } catch (error) {
      const deadlock = (error as { cause?: { code?: string } }).cause?.code === '40P01';
      if (!deadlock || attempt >= 3) throw error;
      await forget(attempt + 1);
    }
  };
  forgetting = forgetting.then(() => forget(0));
  return forgetting;
}

/**
 * The routes that keep answers per player or per generation of the positions, measured for the duration on 50
 * callers, two or three times:
 * - from nothing: every request a different path of `coldPaths`, with every response cache emptied, and the answers
 *   kept in the database forgotten, before the run and each time the list comes round again: each answer is made
 *   from the database's rows, the way the first visits of a crowd of different players would be, once per change of
 *   their rows. Beforehand the route is asked for other paths (`warmUp`), so that the process's code, the database's
 *   buffers and each pooled connection's prepared statements are warm: "from nothing" means an answer not made yet,
 *   not a process that has never run the route.
 * - kept in the database (`keptInDatabase`: the per-player routes and the corporation's detail): the same paths again, those the first run
 *   reached, with every response cache emptied before the run and each time the list comes round again: each answer
 *   is read with the player's lookup from those the first run made, the way a world of players asked about at random
 *   is served by a process that cannot keep them all in memory, or has just started.
 * - warm: `paths` in turn, answered from the process's caches while nothing changes: each is asked once, unmeasured,
 *   before the run, so that the run measures kept answers only (otherwise its first round, every path once, is made
 *   on all 50 callers, and its slowest answers are that round's).
 * Each is set beside the reference measured the same way (a steady run of the same length and callers).
 */
async function measureVaried(
  label: string,
  paths: readonly string[],
  warmUp: readonly string[],
  coldPaths = paths,
  { keptInDatabase = false } = {},
) {
  if (paths.length === 0 || !selected(label)) {
    if (paths.length === 0) console.log(`${label.padEnd(40)} (nothing to ask for at this scale)`);
    return;
  }
  const measuredPaths = new Set(coldPaths);
  const warmUpPaths = warmUp.filter((path) => !measuredPaths.has(path));
  if (warmUpPaths.length > 0) await askEach(warmUpPaths, 200);
  clearResponseCaches();
  await forgetInTurn();
  // The dead rows forgetting leaves are cleared now, not by an autovacuum in the middle of the pass.
  await database.db.execute(sql`vacuum kept_answers`);
  breakdown.start();
  await profiler?.start();
  const cold = await inRounds(coldPaths, () => {
    clearResponseCaches();
    // Only a route that keeps its answers in the database has any to forget (a ranking page is kept in memory
    // alone). Not awaited (autocannon builds each request as it sends it): requests in flight may keep a few again.
    if (keptInDatabase) void forgetInTurn();
  });
  await forgetting;
  report(
    `${label} (from nothing)`,
    cold.result,
    roundsNote(cold, coldPaths) + (warmUpPaths.length ? '' : '   (no warm-up paths)'),
    budgets.fromNothing,
  );
  console.log(breakdown.stop(cold.result.requests.total));
  for (const line of (await profiler?.stop(`${label} (from nothing)`)) ?? []) console.log(line);
  if (keptInDatabase) {
    const reached = coldPaths.slice(0, Math.min(cold.asked, coldPaths.length));
    // What autovacuum does after the rounds' deletes, before the kept answers are read.
    await database.db.execute(sql`vacuum kept_answers`);
    // Those forgotten as the last round started and not asked again since are made once more, unmeasured.
    await askEach(reached);
    clearResponseCaches();
    breakdown.start();
    await profiler?.start();
    const kept = await inRounds(reached, clearResponseCaches);
    report(`${label} (kept in the database)`, kept.result, roundsNote(kept, reached), budgets.kept);
    console.log(breakdown.stop(kept.result.requests.total));
    for (const line of (await profiler?.stop(`${label} (kept in the database)`)) ?? []) console.log(line);
  }
  await askEach(paths);
  breakdown.start();
  const result = await autocannon({ url: address, connections: 50, duration, headers, requests: inTurn(paths) });
  const line = report(label, result, '', budgets.warm);
  console.log(breakdown.stop(result.requests.total));
  return line;
}

/** A run for the duration on 50 callers through `paths` in turn, `startRound` called as the list starts again. */
async function inRounds(paths: readonly string[], startRound: () => void) {
  let asked = 0;
  const result = await autocannon({
    url: address,
    connections: 50,
    duration,
    headers,
    requests: [
      {
        setupRequest: (request) => {
          if (asked > 0 && asked % paths.length === 0) startRound();
          return { ...request, path: paths[asked++ % paths.length]! };
        },
      },
    ],
  });
  return { result, asked };
}

function roundsNote({ asked }: { asked: number }, paths: readonly string[]) {
  const rounds = asked / paths.length;
  return (
    `   ${Math.min(asked, paths.length).toLocaleString('en')} paths` +
    (rounds > 1 ? `, ${rounds.toFixed(1)} rounds` : '')
  );
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const [{ players = 0 } = {}] = await rows<{ players: number }>(
  sql`select count(*)::int as players from player_accounts where rule_set = 'HARDCORE'`,
);
console.log(
  `\nAPI on ${database.kind}, ${scale} scale (${scaleSettings[scale].userCount.toLocaleString('en')} players, ` +
    `${players.toLocaleString('en')} HARDCORE accounts), 50 connections, ${duration} s per route\n`,
);
await measure('GET /health (trivial)', '/health', { reference: true });
// The reference: one primary-key probe of a one-row table, no cache.
const reference = (await measure('GET /public/lucky/jackpot (1 row)', '/public/lucky/jackpot', { reference: true }))!;

// HARDCORE players in a hash order (neither the first accounts nor the well-known ones): 200 to warm each route up
// before its cold pass, 1,000 for the warm pass, and up to 20,000 for the cold pass, each answer made once a round.
const hashOrdered = (
  await rows<{ name: string }>(
    sql`select u.discord_user_name as name from player_accounts pa join users u on u.id = pa.user_id
        where pa.rule_set = 'HARDCORE' order by md5(u.id::text) limit 20200`,
  )
).map((row) => encodeURIComponent(row.name));
// (Fewer than 1,200 players, at the small scale: a quarter to warm up, the others measured.)
const warmUpCount = hashOrdered.length >= 1200 ? 200 : Math.floor(hashOrdered.length / 4);
const warmUpSample = hashOrdered.slice(0, warmUpCount);
const coldSample = hashOrdered.slice(warmUpCount);
const sample = coldSample.slice(0, 1000);
const measurePlayerRoute = (label: string, route: (name: string) => string) =>
  measureVaried(label, sample.map(route), warmUpSample.map(route), coldSample.map(route), { keptInDatabase: true });
await measurePlayerRoute('GET /public/user/<name>', (name) => `/public/user/${name}`);
await measurePlayerRoute('GET /public/user/<name>/overview', (name) => `/public/user/${name}/overview`);
await measurePlayerRoute('GET /public/loot/<name>', (name) => `/public/loot/${name}`);
await measurePlayerRoute('GET /public/banner/<name>', (name) => `/public/banner/${name}`);
await measurePlayerRoute('GET /public/evolution/<name>', (name) => `/public/evolution/${name}`);
const [category] = await rows<{ id: string }>(sql`select id from achievement_categories order by id limit 1`);
if (category) {
  await measurePlayerRoute(
    'GET /public/achievement/<name>/<category>',
    (name) => `/public/achievement/${name}/${category.id}`,
  );
}
await measurePlayerRoute('GET /public/challenge/<name>', (name) => `/public/challenge/${name}`);
await measurePlayerRoute('GET /public/calendar/<name>', (name) => `/public/calendar/${name}`);
await measurePlayerRoute('GET /public/tower/<name>', (name) => `/public/tower/${name}`);
// The inventory grows with the collection (unpaginated, as in the real API): a median player and the largest one.
const collections = await rows<{ name: string; entries: number }>(
  sql`select u.discord_user_name as name, c.entries from (
        select user_id, count(*)::int as entries from inventories where rule_set = 'HARDCORE' group by user_id
      ) c join users u on u.id = c.user_id order by c.entries, u.id`,
);
const median = collections[Math.floor(collections.length / 2)];
const largest = collections[collections.length - 1];
if (median && largest) {
  await measure(
    `GET /public/inventory/<median: ${median.entries} entries>`,
    `/public/inventory/${encodeURIComponent(median.name)}`,
  );
  await measure(
    `GET /public/inventory/<largest: ${largest.entries} entries>`,
    `/public/inventory/${encodeURIComponent(largest.name)}`,
  );
}
// The HARDCORE corporations in a hash order: a tenth to warm up, the others measured (the cold pass goes round them).
const corporationPaths = (
  await rows<{ id: string }>(sql`select id from corporations where rule_set = 'HARDCORE' order by md5(id::text)`)
).map((row) => `/public/corporation/${row.id}`);
const corporationWarmUp = Math.ceil(corporationPaths.length / 10);
await measureVaried(
  'GET /public/corporation/<id>',
  corporationPaths.slice(corporationWarmUp),
  corporationPaths.slice(0, corporationWarmUp),
  corporationPaths.slice(corporationWarmUp),
  { keptInDatabase: true },
);
await measure('GET /public/challenge', '/public/challenge');
await measure('GET /public/event/current', '/public/event/current');
await measure('GET /public/tower/season', '/public/tower/season');
await measure('GET /public/tower/leaderboard', '/public/tower/leaderboard');
await measure('GET /public/hardcore/season/current', '/public/hardcore/season/current');

// Leaderboards: pages spread over the whole GLOBAL board, and the page around 1,000 players spread over it too.
const board = (await (
  await fetch(`${address}/public/leaderboard/GLOBAL?size=20`, { headers: { 'X-ZUnivers-RuleSetType': 'HARDCORE' } })
).json()) as { total: number; pageCount: number };
// Every page of 20 for the cold pass, in a stride order over the board; 1,000 spread over it for the warm pass; the
// warm-up asks pages of another size (other rows, other keys).
const pageStride = 997;
const pages = [
  ...new Set(Array.from({ length: board.pageCount }, (_, i) => (i * pageStride) % Math.max(1, board.pageCount))),
];
const pagePath = (page: number, size: number) => `/public/leaderboard/GLOBAL?page=${page}&size=${size}`;
await measureVaried(
  'GET …/leaderboard/GLOBAL?page=<n>',
  pages.slice(0, 1000).map((page) => pagePath(page, 20)),
  pages.slice(0, 200).map((page) => pagePath(page, 19)),
  pages.map((page) => pagePath(page, 20)),
);
// Players on the board in a hash order: 200 to warm up, then up to 20,000 for the cold pass (1,000 for the warm one).
const onBoard = (
  await rows<{ name: string }>(
    sql`select u.discord_user_name as name from leaderboard_positions p join users u on u.id = p.user_id
        where p.rule_set = 'HARDCORE' and p.type = 'GLOBAL' order by md5(u.id::text) limit 20200`,
  )
).map((row) => `/public/leaderboard/GLOBAL/around/${encodeURIComponent(row.name)}`);
const onBoardWarmUp = Math.min(200, Math.floor(onBoard.length / 4));
await measureVaried(
  'GET …/GLOBAL/around/<name>',
  onBoard.slice(onBoardWarmUp, onBoardWarmUp + 1000).map((path) => `${path}?size=20`),
  onBoard.slice(0, onBoardWarmUp).map((path) => `${path}?size=19`),
  onBoard.slice(onBoardWarmUp).map((path) => `${path}?size=20`),
);
console.log(`  (GLOBAL board: ${board.total} players, ${board.pageCount} pages of 20)`);

// The reference once more, after the routes: on a shared machine one measurement may fall in a busy moment. The
// ratios are against the lower of the two p99 (the stricter budget).
const referenceAgain = (await measure('GET /public/lucky/jackpot (1 row, again)', '/public/lucky/jackpot', {
  reference: true,
}))!;
const referenceP99 = Math.min(reference.p99, referenceAgain.p99);
console.log(
  `\nAgainst the reference (jackpot p99 ${reference.p99} ms, then ${referenceAgain.p99} ms; the lower is the ` +
    `reference):`,
);
const missed: string[] = [];
for (const line of measured.slice(2, -1)) {
  const ratio = line.p99 / Math.max(1, referenceP99);
  const over = line.budget !== undefined && ratio > line.budget;
  if (over) missed.push(line.label);
  if (line.budget !== undefined)
    recordBudget('bench:api', line.label, !over, `p99 ${line.p99} ms, ×${ratio.toFixed(1)} (budget ×${line.budget})`);
  console.log(
    `  ${line.label.padEnd(48)} p99 ${String(line.p99).padStart(5)} ms  ×${ratio.toFixed(1)}` +
      (line.budget === undefined ? '' : `  (budget ×${line.budget})${over ? '  MISSED' : ''}`),
  );
}
if (missed.length > 0) {
  console.log(`\n${missed.length} budget(s) missed.`);
  process.exitCode = 1;
}

if (values['no-catalogue']) {
  await app.close();
  await database.close();
  // (The exit code set above, if a budget was missed.)
  process.exit();
}
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
