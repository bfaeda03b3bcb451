import type { LootMap } from '@zu/shared-contract';
import { formatApiMonthAndYear } from '@zu/shared-ui';

export interface LootDay {
  date: string;
  loots: number;
  amount: number;
}

export interface LootMonth {
  /** YYYY-MM */
  key: string;
  label: string;
  days: LootDay[];
}

/** The period's days grouped by month, oldest first, with how many loots each day had and what they brought. */
export function lootCalendar(map: LootMap): LootMonth[] {
  const months = new Map<string, LootMonth>();
  for (const date of Object.keys(map).sort()) {
    const key = date.slice(0, 7);
    const month = months.get(key) ?? {
      key,
      label: formatApiMonthAndYear(date),
      days: [],
    };
    const loots = map[date] ?? [];
    month.days.push({ date, loots: loots.length, amount: loots.reduce((total, loot) => total + loot.amount, 0) });
    months.set(key, month);
  }
  return [...months.values()];
}

export function lootDayCount(map: LootMap): number {
  return Object.values(map).filter((loots) => loots.length > 0).length;
}
