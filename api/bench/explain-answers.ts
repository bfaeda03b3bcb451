// The plans of the statements a per-player answer made from nothing runs, as PostgreSQL executed them
// (EXPLAIN ANALYZE, BUFFERS), for players of the bench's large scale: where a first answer spends its time in the
// database. PostgreSQL only, as a superuser (auto_explain is loaded into each pooled session):
//   DATABASE_URL=postgres://postgres@…/zu_large npm run explain -w api [-- --players 3] [--only <regexp>]
// Each route is asked once per player with every cache of the process emptied and the player's kept answers
// forgotten, so every statement runs; the plans come back as notices and are printed under the route that ran them.
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { settleKeptAnswers } from '../src/lib/kept-answers';
import { keptAnswers } from '../src/lib/kept-answers-schema';
import { clearResponseCaches } from '../src/lib/response-cache';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '3' },
    only: { type: 'string' },
    // The plan's whole text, not only its timing lines.
    full: { type: 'boolean', default: false },
  },
});
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('explain-answers reads plans from PostgreSQL: set DATABASE_URL (a superuser connection).');
  process.exit(2);
}
// Every statement of the session explained, with its buffers, and sent to the client as a notice.
const explained = new URL(url);
explained.searchParams.set(
  'options',
  [
    'session_preload_libraries=auto_explain',
    'auto_explain.log_min_duration=0',
    'auto_explain.log_analyze=on',
    'auto_explain.log_buffers=on',
    'auto_explain.log_timing=on',
    'auto_explain.log_level=notice',
  ]
    .map((setting) => `-c ${setting}`)
    .join(' '),
);
const database = await openDatabase({ url: explained.toString(), poolSize: 1 });
if (database.kind !== 'postgres') throw new Error('PostgreSQL only');
const notices: string[] = [];
database.pool.on('connect', (client) => client.on('notice', (notice) => notices.push(notice.message ?? '')));
const app = await buildApp({ config: { ...loadConfig({ ...process.env, RATE_LIMITS: 'off' }), port: 0 }, database });
const headers = { 'X-ZUnivers-RuleSetType': 'HARDCORE', 'accept-encoding': 'gzip' };

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const players = await rows<{ id: string; name: string }>(
  sql`select u.id, u.discord_user_name as name from player_accounts pa join users u on u.id = pa.user_id
      where pa.rule_set = 'HARDCORE' order by md5(u.id::text) offset 5000 limit ${Number(values.players)}`,
);
const [category] = await rows<{ id: string }>(sql`select id from achievement_categories order by id limit 1`);
const routes: [string, (name: string) => string][] = [
  ['profile', (name) => `/public/user/${name}`],
  ['overview', (name) => `/public/user/${name}/overview`],
  ['loot', (name) => `/public/loot/${name}`],
  ['banner', (name) => `/public/banner/${name}`],
  ['evolution', (name) => `/public/evolution/${name}`],
  ['achievements', (name) => `/public/achievement/${name}/${category?.id ?? ''}`],
  ['challenges', (name) => `/public/challenge/${name}`],
  ['calendar', (name) => `/public/calendar/${name}`],
  ['tower', (name) => `/public/tower/${name}`],
];
const only = values.only === undefined ? undefined : new RegExp(values.only, 'i');

/** "Query Text: …" shortened to its start, then the plan's top line and its timing and buffer lines. */
function summary(plan: string): string {
  const lines = plan.split('\n');
  const text = /Query Text: (.*)/.exec(plan)?.[1]?.slice(0, 110) ?? '';
  const duration = /duration: ([\d.]+ ms)/.exec(plan)?.[1] ?? '?';
  if (values.full) return `  ${duration}  ${text}\n${lines.map((line) => `      ${line}`).join('\n')}`;
  const top = lines.find((line) => /\(actual time=/.test(line))?.trim() ?? '';
  const buffers = lines.find((line) => /Buffers:/.test(line))?.trim() ?? '';
  return `  ${duration.padStart(10)}  ${text}\n              ${top.slice(0, 150)}\n              ${buffers}`;
}

for (const [label, path] of routes) {
  if (only && !only.test(label)) continue;
  console.log(`\n${label}`);
  for (const player of players) {
    clearResponseCaches();
    await database.db.delete(keptAnswers).where(eq(keptAnswers.subject, player.id));
    notices.length = 0;
    const started = performance.now();
    const response = await app.inject({ url: path(encodeURIComponent(player.name)), headers });
    const ms = performance.now() - started;
    // The answer kept behind the request is part of its cost: its upsert's plan too.
    await settleKeptAnswers(database.db);
    console.log(` ${player.name}: ${response.statusCode}, ${ms.toFixed(1)} ms in all, ${notices.length} statements`);
    for (const plan of notices) console.log(summary(plan));
  }
}
await app.close();
await database.close();
