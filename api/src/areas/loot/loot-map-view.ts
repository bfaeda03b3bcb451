import type { LootActivity, LootMap } from '@zu/shared-contract';
import { toParisDateTime } from '../../lib/dates';
import { addDays, worldDate, worldDateRange } from '../../engine/world-rules';
import type { LootMapRow } from './loot-queries';

/** The days a loot map covers: `year` 0 the last 365 days up to today, otherwise that calendar year. */
export function lootPeriod(year: number, today: string): { from: string; to: string } {
  if (year === 0) return { from: addDays(today, -364), to: today };
  return calendarYear(year);
}

/** A calendar year's days, the first and the last. */
export function calendarYear(year: number): { from: string; to: string } {
  return { from: worldDate(year, 1, 1), to: worldDate(year, 12, 31) };
}

/** Every day of the period, oldest first, with the loots of that day (an empty list when none was claimed). */
export function toLootMap(rows: readonly LootMapRow[], from: string, to: string): LootMap {
  const map: LootMap = Object.fromEntries(worldDateRange(from, to).map((date) => [date, []]));
  for (const row of rows) {
    map[row.date]?.push({
      amount: row.amount,
      baseAmount: row.baseAmount,
      corporationAmount: row.corporationAmount,
      subscriptionAmount: row.subscriptionAmount,
      corporationBonusLevel: row.corporationBonusLevel,
      type: row.type,
      date: toParisDateTime(row.at),
    });
  }
  return map;
}

/**
 * The loot map as clients written before it read it (the old activity path): a day per entry in the map's order,
 * with the day's loots' amounts summed (0 when none was claimed).
 */
export function toLootInfos(map: LootMap): LootActivity {
  return {
    lootInfos: Object.entries(map).map(([date, loots]) => ({
      date,
      count: loots.reduce((total, loot) => total + loot.amount, 0),
    })),
  };
}
