import type { Weights } from '../invocations/drop-rules';

export interface BoosterCard {
  packId: string;
  rarity: number;
}

export interface RarityRate {
  rarity: number;
  cardCount: number;
  rate: number;
}

/**
 * The odds of a draw among `cards` (the basic invocation's pool): a rarity by weight among the rarities the pool
 * holds, then any card of that rarity evenly. Overall per rarity, and per pack (each pack's share of each rarity).
 */
export function boosterRates(cards: readonly BoosterCard[], weights: Weights) {
  const countByRarity = new Map<number, number>();
  const countByPack = new Map<string, Map<number, number>>();
  for (const card of cards) {
    countByRarity.set(card.rarity, (countByRarity.get(card.rarity) ?? 0) + 1);
    const pack = countByPack.get(card.packId) ?? new Map<number, number>();
    pack.set(card.rarity, (pack.get(card.rarity) ?? 0) + 1);
    countByPack.set(card.packId, pack);
  }
  const usable = weights.filter(([rarity, weight]) => weight > 0 && countByRarity.has(rarity));
  const total = usable.reduce((sum, [, weight]) => sum + weight, 0);
  const rarityRate = new Map(usable.map(([rarity, weight]) => [rarity, total ? weight / total : 0]));

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
