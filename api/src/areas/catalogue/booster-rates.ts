// The published odds of a basic invocation (/public/booster), read from the draw's own rules.
import type { CatalogueItem } from '../../engine/catalogue';
import { invocationRarityWeights, rarityOdds } from '../invocations/drop-rules';

export interface RarityRate {
  rarity: number;
  cardCount: number;
  rate: number;
}

/**
 * The odds of a basic invocation from `pool` (its cards outside events): a rarity as drop-rules draws it, then any
 * card of that rarity evenly. Overall per rarity, and per pack (each pack's share of each rarity).
 */
export function boosterRates(pool: readonly CatalogueItem[]) {
  const rarityRate = rarityOdds(invocationRarityWeights, pool);
  const countByRarity = new Map<number, number>();
  const countByPack = new Map<string, Map<number, number>>();
  for (const card of pool) {
    countByRarity.set(card.rarity, (countByRarity.get(card.rarity) ?? 0) + 1);
    const pack = countByPack.get(card.packId) ?? new Map<number, number>();
    pack.set(card.rarity, (pack.get(card.rarity) ?? 0) + 1);
    countByPack.set(card.packId, pack);
  }
  const rarities: RarityRate[] = [...countByRarity.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rarity, cardCount]) => ({ rarity, cardCount, rate: rarityRate.get(rarity) ?? 0 }));
  const packs = new Map(
    [...countByPack.entries()].map(([packId, counts]) => {
      const perRarity: RarityRate[] = [...counts.entries()]
        .sort(([a], [b]) => a - b)
        .map(([rarity, cardCount]) => ({
          rarity,
          cardCount,
          rate: ((rarityRate.get(rarity) ?? 0) * cardCount) / countByRarity.get(rarity)!,
        }));
      return [
        packId,
        {
          cardCount: perRarity.reduce((sum, r) => sum + r.cardCount, 0),
          rate: perRarity.reduce((sum, r) => sum + r.rate, 0),
          rarities: perRarity,
        },
      ] as const;
    }),
  );
  return { rarities, packs };
}
