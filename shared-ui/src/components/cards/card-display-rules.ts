import type { RuleSetType } from '@zu/shared-contract';
import { gameNumbers } from '@zu/shared-contract/constants';

export type RarityDisplay =
  { kind: 'star' } | { kind: 'levels'; icons: number; filled: number; label: string; constellation: boolean };

/**
 * How a rarity shows: STAR as one double-width icon; otherwise one icon per level (one only in short mode). A
 * constellation fills as many as its level, which the API's answers carry (`constellationLevel`).
 */
export function rarityDisplay(
  rarity: number,
  { constellationLevel, short = false }: { constellationLevel?: number; short?: boolean } = {},
): RarityDisplay {
  if (rarity >= gameNumbers.rarity.star) return { kind: 'star' };
  const icons = short ? 1 : rarity;
  if (constellationLevel !== undefined) {
    return {
      kind: 'levels',
      icons,
      filled: short ? 1 : constellationLevel,
      label: `Constellation niveau ${constellationLevel} sur ${rarity}`,
      constellation: true,
    };
  }
  return { kind: 'levels', icons, filled: icons, label: `Rareté ${rarity}`, constellation: false };
}

export type ShinyLevel = 0 | 1 | 2;

/**
 * The version of a card that shows: the one asked for if the card exists so (the API's `shinyLevels`), else the
 * normal one (a STAR card, which has no golden version, asked in gold).
 */
export function shownShinyLevel(
  shinyLevels: Readonly<Record<ShinyLevel, boolean>>,
  shinyLevel: ShinyLevel,
): ShinyLevel {
  return shinyLevels[shinyLevel] ? shinyLevel : 0;
}

export const shinyLevelLabels: Readonly<Record<ShinyLevel, string>> = {
  0: 'Normale',
  1: 'Dorée',
  2: 'Chromatique',
};

/** The hardcore site tags its cards, except those the game marks as not tagged; the normal site tags none. */
export const hardcoreTagText = '-hc';
export function hardcoreTag(hideHardcoreTag: boolean, ruleSet: RuleSetType): string {
  return ruleSet === 'HARDCORE' && !hideHardcoreTag ? hardcoreTagText : '';
}
