import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq, getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { isSeeded, loadSeed, type SeedData } from '../../src/seed';
import { rowsPerInsert } from '../../src/seed/load';
import { seed } from './fixture';

const tables: Record<keyof SeedData, PgTable> = {
  ranks: schema.ranks,
  banners: schema.banners,
  gameFeatures: schema.gameFeatures,
  appSettings: schema.appSettings,
  recycleConfig: schema.recycleConfig,
  packs: schema.packs,
  items: schema.items,
  fusions: schema.fusions,
  fusionInputs: schema.fusionInputs,
  users: schema.users,
  posts: schema.posts,
  playerAccounts: schema.playerAccounts,
  userBanners: schema.userBanners,
  corporations: schema.corporations,
  corporationMembers: schema.corporationMembers,
  shopEntries: schema.shopEntries,
};

describe('loadSeed into a migrated PGlite', () => {
  let handle: DatabaseHandle;

  const rowCounts = async (): Promise<Record<string, number>> => {
    const counts: Record<string, number> = {};
    for (const [key, table] of Object.entries(tables)) {
      const [row] = await handle.db.select({ n: count() }).from(table);
      counts[key] = row?.n ?? -1;
    }
    return counts;
  };
  const expectedCounts = Object.fromEntries(
    Object.entries(seed).map(([key, rows]) => [key, (rows as unknown[]).length]),
  );

  before(async () => {
    handle = await openDatabase({});
    await handle.migrate();
  });

  after(async () => {
    await handle?.close();
  });

  it('is not seeded before loading', async () => {
    assert.equal(await isSeeded(handle.db), false);
  });

  it('loads every generated row', async () => {
    await loadSeed(handle.db, seed);
    assert.equal(await isSeeded(handle.db), true);
    assert.deepEqual(await rowCounts(), expectedCounts);
  });

  it('stores the well-known test player as generated', async () => {
    const [user] = await handle.db.select().from(schema.users).where(eq(schema.users.discordUserName, 'joueur.test'));
    const generated = seed.users.find((u) => u.discordUserName === 'joueur.test');
    assert.deepEqual(user, generated);
  });

  it('refuses to load a second time, leaving the data as it was', async () => {
    await assert.rejects(loadSeed(handle.db, seed));
    assert.deepEqual(await rowCounts(), expectedCounts);
  });

  it('replaces the seeded rows when asked to', async () => {
    await loadSeed(handle.db, seed, { replace: true });
    assert.deepEqual(await rowCounts(), expectedCounts);
  });

  it('keeps every insert under the bind-parameter limit of PostgreSQL', () => {
    for (const table of Object.values(tables)) {
      assert.ok(rowsPerInsert(table) * Object.keys(getTableColumns(table)).length <= 65_535);
    }
  });
});
