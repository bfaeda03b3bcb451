import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { loadSeed, SEED_VERSION, seedStatus, type SeedData } from '../../src/seed';
import { inBulkTransaction } from '../../src/seed/bulk-copy';
import { tablesInDependencyOrder } from '../../src/seed/table-order';
import { openOwnPostgresDatabase } from '../support/postgres-databases';
import { playSeed } from '../../src/seed/generate';
import { smallerSeed, TODAY } from './world/fixture';

// The loader's mechanics on a small played world: every table the seed fills, a few times over, without the whole
// small seed (the command test and the API suite's template load that one).
const seed = playSeed(smallerSeed(20), TODAY);

interface Backend {
  name: string;
  open(): Promise<DatabaseHandle>;
}

// The database under test: PGlite, or with DATABASE_URL a PostgreSQL database of the test's own (the suite runs once
// on each).
const url = process.env.DATABASE_URL;
const backend: Backend = url
  ? { name: 'PostgreSQL', open: () => openOwnPostgresDatabase(url, 'zu_test_load', { poolSize: 2 }) }
  : { name: 'PGlite', open: () => openDatabase({}) };

async function query<T>(handle: DatabaseHandle, text: string): Promise<T[]> {
  if (handle.kind === 'pglite') return (await handle.client.query<T>(text)).rows;
  return (await handle.pool.query(text)).rows as T[];
}

const tables = tablesInDependencyOrder();

/** Every table's row count and a digest of its rows in a stable order. */
async function fingerprint(handle: DatabaseHandle): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const { key, sqlName } of tables) {
    // When the seed was loaded differs from one load to the next; the rest must not.
    const rowText = key === 'seedInfo' ? '(t.id, t.version, t.scale, t.seed_date)::text' : 't::text';
    const [row] = await query<{ n: number; digest: string }>(
      handle,
      `select count(*)::int as n, coalesce(md5(string_agg(${rowText}, e'\\n' order by ${rowText})), '') as digest
         from ${sqlName} t`,
    );
    result[key] = `${row!.n} ${row!.digest}`;
  }
  return result;
}

/** Indexes and constraints by table and name, with their definitions. */
async function structures(handle: DatabaseHandle): Promise<string[]> {
  const indexes = await query<{ line: string }>(
    handle,
    `select tablename || ' ' || indexname || ': ' || indexdef as line
       from pg_indexes where schemaname = current_schema() order by 1`,
  );
  const constraints = await query<{ line: string }>(
    handle,
    `select conrelid::regclass::text || ' ' || conname || ': ' || pg_get_constraintdef(oid) as line
       from pg_constraint where connamespace = current_schema()::regnamespace order by 1`,
  );
  return [...indexes, ...constraints].map((row) => row.line);
}

const rowCount = (data: object) => Object.values(data).reduce((sum: number, rows: unknown[]) => sum + rows.length, 0);

// Values that COPY's text format must escape or tell apart: tabs, newlines, backslashes, the NULL marker as text,
// the empty string, JSON with quotes and escapes, dates and timestamps to the millisecond.
const [firstUser, secondUser] = seed.users;
const tricky = 'tab\there, line\nbreak, return\r, backslash \\ and \\N, quote " and \u00e9\u{1F0CF}';
const roundTripData = {
  ...seed,
  users: [
    ...seed.users.slice(2),
    { ...firstUser!, discordGlobalName: tricky, discordAvatar: '', createdDate: new Date('2024-02-29T23:59:59.123Z') },
    { ...secondUser!, discordGlobalName: null, discordAvatar: '\\N' },
  ],
  hardcoreSeasons: [
    { id: '00000000-0000-4000-8000-000000000001', index: 1, beginDate: '2024-02-29', endDate: '2024-03-31' },
  ],
  hardcoreRuns: [
    {
      id: '00000000-0000-4000-8000-000000000002',
      userId: firstUser!.id,
      seasonId: '00000000-0000-4000-8000-000000000001',
      startDate: '2024-03-01',
      endDate: null,
      failedDate: null,
      endReason: null,
    },
    {
      id: '00000000-0000-4000-8000-000000000003',
      userId: secondUser!.id,
      seasonId: '00000000-0000-4000-8000-000000000001',
      startDate: '2024-02-29',
      endDate: '2024-03-02',
      failedDate: '2024-03-03',
      endReason: 'MISSED_DAILY',
    },
  ],
  actionLog: [
    {
      id: '00000000-0000-4000-8000-000000000004',
      userId: firstUser!.id,
      ruleSet: 'HARDCORE',
      action: 'INVOKE',
      at: new Date('2026-10-31T22:00:00.007Z'),
      inputs: { text: tricky, nested: { list: [1, 2.5, -3e-7, true, false, null], empty: {} }, unicode: '\u2028' },
      outcome: { won: false, amount: 0, items: [], note: 'a "quoted" word, a \\ and a /' },
    },
  ],
  playerCounters: [
    // Only the columns without a default: the others take theirs, as insert() would give them.
    { userId: firstUser!.id, ruleSet: 'NORMAL', invokeBeforePity: 7 },
    { userId: secondUser!.id, ruleSet: 'NORMAL', invokeBeforePity: 0, lastDailyDate: '2026-10-31', fusionCount: 3 },
  ],
} as SeedData;

