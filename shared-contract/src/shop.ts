import { Type, type Static } from 'typebox';
import { IsGolden, Item } from './catalogue';

/** GET /public/shop: today's offers of the échoppe in the requested rule set. */
export const ShopEntry = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    beginDate: Type.String({ description: 'YYYY-MM-DDTHH:mm:ss, Europe/Paris, no offset' }),
    initialStock: Type.Integer(),
    currentStock: Type.Integer(),
    shopInventory: Type.Object({
      item: Item,
      balance: Type.Integer({ description: 'Price in ZUMonnaie' }),
      shinyLevel: Type.Integer({ minimum: 0, maximum: 2 }),
      isGolden: IsGolden,
      upgradeLevel: Type.Integer({ minimum: 0 }),
    }),
  },
  { title: 'ShopEntry' },
);
export type ShopEntry = Static<typeof ShopEntry>;

export const ShopEntryParams = Type.Object({ entryId: Type.String({ format: 'uuid' }) });
export type ShopEntryParams = Static<typeof ShopEntryParams>;

/** POST /public/shop/{entryId}/buy: the entry after the sale, and the buyer's ZUMonnaie left. */
export const ShopPurchase = Type.Object(
  { entry: ShopEntry, balance: Type.Integer({ minimum: 0, description: "The buyer's ZUMonnaie after paying" }) },
  { title: 'ShopPurchase' },
);
export type ShopPurchase = Static<typeof ShopPurchase>;

/** GET /public/shop/{userName}: which offers of the current batch this player has bought (our addition). */
export const ShopBought = Type.Object(
  {
    boughtEntryIds: Type.Array(Type.String({ format: 'uuid' }), {
      description: 'The ids of the current offers the player has bought, each at most once',
    }),
  },
  {
    title: 'ShopBought',
    description:
      "Our addition, not in the real API: a player's purchases in the échoppe's current batch, so that a page shows " +
      'what they can no longer buy. GET /public/shop stays the same for everyone.',
  },
);
export type ShopBought = Static<typeof ShopBought>;
