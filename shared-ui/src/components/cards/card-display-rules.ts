/** The STAR rarity, above rarities 1-5. */
export const starRarity = 6;

/** A constellation's upgrade level; -1 (or none) means the card is not a constellation. */
export type RarityDisplay =
  { kind: 'star' } | { kind: 'levels'; icons: number; filled: number; label: string; constellation: boolean };

/**
 * How a rarity shows: STAR as one double-width icon; otherwise one icon per level (one only in short mode).
 * A constellation shows its level, rarity - upgradeLevel + 1, out of its rarity.
 */
export function rarityDisplay(rarity: number, { upgradeLevel = -1, short = false } = {}): RarityDisplay {
  if (rarity >= starRarity) return { kind: 'star' };
  if (upgradeLevel >= 0) {
    const level = Math.min(rarity, Math.max(1, rarity - upgradeLevel + 1));
    return {
      kind: 'levels',
      icons: short ? 1 : rarity,
      filled: short ? 1 : level,
      label: `Constellation niveau ${level} sur ${rarity}`,
      constellation: true,
    };
  }
  return {
    kind: 'levels',
    icons: short ? 1 : rarity,
    filled: short ? 1 : rarity,
    label: `Rareté ${rarity}`,
    constellation: false,
  };
}

export type ShinyLevel = 0 | 1 | 2;

/** The golden version exists only below STAR: a STAR card asked in gold shows as normal. */
export function shownShinyLevel(rarity: number, shinyLevel: ShinyLevel): ShinyLevel {
  return shinyLevel === 1 && rarity >= starRarity ? 0 : shinyLevel;
}

export const shinyLevelLabels: Readonly<Record<ShinyLevel, string>> = {
  0: 'Normale',
  1: 'Dorée',
  2: 'Chromatique',
};

/** The hardcore rule set tags its cards, except those the game marks as not tagged. */
export const hardcoreTagText = '-hc';
export function hardcoreTag(hideHardcoreTag: boolean): string {
  return hideHardcoreTag ? '' : hardcoreTagText;
}
