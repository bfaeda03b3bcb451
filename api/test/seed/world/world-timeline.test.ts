// The world's calendar as the seed draws it: the Vortex seasons are the ones the engine's daily turn would begin.
// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nextTowerSeason, towerSeasonLengthDays } from '../../../src/areas/tower/tower-rules';
import { addDays } from '../../../src/engine/world-rules';
import { worldInputOf } from '../../../src/seed/generate';
import { createCatalogueContext } from '../../../src/seed/world/catalogue-context';
import { createWorldTimeline } from '../../../src/seed/world/world-timeline';
import { seed, TODAY } from './fixture';

const context = createCatalogueContext(worldInputOf(seed, TODAY).catalogue);

describe('the Vortex seasons of the seeded world', () => {
  for (const today of [TODAY, '2026-12-24', '2025-02-28']) {
    it(`follow the engine's calendar in both rule sets, up to ${today}`, () => {
      const timeline = createWorldTimeline(context, { today, seed: 'timeline-test', holidayBannerId: null });
      const { rows } = timeline;
      const towerIds = [...rows.towers].sort((a, b) => a.index - b.index).map((tower) => tower.id);
      assert.ok(towerIds.length > 1);
      for (const ruleSet of ['NORMAL', 'HARDCORE'] as const) {
        const { startDate, towerSeasons } = timeline.ruleSets[ruleSet];
        const seasonRows = rows.towerSeasons.filter((row) => row.ruleSet === ruleSet);
        assert.ok(towerSeasons.length > 1, `${ruleSet}: ${towerSeasons.length} seasons`);
        assert.deepEqual(
          seasonRows.map(({ id, index, towerId, beginDate, endDate }) => ({ id, index, towerId, beginDate, endDate })),
          towerSeasons.map(({ id, index, towerId, beginDate, endDate }) => ({
            id,
            index,
            towerId,
            beginDate,
            endDate,
          })),
          'the rows are the seasons played',
        );
        const [first] = towerSeasons;
        const last = towerSeasons[towerSeasons.length - 1]!;
        assert.ok(first!.beginDate <= startDate && startDate <= first!.endDate, 'the first covers the first day');
        assert.ok(last.beginDate <= today && today <= last.endDate, 'the last covers today');
        assert.equal(addDays(first!.beginDate, towerSeasonLengthDays - 1), first!.endDate);
        towerSeasons.slice(1).forEach((season, i) => {
          const { index, towerId, beginDate, endDate } = season;
          assert.deepEqual({ index, towerId, beginDate, endDate }, nextTowerSeason(towerSeasons[i]!, towerIds));
        });
        for (const season of towerSeasons) {
          const tower = rows.towers.find((t) => t.id === season.towerId);
          assert.equal(season.packId, tower?.packId, 'the tower’s pack');
          assert.equal(season.reputationId, tower?.reputationId, 'the tower’s clan');
        }
      }
      const current = (ruleSet: 'NORMAL' | 'HARDCORE') => timeline.ruleSets[ruleSet].towerSeasons.at(-1)!;
      assert.notEqual(current('NORMAL').towerId, current('HARDCORE').towerId, 'the rule sets climb different towers');
    });
  }
});
