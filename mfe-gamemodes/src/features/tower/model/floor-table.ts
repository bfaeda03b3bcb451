import type { ShinyLevel, TowerSeason } from '@zu/shared-contract';

type Floor = TowerSeason['tower']['towerFloors'][number];

export interface DropColumn {
  key: string;
  rarity: number;
  shinyLevel: ShinyLevel;
}

export interface FloorRow {
  /** 1-based, as players say it. */
  floor: number;
  /** Chance to climb to the next floor; none on the top floor. */
  passRate?: number;
  /** Percent of the floor's draws, one per column. */
  dropRates: number[];
}

const keyOf = (rate: { rarity: number; shinyLevel: number }) => `${rate.shinyLevel}-${rate.rarity}`;

/**
 * The odds of a tower as a table: one row a floor, bottom first; one column a kind of card, normal ones first, then
 * golden, each by rarity. A kind a floor never draws reads 0.
 */
export function floorTable(floors: readonly Floor[]): { columns: DropColumn[]; rows: FloorRow[] } {
  const byKey = new Map<string, DropColumn>();
  for (const rate of floors.flatMap((floor) => floor.dropRates)) {
    // The contract bounds a drop rate's shiny level to 0-2; its schema type only says integer.
    byKey.set(keyOf(rate), { key: keyOf(rate), rarity: rate.rarity, shinyLevel: rate.shinyLevel as ShinyLevel });
  }
  const columns = [...byKey.values()].sort((a, b) => a.shinyLevel - b.shinyLevel || a.rarity - b.rarity);
  const rows = [...floors]
    .sort((a, b) => a.index - b.index)
    .map((floor) => ({
      floor: floor.index + 1,
      ...(floor.rate > 0 ? { passRate: floor.rate } : {}),
      dropRates: columns.map((column) => floor.dropRates.find((rate) => keyOf(rate) === column.key)?.rate ?? 0),
    }));
  return { columns, rows };
}
