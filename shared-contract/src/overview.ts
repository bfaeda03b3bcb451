import { Type, type Static } from 'typebox';
import { Item, ShinyLevel } from './catalogue';
import { DateTime } from './formats';
import { InventoryEntry } from './inventory';
import { TowerStat } from './tower';

/** The player's collection against the catalogue, per rarity × shinyLevel × upgradeLevel. */
export const RarityCount = Type.Object(
  {
    rarity: Type.Integer({ minimum: 1, maximum: 6 }),
    shinyLevel: ShinyLevel,
    upgradeLevel: Type.Integer({ minimum: 0 }),
    inventoryCount: Type.Integer({ minimum: 0, description: 'Copies owned' }),
    inventoryUniqueCount: Type.Integer({ minimum: 0, description: 'Distinct cards owned' }),
    itemCount: Type.Integer({ minimum: 0, description: 'Cards of the catalogue of this rarity at this shiny level' }),
    upgradableItemCount: Type.Integer({ minimum: 0, description: 'Of those, the ones that become constellations' }),
    chromaItemCount: Type.Integer({ minimum: 0, description: 'Cards of this rarity that exist in chromatic' }),
  },
  { title: 'RarityCount' },
);
export type RarityCount = Static<typeof RarityCount>;

/** GET /public/user/{userName}/overview */
export const PlayerOverview = Type.Object(
  {
    countByRarity: Type.Array(RarityCount),
    pins: Type.Array(Type.Object({ inventory: InventoryEntry, date: DateTime }), {
      description: 'The cards the player shows on the profile, in their order',
    }),
    bestInventoryLogs: Type.Array(
      Type.Object({
        item: Item,
        shinyLevel: ShinyLevel,
        upgradeLevel: Type.Integer({ minimum: 0 }),
        date: DateTime,
        isPity: Type.Boolean(),
        source: Type.String({ description: 'INVOKE (an invocation) or EVENT (an event invocation)' }),
        deltaQuantity: Type.Integer(),
      }),
      { description: "The player's best invocations: rarest first, then most recent" },
    ),
    invokeBeforePity: Type.Integer({
      minimum: 0,
      description: 'The pity counter: starts at 500 and loses 10 per counted invocation (see invocationsBeforePity)',
    }),
    invocationsBeforePity: Type.Integer({
      minimum: 0,
      description:
        'Invocations in a row without a rarity 4 or 5 until the guaranteed one, that one included (1: the next)',
    }),
    towerStat: Type.Optional(TowerStat),
  },
  { title: 'PlayerOverview' },
);
export type PlayerOverview = Static<typeof PlayerOverview>;
