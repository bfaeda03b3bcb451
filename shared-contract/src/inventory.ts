import { Type, type Static } from 'typebox';
import { IsGolden, Item, RecycleMetadata, ShinyLevel } from './catalogue';
import { Uuid } from './formats';

/** One line of a player's inventory: a card at one shiny level and one constellation level, and how many copies. */
export const InventoryEntry = Type.Object(
  {
    id: Uuid,
    item: Item,
    quantity: Type.Integer({ minimum: 1 }),
    shinyLevel: ShinyLevel,
    isGolden: IsGolden,
    upgradeLevel: Type.Integer({
      minimum: 0,
      description: '0: a plain card; 1 or more: a constellation (UPGRADE) copy',
    }),
    constellationLevel: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: "A constellation copy's level as players read it, 1 to the card's rarity; absent on a plain card",
      }),
    ),
    isFusion: Type.Boolean({ description: 'The card is the result of a fusion' }),
    isFusionComponent: Type.Boolean({ description: 'The card is an input of a fusion' }),
    recycleMetadata: Type.Optional(RecycleMetadata),
  },
  { title: 'InventoryEntry' },
);
export type InventoryEntry = Static<typeof InventoryEntry>;

/** GET /public/inventory/{userName}: `search` keeps the cards whose name holds it (any case), or whose number it is. */
export const InventoryQuery = Type.Object({ search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })) });
export type InventoryQuery = Static<typeof InventoryQuery>;

/** GET /public/evolution/{userName}: the evolution chain, which steps the player owns, and what each step costs. */
export const Evolution = Type.Object(
  {
    evolutionItems: Type.Array(
      Type.Object({ isOwned: Type.Boolean(), item: Item }, { description: 'The chain, first card first' }),
    ),
    evolutionUpgradeDustCost: Type.Array(Type.Integer(), {
      description: 'Reaching step i (step 0 being the first card) costs evolutionUpgradeDustCost[i - 1] upgradeDust',
    }),
    upgradeDust: Type.Integer({ description: "The player's Éclats d'étoile" }),
  },
  { title: 'Evolution' },
);
export type Evolution = Static<typeof Evolution>;
