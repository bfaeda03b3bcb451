import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, productionRateLimits } from '../../src/config';
import { hardcore, openTestDatabase, testConfig, useTestApp } from '../support/test-app';
import { luckyLinks, tickets } from '../../src/areas/lucky/lucky-schema';
import { noReward } from '../../src/areas/lucky/lucky-rules';
import { users } from '../../src/areas/players/players-schema';
import { readWorldDate } from '../../src/areas/world/world-clock';
import { rateLimitCounters } from '../../src/lib/rate-limit-counters-schema';
import { countersStore, deleteEndedCounters } from '../../src/plugins/rate-limit-store';
import { createPostgresDatabase, dropPostgresDatabase } from '../support/postgres-databases';
import { spawnServer, type SpawnedServer } from '../support/spawn-server';
import { postgresTemplateName, withDatabase } from '../support/template';
import { eq, sql } from 'drizzle-orm';

const limit = 3;
const t = useTestApp({
  devTools: true,
  devIdentityProvider: true,
  rateLimits: {
    enabled: true,
    login: limit,
    token: limit,
    search: limit,
    cardDetail: limit,
    images: limit,
    writes: limit,
    ticketLink: limit,
  },
});

let nextAddress = 10;
/** Each check comes from an address of its own, so that the counters of one never spill into another. */
const freshAddress = () => `127.0.0.${nextAddress++}`;

/** Sends the request `limit` times (all let through), then once more: that one is refused. */
async function exhaust(request: InjectOptions) {
  const remoteAddress = freshAddress();
  for (let i = 0; i < limit; i++) {
    const response = await t.app.inject({ ...request, remoteAddress });
    assert.notEqual(response.statusCode, 429, `${String(request.url)} #${i + 1}`);
  }
  return { refused: await t.app.inject({ ...request, remoteAddress }), remoteAddress };
}

