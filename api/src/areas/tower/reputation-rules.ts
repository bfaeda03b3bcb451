// Reputations: five clans, each tied to Vortex seasons; every attempt earns reputation with the season's clan, more
// the higher it climbed. A clan's levels cover value ranges (fromValue to toValue, both included).

/** There are five clans. */
export const reputationClanCount = 5;

export interface ReputationLevel {
  index: number;
  name: string;
  fromValue: number;
  toValue: number;
}

/** Chosen: the levels every clan shares. */
export const reputationLevels: readonly ReputationLevel[] = [
  { index: 0, name: 'Inconnu', fromValue: 0, toValue: 99 },
  { index: 1, name: 'Neutre', fromValue: 100, toValue: 499 },
  { index: 2, name: 'Amical', fromValue: 500, toValue: 1_499 },
  { index: 3, name: 'Honoré', fromValue: 1_500, toValue: 3_999 },
  { index: 4, name: 'Révéré', fromValue: 4_000, toValue: 9_999 },
  { index: 5, name: 'Exalté', fromValue: 10_000, toValue: 999_999 },
];

/** Chosen: reputation per attempt, 10 on floor 1 up to 60 on floor 6. */
export const reputationPerFloor = 10;

export function reputationForFloor(floorIndex: number): number {
  return reputationPerFloor * (floorIndex + 1);
}

export function reputationLevelFor(
  value: number,
  levels: readonly ReputationLevel[] = reputationLevels,
): ReputationLevel {
  const found = levels.find((level) => level.fromValue <= value && value <= level.toValue);
  const top = levels[levels.length - 1];
  if (found) return found;
  if (!top || !levels[0]) throw new Error('no reputation level');
  return value > top.toValue ? top : levels[0];
}
