import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { apiRoot } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { startOwnPostgres, type OwnPostgres } from '../support/own-postgres';
import { createPostgresDatabase } from '../support/postgres-databases';
import { testConfig } from '../support/test-app';

// PostgreSQL only (the PostgreSQL pass of the suite sets DATABASE_URL): the test runs a cluster of its own, which it
// stops and starts again under the API's feet.
const onPostgres = Boolean(process.env.DATABASE_URL);

const migrationCount = () =>
  (JSON.parse(fs.readFileSync(path.join(apiRoot, 'drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] })
    .entries.length;

describe('PostgreSQL faults', { skip: !onPostgres, timeout: 600_000 }, () => {
  let own: OwnPostgres;
  const handles: DatabaseHandle[] = [];
  let app: FastifyInstance | undefined;
  const config = testConfig();

  before(async () => {
    own = await startOwnPostgres();
  });
  after(async () => {
    await app?.close();
    for (const handle of handles) await handle.close().catch(() => {});
    own?.destroy();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('runs migrations under a lock: two instances starting together both succeed, each migration applied once', async () => {
    await createPostgresDatabase(own.url(), 'zz_test_lock');
    const [a, b] = await Promise.all([1, 2].map(() => openDatabase({ url: own.url('zz_test_lock'), poolSize: 3 })));
    handles.push(a!, b!);
    await Promise.all([a!.migrate(), b!.migrate()]);
    const client = new pg.Client({ connectionString: own.url('zz_test_lock') });
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    await client.end();
    assert.equal(rows[0].n, migrationCount());
  });

  it('answers 503 while the database is away, and recovers without a restart', async () => {
    await createPostgresDatabase(own.url(), 'zz_test_faults');
    const database = await openDatabase({
      url: own.url('zz_test_faults'),
      poolSize: 4,
      connectionTimeoutMs: 1000,
      statementTimeoutMs: 5000,
    });
    handles.push(database);
    await database.migrate();
    app = await buildApp({ config, database });
    await app.ready();
    const get = (url: string) => app!.inject({ url });
    assert.equal((await get('/ready')).statusCode, 200);
    assert.equal((await get('/app/settings')).statusCode, 200);

    // Requests keep coming while the server stops and starts: each read gets a 200 or a 503, never a 500; each write
    // (a scratch through a ticket link nobody holds: the database is asked, then the ticket refused) a 404 or a 503.
    const statuses = new Set<number>();
    const writeStatuses = new Set<number>();
    let running = true;
    const traffic = (async () => {
      while (running) {
        const response = await get('/app/settings');
        statuses.add(response.statusCode);
        if (response.statusCode === 503) assert.equal(response.json().code, 'DATABASE_UNAVAILABLE');
        const write: Awaited<ReturnType<typeof get>> = await app!.inject({
          method: 'POST',
          url: `/public/lucky/${randomUUID()}`,
        });
        writeStatuses.add(write.statusCode);
        if (write.statusCode === 503) assert.equal(write.json().code, 'DATABASE_UNAVAILABLE');
        await sleep(20);
      }
    })();

    own.stop();
    const down = await get('/app/settings');
    assert.equal(down.statusCode, 503, down.body);
    assert.deepEqual(Object.keys(down.json()).sort(), ['code', 'message']);
    assert.equal(down.json().code, 'DATABASE_UNAVAILABLE');
    const notReady = await get('/ready');
    assert.equal(notReady.statusCode, 503);
    assert.equal((await get('/health')).statusCode, 200, '/health stays a liveness check');

    own.start();
    let recovered = false;
    for (let i = 0; i < 100 && !recovered; i++) {
      recovered = (await get('/app/settings')).statusCode === 200;
      if (!recovered) await sleep(100);
    }
    running = false;
    await traffic;
    assert.ok(recovered, 'the API answers again once the database is back');
    assert.equal((await get('/ready')).statusCode, 200);
    assert.deepEqual(
      [...statuses].filter((status) => status !== 200 && status !== 503),
      [],
      `statuses seen: ${[...statuses].join(', ')}`,
    );
    assert.deepEqual(
      [...writeStatuses].filter((status) => status !== 404 && status !== 503),
      [],
      `write statuses seen: ${[...writeStatuses].join(', ')}`,
    );
    assert.ok(writeStatuses.has(503), 'a write met the outage');
  });
});
