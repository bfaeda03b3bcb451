// The loot map's views: the old activity path's days are the loot map's, each day's amounts summed.
// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Loot } from '@zu/shared-contract';
import { lootPeriod, toLootInfos, toLootMap } from '../../../src/areas/loot/loot-map-view';
import type { LootMapRow } from '../../../src/areas/loot/loot-queries';
import { parisInstant } from '../../../src/engine/world-rules';

const today = '2026-11-27';

const loot = (date: string, type: Loot['type'], amount: number): LootMapRow => ({
  date,
  at: parisInstant(date, 9),
  type,
  amount,
  baseAmount: amount,
  corporationAmount: 0,
  subscriptionAmount: 0,
  corporationBonusLevel: 0,
});

describe('toLootInfos', () => {
  it("gives every day of the map, oldest first, with the day's loots' amounts summed (0 when none)", () => {
    const { from, to } = lootPeriod(0, today);
    const rows = [
      loot('2026-11-25', 'DAILY', 1200),
      loot('2026-11-26', 'DAILY', 1000),
      loot('2026-11-26', 'WEEKLY', 1030),
    ];
    const { lootInfos } = toLootInfos(toLootMap(rows, from, to));
    assert.equal(lootInfos.length, 365);
    assert.deepEqual(lootInfos[0], { date: '2025-11-28', count: 0 });
    assert.deepEqual(lootInfos.slice(-3), [
      { date: '2026-11-25', count: 1200 },
      // A daily and its weekly bonus: 2,000 or more, the mark older clients read as a bonus day.
      { date: '2026-11-26', count: 2030 },
      { date: today, count: 0 },
    ]);
  });
});
