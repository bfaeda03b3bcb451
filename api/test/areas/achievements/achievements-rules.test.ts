// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  achievementCategories,
  achievementDefinitions,
  lootAchievementCategoryId,
} from '../../../src/areas/achievements/achievement-definitions-rules';
import { achievementProgress, checkAchievements } from '../../../src/areas/achievements/achievements-rules';
import { zeroCounters } from '../../../src/engine/player-state';
import { catalogue, context, play, player, withCards } from '../fixtures';
import { accept } from '../../../src/engine/effects';

const loot = achievementDefinitions.filter((a) => a.categoryId === lootAchievementCategoryId);

describe('achievements', () => {
  it('keeps the loot category with the 1-, 2- and 3-year achievements, Insomniaque third', () => {
    assert.equal(achievementCategories[0]?.id, '8e260bf0-f945-44b2-a9d9-92bf839ee917');
    assert.deepEqual(
      loot.map((a) => [a.index, a.target]),
      [
        [0, 365],
        [1, 730],
        [2, 1095],
      ],
    );
    assert.equal(loot[2]?.name, 'Insomniaque');
    assert.equal(new Set(achievementDefinitions.map((a) => a.slug)).size, achievementDefinitions.length);
  });

  it("shows loot progress one year at a time as '◇ n/365'", () => {
    const state = player({ counters: { ...zeroCounters(), dailyLootCount: 500 } });
    assert.deepEqual(achievementProgress(loot[2]!, state, catalogue), {
      type: 'LOOT_DAYS',
      current: 500,
      max: 1095,
      items: [
        { name: '◇ 365/365', done: true },
        { name: '◇ 135/365', done: false },
        { name: '◇ 0/365', done: false },
      ],
    });
    assert.deepEqual(achievementProgress(loot[0]!, state, catalogue)?.items, [{ name: '◇ 365/365', done: true }]);
  });

  it('unlocks reached achievements once, with their reward and score', () => {
    const state = withCards(player({ counters: { ...zeroCounters(), invocationCount: 10, fusionCount: 1 } }), [
      ['c1', 1],
      ['c2', 1],
    ]);
    const effects = checkAchievements(state, { ...context('2026-11-02T10:00:00Z'), catalogue });
    const names = effects.records.map((r) =>
      r.kind === 'achievementUnlocked' ? achievementDefinitions.find((a) => a.id === r.achievementId)?.name : null,
    );
    assert.deepEqual(names, ['Apprenti fondeur', 'Invocateur']);
    const { state: after } = play(state, accept(effects, null));
    assert.equal(after.currencies.loreDust, 70);
    assert.equal(after.counters.achievementScore, 15);
    assert.equal(after.counters.achievementCount, 2);
    assert.equal(checkAchievements(after, { ...context('2026-11-02T10:00:00Z'), catalogue }).records.length, 0);
    assert.equal(
      achievementProgress(
        achievementDefinitions.find((a) => a.name === 'Invocateur')!,
        after,
        catalogue,
      ),
      null,
    );
  });
});
