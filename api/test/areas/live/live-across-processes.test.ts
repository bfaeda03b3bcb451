// The live channel across API processes: two servers (src/server.ts) on one PostgreSQL database, a client on one and
// the actions on the other. PostgreSQL only: PGlite is one process's own database. The PostgreSQL pass of the suite
// sets DATABASE_URL; without it the test is skipped, and says so.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { listenerApplicationName } from '../../../src/db/notification-listener';
import { openLiveStream } from '../../support/live-stream';
import { createPostgresDatabase, dropPostgresDatabase } from '../../support/postgres-databases';
import { spawnServer, type SpawnedServer } from '../../support/spawn-server';
import { postgresTemplateName, withDatabase } from '../../support/template';

const serverUrl = process.env.DATABASE_URL;
const skip = serverUrl ? false : 'DATABASE_URL is unset: the live channel across processes needs PostgreSQL';

describe('the live channel across two API processes', { skip, timeout: 600_000 }, () => {
  const name = `zu_live_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let listening: SpawnedServer;
  let acting: SpawnedServer;
  let admin: pg.Client;
  let players: string[] = [];
  const base = (server: SpawnedServer) => `http://127.0.0.1:${server.port}`;

  before(async () => {
    await createPostgresDatabase(serverUrl!, name, postgresTemplateName);
    const env = { DATABASE_URL: withDatabase(serverUrl!, name), DEV_TOOLS: 'on' };
    [listening, acting] = await Promise.all([spawnServer(env), spawnServer(env)]);
    admin = new pg.Client({ connectionString: withDatabase(serverUrl!, name) });
    await admin.connect();
    // Players who never made a ticket link: their first 'lrlien' makes one (a second would change nothing).
    const rows = await admin.query<{ name: string }>(
      `select u.discord_user_name as name from users u join player_accounts a on a.user_id = u.id
       where a.rule_set = 'NORMAL'
         and not exists (select 1 from lucky_links l where l.user_id = u.id and l.rule_set = 'NORMAL')
       order by u.discord_user_name limit 10`,
    );
    players = rows.rows.map((row) => row.name);
    assert.equal(players.length, 10);
  });

  after(async () => {
    await admin?.end();
    listening?.cleanup();
    acting?.cleanup();
    await dropPostgresDatabase(serverUrl!, name);
  });

  const play = async (server: SpawnedServer, player: string) => {
    const response = await fetch(`${base(server)}/dev/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ player, ruleSet: 'NORMAL', command: 'lrlien', args: [] }),
    });
    assert.equal(response.status, 200, await response.text());
  };
  const topicsOf = (names: string[]) => names.map((player) => `topic=player:${player}`).join('&');

  it('a client on one process hears an action played on the other', { timeout: 120_000 }, async () => {
    const stream = await openLiveStream(base(listening), topicsOf([players[0]!]));
    try {
      assert.equal(stream.status, 200);
      await play(acting, players[0]!);
      const event = JSON.parse((await stream.nextEvent()).data) as { topic: string };
      assert.equal(event.topic, `player:${players[0]}`);
    } finally {
      stream.close();
    }
  });

  it(
    'actions at once on the other process: each event once, in the order of their ids',
    { timeout: 120_000 },
    async () => {
      const together = players.slice(1, 9);
      const stream = await openLiveStream(base(listening), topicsOf(together));
      try {
        await Promise.all(together.map((player) => play(acting, player)));
        const ids: number[] = [];
        const heard = new Set<string>();
        while (ids.length < together.length) {
          const block = await stream.nextEvent();
          ids.push(Number(block.id));
          heard.add((JSON.parse(block.data) as { topic: string }).topic);
        }
        assert.deepEqual(
          ids,
          [...ids].sort((a, b) => a - b),
        );
        assert.equal(new Set(ids).size, together.length);
        assert.deepEqual(heard, new Set(together.map((player) => `player:${player}`)));
      } finally {
        stream.close();
      }
    },
  );

  it(
    'the listening connection comes back after it is cut, and catches up with what it missed',
    { timeout: 120_000 },
    async () => {
      const stream = await openLiveStream(base(listening), topicsOf([players[9]!]));
      try {
        const cut = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = $2`,
          [listenerApplicationName, name],
        );
        assert.equal(cut.rowCount, 2, 'one listening connection per process');
        await play(acting, players[9]!);
        const event = JSON.parse((await stream.nextEvent()).data) as { topic: string };
        assert.equal(event.topic, `player:${players[9]}`);
      } finally {
        stream.close();
      }
    },
  );

  it('SIGTERM ends the streams and the process exits cleanly', { timeout: 120_000 }, async () => {
    const stream = await openLiveStream(base(listening), topicsOf([players[2]!]));
    assert.equal(stream.status, 200);
    listening.child.kill('SIGTERM');
    while (await stream.nextBlock());
    assert.equal(await listening.exited, 0, listening.output().slice(-2000));
  });
});
