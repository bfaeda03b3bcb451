import { Type, type Static } from 'typebox';
import { Pack } from './catalogue';

const Rate = Type.Number({ minimum: 0, maximum: 1, description: 'Chance, 0 to 1' });

export const RarityRate = Type.Object({
  rarity: Type.Integer({ minimum: 1, maximum: 6 }),
  cardCount: Type.Integer(),
  rate: Rate,
});

export const PackBooster = Type.Object(
  {
    pack: Pack,
    cardCount: Type.Integer({ description: 'Cards of the pack a basic invocation can give' }),
    rate: Type.Number({
      minimum: 0,
      maximum: 1,
      description: 'Chance that a basic invocation gives a card of this pack',
    }),
    rarities: Type.Array(RarityRate, {
      description: 'Per rarity: its cards in the pack and the chance of one of them',
    }),
  },
  { title: 'PackBooster' },
);

/** GET /public/booster: what a basic invocation gives, overall and pack by pack. */
export const Boosters = Type.Object(
  {
    balanceCost: Type.Integer({ description: 'ZUMonnaie for a basic invocation' }),
    rarities: Type.Array(RarityRate, { description: 'Chance of each rarity over every pack' }),
    goldenRate: Type.Number({ description: 'Chance that a card existing in gold comes out golden' }),
    chromaRate: Type.Number({ description: 'Chance that a card existing in chroma comes out chromatic' }),
    packs: Type.Array(PackBooster),
  },
  { title: 'Boosters' },
);
export type Boosters = Static<typeof Boosters>;
export type PackBooster = Static<typeof PackBooster>;
