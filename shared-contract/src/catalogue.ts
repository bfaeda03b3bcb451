import { Type, type Static } from 'typebox';
import { cardEffects, filterKeywords, type FilterKeyword as FilterKeywordId } from './constants';

export { cardEffects, filterKeywords, type CardEffect } from './constants';
export const FilterKeyword = Type.Enum([...filterKeywords]);
export type FilterKeyword = FilterKeywordId;

export const ShinyLevel = Type.Integer({ minimum: 0, maximum: 2, description: '0 normal, 1 golden, 2 chromatic' });
export type ShinyLevel = 0 | 1 | 2;

/** The golden flag of the clients written before shiny levels, sent beside `shinyLevel`. */
export const IsGolden = Type.Boolean({
  deprecated: true,
  description:
    'true for shinyLevel 1 only: chromatic (2) is not golden (legacy: replaced by `shinyLevel` in November 2024)',
});

const Uuid = Type.String({ format: 'uuid' });

export const Pack = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    slug: Type.String(),
    year: Type.Union([Type.Integer(), Type.Null()], { description: 'Packs sharing a name are grouped by year' }),
  },
  { title: 'Pack' },
);
export type Pack = Static<typeof Pack>;

const perShinyLevel = <T extends ReturnType<typeof Type.Integer> | ReturnType<typeof Type.Boolean>>(value: T) =>
  Type.Object({ 0: value, 1: value, 2: value });

export const Item = Type.Object(
  {
    id: Uuid,
    identifier: Type.Integer(),
    name: Type.String(),
    slug: Type.String({ description: '`{identifier}-{kebab-name}`' }),
    genre: Type.String(),
    rarity: Type.Integer({ minimum: 1, maximum: 6, description: '1-5; 6 is STAR' }),
    description: Type.Optional(Type.String()),
    reference: Type.Optional(Type.String()),
    pack: Pack,
    urls: Type.Array(Type.String(), {
      description: 'Card images indexed by shiny level (0 normal, 1 golden, 2 chromatic)',
    }),
    scores: perShinyLevel(Type.Integer()),
    shinyLevels: perShinyLevel(Type.Boolean()),
    score: Type.Integer({
      deprecated: true,
      description: 'scores[0]: the points of a normal copy (legacy: replaced by `scores` in November 2024)',
    }),
    scoreGolden: Type.Integer({
      deprecated: true,
      description: 'scores[1]: the points of a golden copy (legacy: replaced by `scores` in November 2024)',
    }),
    isRecyclable: Type.Boolean(),
    isTradable: Type.Boolean(),
    isCounting: Type.Boolean(),
    isCraftable: Type.Boolean(),
    isInvocable: Type.Boolean(),
    isGoldable: Type.Boolean(),
    isUpgradable: Type.Boolean(),
    hideHardcoreTag: Type.Boolean(),
    isFusion: Type.Boolean({ description: 'The card is the result of a fusion' }),
    isMaterial: Type.Boolean({ description: 'The card is an input of a fusion' }),
    effect: Type.Optional(Type.Enum([...cardEffects], { description: 'Effect cards (hardcore)' })),
  },
  { title: 'Item' },
);
export type Item = Static<typeof Item>;

export const RecycleMetadata = Type.Object({ craftValue: Type.Integer(), recycleValue: Type.Integer() });

export const ItemDetail = Type.Object(
  {
    item: Item,
    backUrls: Type.Array(Type.String()),
    normalRecycleMetadata: Type.Optional(RecycleMetadata),
    goldenRecycleMetadata: Type.Optional(RecycleMetadata),
    ownedPercent: Type.Number({ description: 'Share of players (of the rule set) owning the card, 0-100' }),
    componentItems: Type.Optional(Type.Array(Item, { description: 'Inputs of the fusion this card results from' })),
    fusionItems: Type.Optional(Type.Array(Item, { description: 'Fusion results this card is an input of' })),
  },
  { title: 'ItemDetail' },
);
export type ItemDetail = Static<typeof ItemDetail>;

export const ItemQuery = Type.Object({
  filters: Type.Optional(Type.Array(FilterKeyword, { maxItems: 4, description: 'Repeated: filters=A&filters=B' })),
  search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  shinyLevel: Type.Optional(ShinyLevel),
  packId: Type.Optional(Uuid),
  rarity: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: 6 }), {
      maxItems: 6,
      description: 'Repeated: rarity=1&rarity=5 keeps the cards of any of these rarities',
    }),
  ),
  year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100, description: "The cards of that year's packs" })),
  fusions: Type.Optional(Type.Boolean({ description: 'true: only the results of a fusion' })),
  materials: Type.Optional(Type.Boolean({ description: 'true: only the inputs of a fusion' })),
  effects: Type.Optional(Type.Boolean({ description: 'true: only the effect cards (hardcore)' })),
});
export type ItemQuery = Static<typeof ItemQuery>;

export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z0-9-]+$' }) });

export const Fusion = Type.Object(
  { item: Item, items: Type.Array(Item, { description: 'Inputs, one entry per unit of quantity' }) },
  { title: 'Fusion' },
);
export type Fusion = Static<typeof Fusion>;
