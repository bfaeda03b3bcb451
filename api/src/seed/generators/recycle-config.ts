import type { RecycleConfigRow } from '../types';

const recycleValueByRarity: Record<number, number> = { 1: 10, 2: 25, 3: 60, 4: 150, 5: 400, 6: 1000 };
const shinyMultiplier = [1, 3, 8] as const;
/** Creating a card always costs several times what recycling it gives back. */
const craftToRecycleRatio = 5;

export function generateRecycleConfig(): Required<RecycleConfigRow>[] {
  const rows: Required<RecycleConfigRow>[] = [];
  for (let rarity = 1; rarity <= 6; rarity++) {
    shinyMultiplier.forEach((multiplier, shinyLevel) => {
      const recycleValue = (recycleValueByRarity[rarity] ?? 10) * multiplier;
      rows.push({ rarity, shinyLevel, recycleValue, craftValue: recycleValue * craftToRecycleRatio });
    });
  }
  return rows;
}
