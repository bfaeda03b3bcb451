// Two prepared selects run as one statement (what a per-player answer not kept yet costs): the first query's row,
// then the second's rows for it, each mapped as its own query maps them, on both drivers.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, asc, eq, sql } from 'drizzle-orm';
import { fuseQueries } from '../src/db/fused-query';
import { ofPlayer } from '../src/db/prepared';
import { banners, playerAccounts, userBanners, users } from '../src/areas/players/players-schema';
import { useTestApp } from './support/test-app';
import { insertTestPlayer } from './support/test-players';

const t = useTestApp();

function queries() {
  const db = t.app.db;
  const player = db
    .select({ user: users, account: playerAccounts })
    .from(users)
    .innerJoin(
      playerAccounts,
      and(eq(playerAccounts.userId, users.id), eq(playerAccounts.ruleSet, sql.placeholder('ruleSet'))),
    )
    .where(eq(users.discordUserName, sql.placeholder('name')))
    .prepare('zz_test_player');
  // The banners with titles of at least some length (a placeholder left to the caller), with the player's unlock.
  const bannersOf = db
    .select({ banner: banners, owned: userBanners })
    .from(banners)
    .leftJoin(userBanners, and(eq(userBanners.bannerId, banners.id), ofPlayer(userBanners)))
    .where(sql`length(${banners.title}) >= ${sql.placeholder('minLength')}`)
    .orderBy(asc(banners.title), asc(banners.id))
    .prepare('zz_test_banners');
  const fused = fuseQueries(db, 'zz_test_fused', player, bannersOf, {
    userId: (column) => column('user.id'),
    ruleSet: (column) => column('account.ruleSet'),
  });
  return { player, bannersOf, fused };
}

describe('fuseQueries', () => {
  it('answers in one statement what the two queries answer one after the other, in order, mapped the same', async () => {
    const testPlayer = await insertTestPlayer(t.app.db, 'HARDCORE');
    const [someBanner] = await t.app.db.select().from(banners).orderBy(asc(banners.id)).limit(1);
    assert.ok(someBanner, 'the seed has banners');
    await t.app.db.insert(userBanners).values({
      id: crypto.randomUUID(),
      userId: testPlayer.userId,
      ruleSet: 'HARDCORE',
      bannerId: someBanner.id,
      date: new Date('2026-03-04T05:06:07.089Z'),
    });
    const { player, bannersOf, fused } = queries();
    const values = { name: testPlayer.name, ruleSet: 'HARDCORE', minLength: 0 };

    const [first] = await player.execute(values);
    assert.ok(first);
    const rows = await bannersOf.execute({ ...values, userId: first.user.id });
    assert.ok(rows.length > 1, 'several rows, to check their order');
    assert.ok(rows.some((row) => row.owned !== null) && rows.some((row) => row.owned === null));

    const together = await fused.execute(values);
    assert.deepEqual(together, { first, rows });
    assert.ok(together?.rows.find((row) => row.owned)?.owned?.date instanceof Date, 'timestamps mapped to dates');
  });

  it('gives the first row with no rows when the second finds none, and nothing when the first finds none', async () => {
    const testPlayer = await insertTestPlayer(t.app.db, 'NORMAL');
    const { fused } = queries();
    const none = await fused.execute({ name: testPlayer.name, ruleSet: 'NORMAL', minLength: 100_000 });
    assert.equal(none?.first.user.id, testPlayer.userId);
    assert.deepEqual(none?.rows, []);
    assert.equal(await fused.execute({ name: testPlayer.name, ruleSet: 'HARDCORE', minLength: 0 }), undefined);
    assert.equal(await fused.execute({ name: 'zz-test-nobody', ruleSet: 'NORMAL', minLength: 0 }), undefined);
  });
});
