// Fusions: five per themed pack. Inputs come from the result's own pack (topped up from that year's
// Classique) and are never fusion results themselves, so no fusion can need its own result.
import type { Prng } from '../../engine/prng';
import type { FusionInputRow, FusionRow } from '../types';
import type { PlannedItem } from './items';

export const FUSIONS_PER_THEMED_PACK = 5;

export interface GeneratedFusions {
  fusions: Required<FusionRow>[];
  fusionInputs: Required<FusionInputRow>[];
}

const isPlainCard = (p: PlannedItem): boolean => !p.isStar && p.row.effect === null;

export function markFusionResults(prng: Prng, planned: readonly PlannedItem[]): void {
  const themedPacks = new Set(planned.filter((p) => p.pack.kind === 'themed').map((p) => p.pack));
  for (const pack of themedPacks) {
    const candidates = planned.filter((p) => p.pack === pack && isPlainCard(p) && p.row.rarity >= 3);
    for (const result of prng.sample(candidates, Math.min(FUSIONS_PER_THEMED_PACK, candidates.length))) {
      result.isFusionResult = true;
    }
  }
}

export function generateFusions(prng: Prng, planned: readonly PlannedItem[]): GeneratedFusions {
  const fusions: Required<FusionRow>[] = [];
  const fusionInputs: Required<FusionInputRow>[] = [];
  const isInputCandidate = (p: PlannedItem) => isPlainCard(p) && !p.isFusionResult;

  for (const result of planned.filter((p) => p.isFusionResult)) {
    const samePack = planned.filter(
      (p) => p.pack === result.pack && isInputCandidate(p) && p.row.rarity <= result.row.rarity,
    );
    const sameYearClassic = planned.filter(
      (p) => p.pack.kind === 'classic' && p.pack.row.year === result.pack.row.year && isInputCandidate(p),
    );
    const inputCount = prng.int(2, 4);
    const fromPack = prng.sample(samePack, Math.min(inputCount, samePack.length));
    const inputs = fromPack.concat(prng.sample(sameYearClassic, inputCount - fromPack.length));

    const fusion = { id: prng.uuid(), resultItemId: result.row.id };
    fusions.push(fusion);
    for (const input of inputs) {
      // Common ingredients are asked in several copies, rare ones once.
      const quantity = input.row.rarity <= 2 ? prng.int(1, 3) : prng.int(1, 2);
      fusionInputs.push({ fusionId: fusion.id, itemId: input.row.id, quantity });
    }
  }
  return { fusions, fusionInputs };
}
