// GET /public/achievement/{userName}/{categoryId}: a player's progress in an achievement category, on rows the tests
// insert.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { AchievementProgress } from '@zu/shared-contract';
import { lootAchievementCategoryId } from '../../../src/areas/achievements/achievement-definitions-rules';
import { addDays } from '../../../src/engine/world-rules';
import { ids, useGameWorld, type GameWorld } from '../../support/game-world';
import { hardcore, useTestApp } from '../../support/test-app';
import { requestsTo } from '../../support/requests';

const t = useTestApp();
const loadWorld = useGameWorld(t);
let world: GameWorld;
const { get, json } = requestsTo(t);

describe('GET /public/achievement/{userName}/{categoryId}', () => {
  before(async () => {
    world = await loadWorld();
  });
  const loot = `/public/achievement/joueur.test/${lootAchievementCategoryId}`;

  it("lists the category's achievements in order: the date once done, the progress until then", async () => {
    const [done, started, untouched, ...rest] = await json<AchievementProgress[]>(loot);
    assert.deepEqual(rest, []);
    assert.deepEqual(
      [done, started, untouched].map((entry) => entry!.achievement.id),
      ids.achievement.slice(0, 3),
    );

    assert.match(done!.id!, /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.equal(done!.date, `${addDays(world.today, -40)}T12:00:00`);
    assert.equal('progress' in done!, false);
    assert.equal(done!.achievement.rewardLoreDust, 100);

    assert.equal(started!.id, null);
    assert.equal('date' in started!, false);
    assert.deepEqual(started!.progress, {
      type: 'LOOT_DAYS',
      current: 400,
      max: 730,
      items: [
        { name: '◇ 365/365', done: true },
        { name: '◇ 35/365', done: false },
      ],
    });
    assert.ok(started!.achievement.rewardBanner?.imageUrl.endsWith('.webp'));

    // Every achievement not unlocked shows the metric as the player's actions left it (400 days looted).
    assert.equal(untouched!.progress?.current, 400);
    assert.deepEqual(
      untouched!.progress?.items?.map((item) => item.name),
      ['◇ 365/365', '◇ 35/365', '◇ 0/365'],
    );
    assert.equal(untouched!.achievement.rewardItem?.id, world.itemIds[7]);
  });

  it("keeps an unlock's id from one call to the next", async () => {
    const first = await json<AchievementProgress[]>(loot);
    const again = await json<AchievementProgress[]>(loot);
    assert.equal(first[0]!.id, again[0]!.id);
  });

  it('answers from the rule set asked for', async () => {
    const [first] = await json<AchievementProgress[]>(loot, hardcore);
    assert.equal(first!.id, null);
    assert.equal(first!.progress?.current, 12);
  });

  it('shows no yearly items for other kinds of achievement', async () => {
    const entries = await json<AchievementProgress[]>(`/public/achievement/joueur.test/${ids.categoryOther}`);
    assert.deepEqual(
      entries.map((entry) => [entry.progress?.type, entry.progress?.items]),
      [['UNIQUE_CARDS', null]],
    );
  });

  it('answers 404 to an unknown category and 400 to an id that is not one', async () => {
    const unknown = await get('/public/achievement/joueur.test/00000000-0000-4000-8000-000000000000');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'ACHIEVEMENT_CATEGORY_NOT_FOUND');
    const bad = await get('/public/achievement/joueur.test/loot');
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().code, 'INVALID_REQUEST');
  });
});
