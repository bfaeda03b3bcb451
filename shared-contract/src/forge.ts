import { Type, type Static } from 'typebox';
import { Item, Pack, ShinyLevel } from './catalogue';
import { Uuid } from './formats';

// The forge planner: what a player's own inventory would give or cost at the forge, each figure computed by the
// game's rules on the server (recycle gains, forge prices, fusion inputs); the site only shows them.

const PackCurrency = Type.Union([Type.Literal('loreDust'), Type.Literal('loreFragment')], {
  description: "'Classique' cards are worth loreDust, every other pack's loreFragment",
});

const CurrencyAmounts = Type.Object({ loreDust: Type.Integer(), loreFragment: Type.Integer() });

export const ForgePlanQuery = Type.Object({
  packId: Type.Optional(Type.String({ format: 'uuid', description: 'The pack whose missing cards to price' })),
});
export type ForgePlanQuery = Static<typeof ForgePlanQuery>;

/** What shapes the player's forge figures today. */
export const ForgeModifiers = Type.Object({
  recycleEffectPercent: Type.Integer({ description: 'Effect cards in force on recycle gains: 30, -30 or 0' }),
  craftEffectPercent: Type.Integer({ description: 'Effect cards in force on forge prices: -30, 30 or 0' }),
  corporationRecyclePercent: Type.Object(
    { loreDust: Type.Integer({ minimum: 0 }), loreFragment: Type.Integer({ minimum: 0 }) },
    { description: "The corporation's recycle bonus per currency (0 without a corporation)" },
  ),
  vortexPack: Type.Optional(Pack),
});
export type ForgeModifiers = Static<typeof ForgeModifiers>;

/** Recycling the copies beyond the first of one card at one shiny level. */
export const ForgeRecycleLine = Type.Object({
  item: Item,
  shinyLevel: ShinyLevel,
  quantity: Type.Integer({ minimum: 1, description: 'Plain copies held' }),
  duplicateCount: Type.Integer({ minimum: 1, description: 'Copies beyond the first' }),
  currency: PackCurrency,
  amount: Type.Integer({ description: 'What recycling the duplicates gives (negative: an effect card costs)' }),
});
export type ForgeRecycleLine = Static<typeof ForgeRecycleLine>;

/** Crafting one card of the chosen pack that the player holds no copy of. */
export const ForgeCraftLine = Type.Object({
  item: Item,
  currency: PackCurrency,
  cost: Type.Optional(Type.Integer({ minimum: 0, description: 'Absent when the card cannot be crafted' })),
  refusal: Type.Optional(
    Type.Object(
      { code: Type.String(), message: Type.String() },
      { description: 'Why the game would refuse to craft it (price aside)' },
    ),
  ),
});
export type ForgeCraftLine = Static<typeof ForgeCraftLine>;

export const ForgeFusionInput = Type.Object({
  item: Item,
  needed: Type.Integer({ minimum: 1 }),
  held: Type.Integer({ minimum: 0 }),
});
export type ForgeFusionInput = Static<typeof ForgeFusionInput>;

export const ForgeFusionLine = Type.Object({
  item: Item,
  shinyLevel: Type.Union([Type.Literal(0), Type.Literal(1)]),
  inputs: Type.Array(ForgeFusionInput),
});
export type ForgeFusionLine = Static<typeof ForgeFusionLine>;

/** GET /public/forge/{userName}: the player's forge planner. */
export const ForgePlan = Type.Object(
  {
    userId: Uuid,
    balance: CurrencyAmounts,
    modifiers: ForgeModifiers,
    recycle: Type.Object({
      lines: Type.Array(ForgeRecycleLine, { description: 'Best cards first (highest rarity, then golden)' }),
      total: Type.Object(
        { loreDust: Type.Integer(), loreFragment: Type.Integer() },
        { description: 'Recycling every duplicate, card by card (each line rounded as the game rounds it)' },
      ),
    }),
    craft: Type.Optional(
      Type.Object({
        pack: Pack,
        isForgeable: Type.Boolean({ description: "'Classique' or the running Vortex pack" }),
        missingCount: Type.Integer({ minimum: 0 }),
        lines: Type.Array(ForgeCraftLine),
        total: Type.Object(
          { loreDust: Type.Integer({ minimum: 0 }), loreFragment: Type.Integer({ minimum: 0 }) },
          { description: 'Crafting every craftable missing card' },
        ),
      }),
    ),
    fusions: Type.Object({
      ready: Type.Array(ForgeFusionLine, { description: 'Fusions the player can make now' }),
      missingOne: Type.Array(ForgeFusionLine, {
        description: 'Fusions short of one input card (whatever the number of copies missing)',
      }),
    }),
  },
  { title: 'ForgePlan' },
);
export type ForgePlan = Static<typeof ForgePlan>;
