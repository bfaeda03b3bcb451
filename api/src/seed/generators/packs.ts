import { packThemes, specialPackName, type PackTheme } from '../content/pack-themes';
import type { Prng } from '../../engine/prng';
import { kebab } from '../../lib/kebab';
import type { PackRow } from '../types';

export const CLASSIC_PACK_NAME = 'Classique';

export type PackKind = 'classic' | 'themed' | 'special';

export interface PlannedPack {
  row: Required<PackRow>;
  kind: PackKind;
  theme: PackTheme | undefined;
  cardCount: number;
}

/** 'Classique' is reissued every year; newer years bring fewer cards as the themed packs grow. */
const classicCardsByYear: Record<number, number> = {
  2021: 150,
  2022: 130,
  2023: 120,
  2024: 120,
  2025: 110,
  2026: 100,
};
const themedCardCounts = [64, 58, 62, 55, 60, 57, 63, 59, 61, 56, 58, 57];
const specialCardCount = 60;

/** Chronological order, so card identifiers grow with the pack's year like the real numbering. */
export function planPacks(prng: Prng): PlannedPack[] {
  const planned: PlannedPack[] = [];
  const add = (name: string, year: number | null, kind: PackKind, cardCount: number, theme?: PackTheme) => {
    planned.push({ row: { id: prng.uuid(), name, slug: kebab(name), year }, kind, theme, cardCount });
  };
  let themeIndex = 0;
  for (let year = 2021; year <= 2026; year++) {
    add(CLASSIC_PACK_NAME, year, 'classic', classicCardsByYear[year] ?? 100);
    for (const theme of packThemes.filter((t) => t.year === year)) {
      add(theme.name, year, 'themed', themedCardCounts[themeIndex % themedCardCounts.length] ?? 60, theme);
      themeIndex++;
    }
  }
  add(specialPackName, null, 'special', specialCardCount);
  return planned;
}
