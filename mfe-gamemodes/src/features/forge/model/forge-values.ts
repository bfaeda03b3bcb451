import type { RecycleConfigEntry } from '@zu/shared-contract';
import type { ShinyLevel } from '@zu/shared-ui';

/** One rarity's line of the forge's values: its config entry for each shiny level the game has one for. */
export interface RarityValues {
  rarity: number;
  byShinyLevel: Partial<Record<ShinyLevel, RecycleConfigEntry>>;
}

/** The config's entries laid out as the values table reads them: one line per rarity, the lowest first. */
export function valuesByRarity(entries: readonly RecycleConfigEntry[]): RarityValues[] {
  const lines = new Map<number, RarityValues>();
  for (const entry of entries) {
    const line = lines.get(entry.rarity) ?? { rarity: entry.rarity, byShinyLevel: {} };
    line.byShinyLevel[entry.shinyLevel as ShinyLevel] = entry;
    lines.set(entry.rarity, line);
  }
  return [...lines.values()].sort((a, b) => a.rarity - b.rarity);
}

/** The shiny levels the config has values for, in order (the recycle columns of the table). */
export function shinyLevelsOf(entries: readonly RecycleConfigEntry[]): ShinyLevel[] {
  return [...new Set(entries.map((entry) => entry.shinyLevel as ShinyLevel))].sort((a, b) => a - b);
}
