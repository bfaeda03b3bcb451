// Item flags follow the card's role, as the real API reports them: STAR cards cannot be gilded, traded or recycled,
// fusion results are only obtained by fusing, effect cards stay with whoever drew them, and only
// 'Classique' cards have constellations (the Constellation pack is a copy of Classique).
import type { Prng } from '../../engine/prng';
import type { PlannedItem } from './items';

export function assignFlags(prng: Prng, planned: readonly PlannedItem[]): void {
  for (const item of planned) {
    const { row, pack, isStar, isFusionResult } = item;
    const isEffect = row.effect !== null;
    const isSpecial = pack.kind === 'special';
    const isClassic = pack.kind === 'classic';

    row.shiny0 = true;
    row.shiny1 = !isStar && !isEffect && prng.chance(isSpecial ? 0.6 : 0.97);
    row.shiny2 = isStar ? prng.chance(0.5) : row.shiny1 && prng.chance(isClassic ? 0.55 : 0.35);

    row.isGoldable = row.shiny1 && !isFusionResult && !isSpecial;
    row.isRecyclable = !isStar && !(isSpecial && prng.chance(0.5));
    row.isTradable = !isStar && !isEffect && !(isSpecial && prng.chance(0.5)) && prng.chance(0.97);
    row.isCounting = !(isSpecial && prng.chance(0.3));
    row.isCraftable = !isStar && !isEffect && !isFusionResult && !isSpecial;
    row.isInvocable = !isFusionResult && (!isSpecial || isStar || prng.chance(0.3));
    row.isUpgradable = isClassic && !isEffect && !isStar;
    row.hideHardcoreTag = (isSpecial && prng.chance(0.4)) || prng.chance(0.03);
  }
}