function assertTooMany(response: Awaited<ReturnType<typeof t.app.inject>>) {
  assert.equal(response.statusCode, 429, response.body);
  assert.equal(response.json().code, 'TOO_MANY_REQUESTS');
  assert.match(response.json().message, /^Trop de requêtes : réessayez dans \d+ secondes?\.$/);
  const retryAfter = Number(response.headers['retry-after']);
  assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After: ${response.headers['retry-after']}`);
}

describe('rate limits', () => {
  it('has production defaults a person browsing never meets, and trusts no proxy unless told', () => {
    const config = loadConfig({});
    assert.deepEqual(config.rateLimits, productionRateLimits);
    assert.deepEqual(productionRateLimits, {
      enabled: true,
      login: 20,
      token: 60,
      search: 120,
      cardDetail: 240,
      images: 1200,
      writes: 60,
      ticketLink: 60,
    });
    assert.equal(config.trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: '1' }).trustProxy, 1);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy, ['10.0.0.1', '10.0.0.2']);
    assert.equal(loadConfig({ RATE_LIMIT_SCALE: '10' }).rateLimits.search, 1200);
    assert.equal(loadConfig({ RATE_LIMIT_SEARCH: '5' }).rateLimits.search, 5);
    assert.equal(loadConfig({ RATE_LIMITS: 'off' }).rateLimits.enabled, false);
  });

  const limited: [string, InjectOptions][] = [
    ['the quick search', { url: '/public/zunivers/autocomplete/dra' }],
    ['the player search', { url: '/public/user/autocomplete/jo' }],
    ['a card detail', { url: '/public/item/carte-qui-n-existe-pas' }],
    ['an image', { url: '/images/back/0.webp' }],
    ['the login page', { url: '/realms/zunivers/interaction/inconnue' }],
    [
      'the token endpoint',
      {
        method: 'POST',
        url: '/realms/zunivers/protocol/openid-connect/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=refresh_token&client_id=zunivers-web&refresh_token=x',
      },
    ],
    ['a write route', { method: 'PUT', url: '/dev/game-features/BOSS', payload: { active: 'pas un booléen' } }],
    ['scratching a ticket', { method: 'POST', url: `/public/lucky/${randomUUID()}` }],
    ['opening a calendar box', { method: 'POST', url: '/public/calendar/3' }],
  ];
  for (const [what, request] of limited) {
    it(`answers 429 in French with Retry-After past the limit on ${what}`, async () => {
      const { refused } = await exhaust(request);
      assertTooMany(refused);
    });
  }

  it('counts each address on its own, and leaves other routes alone', async () => {
    const { remoteAddress } = await exhaust({ url: '/public/item/carte-qui-n-existe-pas' });
    assert.notEqual((await t.app.inject({ url: '/public/item/carte-qui-n-existe-pas' })).statusCode, 429);
    for (let i = 0; i < limit + 2; i++) {
      assert.equal((await t.app.inject({ url: '/public/pack', remoteAddress })).statusCode, 200);
    }
  });

  it('counts the scratches of one ticket link whatever the addresses, and another link on its own', async () => {
    const db = t.database.db;
    const [owner] = await db.select({ id: users.id }).from(users).limit(1);
    assert.ok(owner);
    const today = await readWorldDate(db);
    const linkTickets = async (code: string, n: number) => {
      await db.insert(luckyLinks).values({ code, userId: owner.id, ruleSet: 'HARDCORE', createdDate: today });
      const rows = Array.from({ length: n }, () => ({
        id: randomUUID(),
        userId: owner.id,
        ruleSet: 'HARDCORE' as const,
        type: 'ZERA_3000' as const,
        reward: noReward,
        source: 'CALENDAR',
        grantedAt: new Date(),
        // Scratched already: each request is refused (400) but counted all the same.
        scratchedAt: new Date(),
        jackpotWon: 0,
        linkCode: code,
      }));
      await db.insert(tickets).values(rows);
      return rows.map((row) => row.id);
    };
    const scratch = (ticketId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/public/lucky/${ticketId}`,
        remoteAddress: freshAddress(),
        headers: hardcore,
      });
    const shared = await linkTickets(`swarm-${randomUUID()}`, limit + 1);
    for (const ticketId of shared.slice(0, limit)) assert.equal((await scratch(ticketId)).statusCode, 400);
    assertTooMany(await scratch(shared[limit]!));
    const [other] = await linkTickets(`other-${randomUUID()}`, 1);
    assert.equal((await scratch(other!)).statusCode, 400, 'another link is counted on its own');
  });

  it('counts each client behind a trusted reverse proxy by its forwarded address', async () => {
    const config = testConfig({ trustProxy: 1, rateLimits: { ...productionRateLimits, cardDetail: limit } });
    const database = await openTestDatabase();
    const proxied = await buildApp({ config, database });
    try {
      const fromClient = (client: string) =>
        proxied.inject({
          url: '/public/item/carte-qui-n-existe-pas',
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      for (let i = 0; i < limit; i++) assert.notEqual((await fromClient('203.0.113.1')).statusCode, 429);
      assertTooMany(await fromClient('203.0.113.1'));
      assert.notEqual((await fromClient('203.0.113.2')).statusCode, 429, 'another client behind the same proxy');
    } finally {
      await proxied.close();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});

describe('the counters shared through the database', () => {
  const count = (store: ReturnType<typeof newStoreChild>, key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000, limit),
    );
  function newStoreChild() {
    const Store = countersStore(t.database.db, () => true);
    return new Store({}).child({ routeInfo: { url: '/public/test', method: 'POST' } } as never);
  }

  it('counts a key within its window, and starts again once the window ended', async () => {
    const store = newStoreChild();
    const key = `adresse-${randomUUID()}`;
    assert.deepEqual([(await count(store, key)).current, (await count(store, key)).current], [1, 2]);
    const third = await count(store, key);
    assert.equal(third.current, 3);
    assert.ok(third.ttl > 0 && third.ttl <= 60_000, `ttl ${third.ttl}`);
    const stored = `POST /public/test|${key}`;
    await t.database.db
      .update(rateLimitCounters)
      .set({ windowEnds: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, stored));
    assert.equal((await count(store, key)).current, 1, 'a new window');
    // Counters of windows ended long ago are deleted; a live one stays.
    await t.database.db
      .update(rateLimitCounters)
      .set({ windowEnds: sql`now() - interval '1 hour'` })
      .where(eq(rateLimitCounters.key, stored));
    const live = `adresse-${randomUUID()}`;
    await count(store, live);
    await deleteEndedCounters(t.database.db);
    const left = await t.database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    assert.ok(!left.some((row) => row.key === stored));
    assert.ok(left.some((row) => row.key === `POST /public/test|${live}`));
  });
});

// Two API processes (src/server.ts) on one PostgreSQL database: PGlite is one process's own database, so the pass on
// PGlite skips it, and says so.
const serverUrl = process.env.DATABASE_URL;
const skip = serverUrl ? false : 'DATABASE_URL is unset: limits across processes need PostgreSQL';

describe('rate limits across two API processes', { skip, timeout: 600_000 }, () => {
  const name = `zu_limits_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const servers: SpawnedServer[] = [];
  before(async () => {
    await createPostgresDatabase(serverUrl!, name, postgresTemplateName);
    const env = { DATABASE_URL: withDatabase(serverUrl!, name), RATE_LIMIT_WRITES: '5', RATE_LIMIT_CARD_DETAIL: '5' };
    servers.push(...(await Promise.all([spawnServer(env), spawnServer(env)])));
  });
  after(async () => {
    for (const server of servers) server.cleanup();
    await dropPostgresDatabase(serverUrl!, name);
  });

  const statusesOf = async (send: (server: SpawnedServer) => Promise<Response>) => {
    const statuses: number[] = [];
    // In turn, one process then the other: one client spreading its requests over both.
    for (let i = 0; i < 6; i++) statuses.push((await send(servers[i % 2]!)).status);
    return statuses;
  };

  it('holds the write limit over both: the sixth write of a minute is refused, whichever process gets it', async () => {
    const statuses = await statusesOf((server) =>
      fetch(`http://127.0.0.1:${server.port}/public/lucky/${randomUUID()}`, { method: 'POST' }),
    );
    assert.deepEqual(statuses, [404, 404, 404, 404, 404, 429]);
  });

  it('counts what only slows a reader down (a card detail) in each process', async () => {
    const statuses = await statusesOf((server) =>
      fetch(`http://127.0.0.1:${server.port}/public/item/carte-qui-n-existe-pas`),
    );
    assert.ok(!statuses.includes(429), statuses.join(', '));
  });
});
