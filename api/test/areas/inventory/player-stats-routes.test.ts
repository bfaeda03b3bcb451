// A player's statistics and the comparison of two players' cards, on players and cards of the tests' own.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { items } from '../../../src/areas/catalogue/catalogue-schema';
import { playerFixturesOf } from '../../support/player-fixtures';
import { hardcore, useTestApp } from '../../support/test-app';

const t = useTestApp();
const { db, createPlayer, give } = playerFixturesOf(t);

describe('a player’s statistics and the comparison of two players', () => {
  let cards: { id: string; rarity: number; packId: string }[] = [];

  before(async () => {
    // Four cards of one pack that exist at shiny levels 0 and 1.
    const [pack] = await db()
      .select({ packId: items.packId })
      .from(items)
      .where(and(eq(items.shiny0, true), eq(items.shiny1, true)))
      .groupBy(items.packId)
      .having(sql`count(*) >= 4`)
      .limit(1);
    assert.ok(pack);
    cards = await db()
      .select({ id: items.id, rarity: items.rarity, packId: items.packId })
      .from(items)
      .where(and(eq(items.packId, pack.packId), eq(items.shiny0, true), eq(items.shiny1, true)))
      .orderBy(asc(items.identifier))
      .limit(4);
  });

  it('counts copies and distinct cards by rarity and shiny level, and each pack’s completion', async () => {
    const player = await createPlayer();
    const [a, b, c] = cards;
    await give(player, a!.id, 0, 3);
    await give(player, a!.id, 1, 1);
    await give(player, b!.id, 0, 2);
    await give(player, c!.id, 0, 1, 1);
    const response = await t.app.inject({ url: `/public/user/${player.name}/stats` });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    const line = (rarity: number, shinyLevel: number) =>
      body.byRarity.find(
        (l: { rarity: number; shinyLevel: number }) => l.rarity === rarity && l.shinyLevel === shinyLevel,
      );
    const expected = new Map<string, { copies: number; unique: number }>();
    for (const [card, shiny, copies] of [
      [a!, 0, 3],
      [a!, 1, 1],
      [b!, 0, 2],
    ] as const) {
      const key = `${card.rarity}/${shiny}`;
      const before = expected.get(key) ?? { copies: 0, unique: 0 };
      expected.set(key, { copies: before.copies + copies, unique: before.unique + 1 });
    }
    for (const [key, figures] of expected) {
      const [rarity, shiny] = key.split('/').map(Number);
      assert.equal(line(rarity!, shiny!).copies, figures.copies, key);
      assert.equal(line(rarity!, shiny!).unique, figures.unique, key);
    }
    const [inCatalogue] = await db()
      .select({ n: count() })
      .from(items)
      .where(and(eq(items.rarity, a!.rarity), eq(items.shiny0, true)));
    assert.equal(line(a!.rarity, 0).itemCount, Number(inCatalogue?.n));

    const pack = body.packs.find((p: { pack: { id: string } }) => p.pack.id === a!.packId);
    const [packSize] = await db().select({ n: count() }).from(items).where(eq(items.packId, a!.packId));
    assert.equal(pack.unique, 3, 'a, b and the constellation of c');
    assert.equal(pack.itemCount, Number(packSize?.n));
  });

  it('compares two players both ways, card and shiny level, constellations apart', async () => {
    const first = await createPlayer('HARDCORE');
    const second = await createPlayer('HARDCORE');
    const [a, b, c, d] = cards;
    await give(first, a!.id, 0);
    await give(first, b!.id, 0);
    await give(first, b!.id, 1);
    await give(first, c!.id, 0, 1, 1);
    await give(second, b!.id, 0, 5);
    await give(second, d!.id, 0);
    const response = await t.app.inject({
      url: `/public/user/${first.name}/compare/${second.name}`,
      headers: hardcore,
    });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    const pairs = (list: { item: { id: string }; shinyLevel: number }[]) =>
      list.map((card) => `${card.item.id}/${card.shinyLevel}`).sort();
    assert.deepEqual(pairs(body.onlyFirst), [`${a!.id}/0`, `${b!.id}/1`].sort());
    assert.deepEqual(pairs(body.onlySecond), [`${d!.id}/0`]);
  });

  it('answers 404 when either player is unknown', async () => {
    const player = await createPlayer();
    const response = await t.app.inject({ url: `/public/user/${player.name}/compare/zz_test_personne` });
    assert.equal(response.statusCode, 404);
    assert.equal((await t.app.inject({ url: '/public/user/zz_test_personne/stats' })).statusCode, 404);
  });
});
