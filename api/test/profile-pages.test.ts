// The reads the profile pages need beyond the real game's routes: achievement categories, an achievement's page,
// a player's statistics and the comparison of two players. Rows of the tests' own (names starting zz_test / zz-test).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { RuleSet } from '../src/engine/rule-sets';
import { achievementCategories, achievements, playerAchievements } from '../src/areas/achievements/achievements-schema';
import { items } from '../src/areas/catalogue/catalogue-schema';
import { inventories, playerAccounts } from '../src/areas/players/players-schema';
import { hardcore, useTestApp } from './support/test-app';
import { insertTestPlayer } from './support/test-players';

const t = useTestApp();
const db = () => t.database.db;
let created = 0;

const createPlayer = (ruleSet: RuleSet = 'NORMAL') =>
  insertTestPlayer(db(), ruleSet, { globalName: `Testeur ${++created}` });

async function give(
  player: { userId: string; ruleSet: RuleSet },
  itemId: string,
  shinyLevel: number,
  quantity = 1,
  upgradeLevel = 0,
) {
  await db().insert(inventories).values({
    id: randomUUID(),
    userId: player.userId,
    ruleSet: player.ruleSet,
    itemId,
    shinyLevel,
    upgradeLevel,
    quantity,
  });
}

describe('achievements', () => {
  const categoryId = randomUUID();
  const achievementId = randomUUID();
  const slug = `zz-test-succes-${achievementId.slice(0, 8)}`;
  const holders: string[] = [];

  before(async () => {
    await db().insert(achievementCategories).values({ id: categoryId, index: 900, name: 'Catégorie de test' });
    await db().insert(achievements).values({
      id: achievementId,
      categoryId,
      index: 0,
      name: 'Succès de test',
      slug,
      description: 'Un succès rien que pour les tests',
      metric: 'UNIQUE_CARDS',
      target: 10,
      score: 5,
      rewardLoreDust: 100,
      featOfStrength: false,
      isDeletable: false,
    });
    // 22 holders in NORMAL, unlocking one day after another; one player on the way; one holder in HARDCORE.
    for (let i = 0; i < 22; i++) {
      const player = await createPlayer();
      holders.push(player.name);
      await db()
        .insert(playerAchievements)
        .values({
          userId: player.userId,
          ruleSet: 'NORMAL',
          achievementId,
          progress: 10,
          date: new Date(Date.UTC(2026, 0, 1 + i, 10)),
        });
    }
    const onTheWay = await createPlayer();
    await db()
      .insert(playerAchievements)
      .values({ userId: onTheWay.userId, ruleSet: 'NORMAL', achievementId, progress: 3, date: null });
    const hardcoreHolder = await createPlayer('HARDCORE');
    await db()
      .insert(playerAchievements)
      .values({
        userId: hardcoreHolder.userId,
        ruleSet: 'HARDCORE',
        achievementId,
        progress: 10,
        date: new Date('2026-05-01T10:00:00Z'),
      });
  });

  it('lists the categories in their order', async () => {
    const response = await t.app.inject({ url: '/public/achievements/categories' });
    assert.equal(response.statusCode, 200);
    const body: { id: string; name: string }[] = response.json();
    assert.deepEqual(body.at(-1), { id: categoryId, name: 'Catégorie de test' });
    const [stored] = await db().select({ n: count() }).from(achievementCategories);
    assert.equal(body.length, Number(stored?.n));
  });

  it('shows who unlocked an achievement, first unlocks first, 20 a page, and how rare it is', async () => {
    const response = await t.app.inject({ url: `/public/achievements/${slug}` });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.achievement.name, 'Succès de test');
    assert.equal(body.achievement.rewardLoreDust, 100);
    assert.deepEqual(body.category, { id: categoryId, name: 'Catégorie de test' });
    assert.equal(body.holderCount, 22);
    const [players] = await db()
      .select({ n: count() })
      .from(playerAccounts)
      .where(eq(playerAccounts.ruleSet, 'NORMAL'));
    assert.equal(body.playerCount, Number(players?.n));
    assert.equal(body.holderPercent, Math.round((22 / Number(players?.n)) * 10_000) / 100);
    assert.equal(body.pageSize, 20);
    assert.equal(body.holders.length, 20);
    assert.deepEqual(
      body.holders.map((h: { user: { discordUserName: string } }) => h.user.discordUserName),
      holders.slice(0, 20),
    );
    assert.equal(body.holders[0].date, '2026-01-01T11:00:00');

    const second = (await t.app.inject({ url: `/public/achievements/${slug}?page=2` })).json();
    assert.deepEqual(
      second.holders.map((h: { user: { discordUserName: string } }) => h.user.discordUserName),
      holders.slice(20),
    );
  });

  it('counts the holders of the requested rule set only', async () => {
    const body = (await t.app.inject({ url: `/public/achievements/${slug}`, headers: hardcore })).json();
    assert.equal(body.holderCount, 1);
    assert.equal(body.holders.length, 1);
  });

  it('answers 404 for an unknown achievement and 400 for a bad page', async () => {
    const unknown = await t.app.inject({ url: '/public/achievements/zz-test-aucun' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'ACHIEVEMENT_NOT_FOUND');
    assert.equal((await t.app.inject({ url: `/public/achievements/${slug}?page=0` })).statusCode, 400);
  });
});

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
