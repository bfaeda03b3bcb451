// Evolution chains: one or two per pack ('Classique' of each year and the themed packs), each 2 to 4 plain cards of
// the pack in rising rarity, starting from a common card (rarity 1 or 2) so that many collections hold a chain's
// start. A card belongs to one chain at most and to no fusion, so what a player evolves is never fused away, and
// no card can be reached both ways.
import type { Prng } from '../../engine/prng';
import type { EvolutionRow, EvolutionStepRow, FusionInputRow } from '../types';
import type { PlannedItem } from './items';

export const EVOLUTIONS_PER_PACK: readonly [number, number] = [1, 2];
export const EVOLUTION_STEPS: readonly [number, number] = [2, 4];
const highestRarity = 5;

export interface GeneratedEvolutions {
  evolutions: Required<EvolutionRow>[];
  evolutionSteps: Required<EvolutionStepRow>[];
}

/**
 * Star shards to reach a card of `rarity`: 3 per rarity level, plus 0 to 2. Shards come only from constellations, one
 * per duplicate melted: in the small world an active NORMAL upgrader melts about 2 a week (7 to 11 in 28 days, the
 * keenest up to 20) and a HARDCORE one 5 to 15 in a run, so a step takes three to eight weeks of melting, and a run's
 * shards pay for a step, seldom two.
 */
export function evolutionStepCost(prng: Prng, rarity: number): number {
  return 3 * rarity + prng.int(0, 2);
}

export function generateEvolutions(
  prng: Prng,
  planned: readonly PlannedItem[],
  fusionInputs: readonly FusionInputRow[],
): GeneratedEvolutions {
  const inFusion = new Set(fusionInputs.map((input) => input.itemId));
  const isCandidate = (p: PlannedItem) =>
    p.pack.kind !== 'special' && !p.isStar && p.row.effect === null && !p.isFusionResult && !inFusion.has(p.row.id);
  const evolutions: Required<EvolutionRow>[] = [];
  const evolutionSteps: Required<EvolutionStepRow>[] = [];
  const packs = [...new Set(planned.filter(isCandidate).map((p) => p.pack))];
  for (const pack of packs) {
    const free = planned.filter((p) => p.pack === pack && isCandidate(p));
    for (let n = prng.int(...EVOLUTIONS_PER_PACK); n > 0; n--) {
      // Rarities are drawn among those the pack still has a free card of, so every pack gets its chains.
      const byRarity = (rarity: number) => free.filter((p) => p.row.rarity === rarity);
      const starts = [1, 2].filter((rarity) => byRarity(rarity).length > 0);
      if (starts.length === 0) break;
      const start = prng.pick(starts);
      const higher = Array.from({ length: highestRarity - start }, (_, i) => start + 1 + i).filter(
        (rarity) => byRarity(rarity).length > 0,
      );
      const length = Math.min(prng.int(...EVOLUTION_STEPS), higher.length + 1);
      if (length < EVOLUTION_STEPS[0]) break;
      const rarities = [start, ...prng.sample(higher, length - 1).sort((a, b) => a - b)];
      const cards = rarities.map((rarity) => prng.pick(byRarity(rarity)));
      const evolution = { id: prng.uuid(), name: `${cards[0]!.row.name} → ${cards[cards.length - 1]!.row.name}` };
      evolutions.push(evolution);
      cards.forEach((card, step) => {
        free.splice(free.indexOf(card), 1);
        const upgradeDustCost = step === 0 ? 0 : evolutionStepCost(prng, card.row.rarity);
        evolutionSteps.push({ evolutionId: evolution.id, step, itemId: card.row.id, upgradeDustCost });
      });
    }
  }
  return { evolutions, evolutionSteps };
}
