// The achievement reads the profile pages need beyond the real game's routes: categories and an achievement's page.
import assert from 'node:assert/strict';
import type { AchievementProgress } from '@zu/shared-contract';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import {
  achievementCategories,
  achievements,
  playerAchievements,
} from '../../../src/areas/achievements/achievements-schema';
import { playerAccounts } from '../../../src/areas/players/players-schema';
import { lootAchievementCategoryId } from '../../../src/areas/achievements/achievement-definitions-rules';
import { playerFixturesOf } from '../../support/player-fixtures';
import { hardcore, useTestApp } from '../../support/test-app';

const t = useTestApp();
const { db, createPlayer } = playerFixturesOf(t);

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

describe('the loot category of the seeded world', () => {
  it("gives its yearly achievements the real game's ids, in order, which community clients look up", async () => {
    const player = await createPlayer();
    const response = await t.app.inject({ url: `/public/achievement/${player.name}/${lootAchievementCategoryId}` });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(
      (response.json() as AchievementProgress[]).map((entry) => [entry.achievement.id, entry.achievement.name]),
      [
        ['a43f9fdc-1b05-402e-aae1-8d4fa0592327', 'Fidèle au poste'],
        ['60c91e97-df2f-420d-a5db-1225e6f73703', 'Noctambule'],
        ['5f2d1288-e3f4-4313-b2ad-d944fbf8e6c7', 'Insomniaque'],
      ],
    );
  });
});
