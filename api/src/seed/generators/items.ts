// Cards: identity, rarity and text first; special roles (STAR, effect, fusion result) are then chosen
// among them, and flags are derived last because they depend on the role.
import type { CardEffect } from '@zu/shared-contract';
import { cardReferences } from '../content/card-words';
import { effectCards } from '../content/effect-cards';
import type { Prng } from '../../engine/prng';
import { plainApostrophes } from '../text';
import { kebab } from '../../lib/kebab';
import type { ItemRow } from '../types';
import { createCardTextFactory } from './card-names';
import type { PlannedPack } from './packs';

export type Item = Required<ItemRow>;

export interface PlannedItem {
  row: Item;
  pack: PlannedPack;
  isStar: boolean;
  isFusionResult: boolean;
}

export const STAR_RARITY = 6;
export const STAR_CARD_COUNT = 15;

type RarityWeights = readonly (readonly [number, number])[];
/** Most cards are common; a pack holds only a handful of rarity-5 cards. */
const regularRarities: RarityWeights = [
  [1, 40],
  [2, 28],
  [3, 18],
  [4, 10],
  [5, 4],
];
const specialRarities: RarityWeights = [
  [1, 10],
  [2, 20],
  [3, 30],
  [4, 25],
  [5, 15],
];

const baseScoreByRarity: Record<number, number> = { 1: 10, 2: 25, 3: 60, 4: 150, 5: 400, 6: 1000 };

export function scoresFor(prng: Prng, rarity: number): Pick<Item, 'score0' | 'score1' | 'score2'> {
  const base = baseScoreByRarity[rarity] ?? 10;
  const score0 = base + prng.int(0, Math.round(base / 5));
  return { score0, score1: score0 * 2, score2: score0 * 4 };
}

export function createBaseItems(prng: Prng, packs: readonly PlannedPack[]): PlannedItem[] {
  const cardText = createCardTextFactory(prng);
  const planned: PlannedItem[] = [];
  let identifier = 0;
  for (const pack of packs) {
    for (let i = 0; i < pack.cardCount; i++) {
      identifier++;
      const text = cardText(pack);
      const rarity = prng.weightedPick(pack.kind === 'special' ? specialRarities : regularRarities);
      const row: Item = {
        id: prng.uuid(),
        identifier,
        name: text.name,
        slug: '',
        genre: text.genre,
        rarity,
        description: text.description,
        reference: pack.kind === 'special' || prng.chance(0.15) ? prng.pick(cardReferences) : null,
        packId: pack.row.id,
        ...scoresFor(prng, rarity),
        shiny0: true,
        shiny1: true,
        shiny2: false,
        isRecyclable: true,
        isTradable: true,
        isCounting: true,
        isCraftable: true,
        isInvocable: true,
        isGoldable: true,
        isUpgradable: false,
        hideHardcoreTag: false,
        effect: null,
      };
      planned.push({ row, pack, isStar: false, isFusionResult: false });
    }
  }
  return planned;
}

/** STAR cards (rarity 6) arrived with the recent packs: chosen among non-Classique cards from 2024 on. */
export function assignStarCards(prng: Prng, planned: readonly PlannedItem[]): void {
  const candidates = planned.filter(
    (p) => p.pack.kind !== 'classic' && (p.pack.row.year === null || p.pack.row.year >= 2024),
  );
  for (const star of prng.sample(candidates, STAR_CARD_COUNT)) {
    star.isStar = true;
    star.row.rarity = STAR_RARITY;
    Object.assign(star.row, scoresFor(prng, STAR_RARITY));
  }
}

/** Effect cards came with the 2026 packs (patch 2.2.0); each hand-written card replaces a drawn one. */
export function assignEffectCards(prng: Prng, planned: readonly PlannedItem[]): void {
  const candidates = planned.filter((p) => p.pack.row.year === 2026 && !p.isStar);
  const chosen = prng.sample(candidates, effectCards.length);
  effectCards.forEach((card, index) => {
    const target = chosen[index];
    if (!target) return;
    const rarity = isBuff(card.effect) ? prng.int(3, 4) : prng.int(2, 3);
    Object.assign(target.row, {
      name: plainApostrophes(card.name),
      genre: card.genre,
      description: card.description,
      reference: null,
      effect: card.effect,
      rarity,
      ...scoresFor(prng, rarity),
    });
  });
}

function isBuff(effect: CardEffect): boolean {
  return effect.startsWith('BUFF_');
}

export function assignSlugs(planned: readonly PlannedItem[]): void {
  for (const { row } of planned) row.slug = `${row.identifier}-${kebab(row.name)}`;
}