describe(`loadSeed by COPY into ${backend.name}`, () => {
  let handle: DatabaseHandle;
  let loaded: Record<string, string>;

  before(async () => {
    handle = await backend.open();
    await handle.migrate();
  });

  after(async () => {
    await handle?.close();
  });

  it('finds an empty database empty', async () => {
    assert.equal(await seedStatus(handle.db), 'empty');
  });

  it('loads every generated row and records the seed version', async () => {
    const report = await loadSeed(handle, seed);
    assert.equal(report.rows, rowCount(seed));
    assert.equal(report.tables.length, Object.values(seed).filter((rows: unknown[]) => rows.length > 0).length);
    assert.ok(report.tables.every((table) => !table.rebuiltIndexes));
    const counts = Object.fromEntries(Object.entries(await fingerprint(handle)).map(([k, v]) => [k, v.split(' ')[0]]));
    for (const [key, rows] of Object.entries(seed)) assert.equal(counts[key], String(rows.length), key);
    const [info] = await handle.db.select().from(schema.seedInfo);
    assert.equal(info?.version, SEED_VERSION);
    assert.equal(info?.scale, 'small');
    assert.equal(await seedStatus(handle.db), 'current');
    loaded = await fingerprint(handle);
  });

  it('stores the well-known test player as generated', async () => {
    const [user] = await handle.db.select().from(schema.users).where(eq(schema.users.discordUserName, 'joueur.test'));
    assert.deepEqual(
      user,
      seed.users.find((u) => u.discordUserName === 'joueur.test'),
    );
  });

  it('refuses to load a second time without replace, leaving the rows as they were', async () => {
    await assert.rejects(loadSeed(handle, seed));
    assert.deepEqual(await fingerprint(handle), loaded);
  });

  it('gives the very same rows when loading again with replace', async () => {
    await loadSeed(handle, seed, { replace: true });
    assert.deepEqual(await fingerprint(handle), loaded);
  });

  it('leaves the database as it was when a row breaks a constraint', async () => {
    const duplicate = { ...seed, userBanners: [...seed.userBanners, seed.userBanners[0]!] };
    await assert.rejects(loadSeed(handle, duplicate, { replace: true }), /duplicate key|unique/);
    assert.deepEqual(await fingerprint(handle), loaded);
  });

  it('leaves the database as it was when a value cannot be written to COPY', async () => {
    const broken = {
      ...seed,
      users: seed.users.map((u, i) => (i === 10 ? { ...u, createdDate: Symbol('no') } : u)),
    };
    await assert.rejects(loadSeed(handle, broken as unknown as SeedData, { replace: true }));
    assert.deepEqual(await fingerprint(handle), loaded);
    assert.equal(await seedStatus(handle.db), 'current');
  });

  it('rolls back a COPY aborted after some rows went through, and the connection stays usable', async () => {
    const rows = (function* () {
      yield '00000000-0000-4000-8000-0000000000aa\tanother rank\t99\n';
      throw new Error('the generator failed');
    })();
    await assert.rejects(
      inBulkTransaction(handle, async (session) => {
        await session.query('delete from posts');
        await session.copy('"ranks"', ['"id"', '"name"', '"position"'], rows);
      }),
      /the generator failed/,
    );
    assert.deepEqual(await fingerprint(handle), loaded);
  });

  it('reads back JSON, dates, timestamps, nulls, empty strings and defaults exactly as given', async () => {
    await loadSeed(handle, roundTripData, { replace: true });
    const data = roundTripData as SeedData & Record<string, object[]>;
    const users = await handle.db.select().from(schema.users);
    for (const user of data.users.slice(-2)) {
      assert.deepEqual(
        users.find((u) => u.id === (user as { id: string }).id),
        user,
      );
    }
    assert.deepEqual(await handle.db.select().from(schema.hardcoreSeasons), data.hardcoreSeasons);
    assert.deepEqual(
      await handle.db.select().from(schema.hardcoreRuns).orderBy(schema.hardcoreRuns.id),
      data.hardcoreRuns,
    );
    assert.deepEqual(await handle.db.select().from(schema.actionLog), data.actionLog);
    const counters = await handle.db.select().from(schema.playerCounters).orderBy(schema.playerCounters.userId);
    const first = counters.find((c) => c.userId === firstUser!.id)!;
    const second = counters.find((c) => c.userId === secondUser!.id)!;
    assert.equal(first.invokeBeforePity, 7);
    assert.equal(first.lastDailyDate, null);
    assert.equal(first.fusionCount, 0);
    assert.equal(first.dailiesSinceWeekly, 0);
    assert.equal(second.lastDailyDate, '2026-10-31');
    assert.equal(second.fusionCount, 3);
    const [item] = await handle.db.select().from(schema.items).where(eq(schema.items.id, seed.items[0]!.id));
    const { searchName, ...stored } = item!;
    assert.deepEqual(stored, seed.items[0]);
    assert.ok(searchName.length > 0, 'the generated column is computed by the database');
  });

  it('tells an outdated seed from a current one, and rebuilds it', async () => {
    await query(handle, `update seed_info set version = ${SEED_VERSION - 1}`);
    assert.equal(await seedStatus(handle.db), 'outdated');
    await query(handle, 'delete from seed_info');
    assert.equal(await seedStatus(handle.db), 'outdated', 'rows seeded before versions were recorded');
    await loadSeed(handle, seed, { replace: true });
    assert.equal(await seedStatus(handle.db), 'current');
    assert.deepEqual(await fingerprint(handle), loaded);
  });

  it('puts back every dropped index and constraint, under the same names, after a large load', async () => {
    const before = await structures(handle);
    const report = await loadSeed(handle, roundTripData, { replace: true, dropIndexesAbove: 0 });
    assert.ok(report.tables.length > 0 && report.tables.every((table) => table.rebuiltIndexes));
    assert.deepEqual(await structures(handle), before);
    // ...and they hold: a rarity out of range, a second open hardcore run.
    await assert.rejects(query(handle, `update items set rarity = 9 where id = '${seed.items[0]!.id}'`));
    await assert.rejects(
      query(
        handle,
        `insert into hardcore_runs (id, user_id, season_id, start_date)
           values ('00000000-0000-4000-8000-000000000009', '${firstUser!.id}',
                   '00000000-0000-4000-8000-000000000001', '2024-03-05')`,
      ),
    );
  });

  it('still refuses duplicates when the indexes are dropped for the load, leaving them in place', async () => {
    const before = await structures(handle);
    const kept = await fingerprint(handle);
    // Another id, so that only the rebuilt unique constraint (user, rule set, banner) can catch it.
    const again = { ...seed.userBanners[0]!, id: '00000000-0000-4000-8000-00000000000a' };
    const duplicate = { ...seed, userBanners: [...seed.userBanners, again] };
    await assert.rejects(loadSeed(handle, duplicate, { replace: true, dropIndexesAbove: 0 }), /user_banners_once/);
    assert.deepEqual(await structures(handle), before);
    assert.deepEqual(await fingerprint(handle), kept);
  });
});

describe('the order tables are loaded in', () => {
  it('covers every table of the schema, each after the tables its foreign keys point at', () => {
    const exported = Object.values(schema).filter((value) => is(value, PgTable));
    assert.equal(tables.length, exported.length);
    const position = new Map(tables.map((entry, index) => [entry.table, index]));
    for (const entry of tables) {
      for (const foreignKey of getTableConfig(entry.table).foreignKeys) {
        const parent = foreignKey.reference().foreignTable;
        if (parent !== entry.table) assert.ok(position.get(parent)! < position.get(entry.table)!, entry.key);
      }
    }
  });
});
