// Two API processes (src/server.ts) behind one address, on one PostgreSQL database: a write goes through once
// whichever process gets it, an answer kept by one is made again after an action on the other, and the leaderboard
// positions are rebuilt once an interval between them. PostgreSQL only: PGlite is one process's own database, so the
// pass on PGlite skips this file, and says so. (The live channel across processes: live-across-processes.test.ts;
// the rate limits: rate-limits.test.ts.)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { leaderboardRefreshes } from '../../src/areas/leaderboards/leaderboards-schema';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { createPostgresDatabase, dropPostgresDatabase } from '../support/postgres-databases';
import { spawnServer, type SpawnedServer } from '../support/spawn-server';
import { postgresTemplateName, withDatabase } from '../support/template';
import { insertTestPlayer } from '../support/test-players';
import { worldTotals } from '../support/world-totals';

const serverUrl = process.env.DATABASE_URL;
const skip = serverUrl ? false : 'DATABASE_URL is unset: two API processes on one database need PostgreSQL';
const refreshSeconds = 2;

describe('two API processes on one PostgreSQL database', { skip, timeout: 600_000 }, () => {
  const name = `zu_scale_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const servers: SpawnedServer[] = [];
  let database: DatabaseHandle;

  before(async () => {
    await createPostgresDatabase(serverUrl!, name, postgresTemplateName);
    const env = {
      DATABASE_URL: withDatabase(serverUrl!, name),
      DEV_TOOLS: 'on',
      LEADERBOARD_REFRESH_SECONDS: String(refreshSeconds),
    };
    servers.push(...(await Promise.all([spawnServer(env), spawnServer(env)])));
    database = await openDatabase({ url: withDatabase(serverUrl!, name), poolSize: 2 });
  });

  after(async () => {
    for (const server of servers) server.cleanup();
    await database?.close();
    await dropPostgresDatabase(serverUrl!, name);
  });

  /** The address a balancer spreads over the processes: the `i`th request goes to one, the next to the other. */
  const origin = (i: number) => `http://127.0.0.1:${servers[i % servers.length]!.port}`;
  const play = (i: number, player: string, command: string) =>
    fetch(`${origin(i)}/dev/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ player, ruleSet: 'NORMAL', command, args: [] }),
    });
  const balanceShown = async (i: number, player: string) => {
    const response = await fetch(`${origin(i)}/public/user/${player}`);
    assert.equal(response.status, 200);
    return ((await response.json()) as { user: { balance: number } }).user.balance;
  };

  it('plays a write once whichever process gets it: ten daily claims of one player at once, one goes through', async () => {
    const player = await insertTestPlayer(database.db, 'NORMAL');
    const before = await worldTotals(database.db);
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => play(i, player.name, 'journa')));
    const statuses = responses.map((response) => response.status).sort();
    assert.deepEqual(statuses, [200, ...Array<number>(9).fill(400)]);
    const after = await worldTotals(database.db);
    assert.equal(after.actions - before.actions, 1, 'one action recorded');
    assert.ok(after.zuMonnaie > before.zuMonnaie, 'the claim paid once');
  });

  it('makes a kept answer again after an action played on the other process', async () => {
    const player = await insertTestPlayer(database.db, 'NORMAL');
    // Made and kept by the second process (asked twice: the second answer is the kept one).
    const first = await balanceShown(1, player.name);
    assert.equal(await balanceShown(1, player.name), first);
    assert.equal((await play(0, player.name, 'journa')).status, 200);
    assert.ok((await balanceShown(1, player.name)) > first, 'the new balance, not the kept one');
  });

  it(`rebuilds the leaderboard positions once every ${refreshSeconds} s between them, not once each`, async () => {
    const seen = new Set<number>();
    const watchedMs = 9_000;
    for (const started = Date.now(); Date.now() - started < watchedMs; await sleep(100)) {
      const [row] = await database.db
        .select({ at: leaderboardRefreshes.refreshedAt })
        .from(leaderboardRefreshes)
        .where(eq(leaderboardRefreshes.ruleSet, 'NORMAL'));
      if (row) seen.add(row.at.getTime());
    }
    // Once an interval: about 4.5 rebuilds in 9 s; each process on its own would have made about 9.
    const rebuilds = seen.size - 1;
    assert.ok(rebuilds >= 3 && rebuilds <= 6, `${rebuilds} rebuilds in ${watchedMs / 1000} s`);
  });
});
