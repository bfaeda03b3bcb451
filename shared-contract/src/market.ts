import { Type, type Static } from 'typebox';
import { Item, ShinyLevel } from './catalogue';
import { DateTime, Uuid } from './formats';

// The market: players put a card (at a shiny level) on offer for a price in ZUMonnaie; another player accepts it.

export const marketSorts = ['DATE', 'PRICE_ASC', 'PRICE_DESC', 'RARITY'] as const;
export const MarketSort = Type.Enum([...marketSorts]);
export type MarketSort = (typeof marketSorts)[number];
export const marketPageSize = 24;

/** Who sold or bought: enough for a name and its hover card. */
export const MarketUser = Type.Object(
  {
    discordUserName: Type.String(),
    discordGlobalName: Type.Optional(Type.String()),
    discordAvatar: Type.String({ description: 'Avatar hash on the chat platform: every account has one' }),
  },
  { title: 'MarketUser' },
);
export type MarketUser = Static<typeof MarketUser>;

export const offerStatuses = ['OPEN', 'ACCEPTED', 'CANCELLED'] as const;

/** One offer: a card at a shiny level, for a price. */
export const MarketOffer = Type.Object(
  {
    id: Uuid,
    item: Item,
    shinyLevel: ShinyLevel,
    price: Type.Integer({ minimum: 1, description: 'ZUMonnaie' }),
    seller: MarketUser,
    createdDate: DateTime,
    status: Type.Enum([...offerStatuses]),
    closedDate: Type.Optional(DateTime),
    buyer: Type.Optional(MarketUser),
  },
  { title: 'MarketOffer' },
);
export type MarketOffer = Static<typeof MarketOffer>;

/** GET /public/market: the open offers, filtered like the catalogue, sorted, paged. */
export const MarketQuery = Type.Object({
  itemId: Type.Optional(Uuid),
  packId: Type.Optional(Uuid),
  rarity: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: 6 }), { maxItems: 6, description: 'Repeated: rarity=1&rarity=5' }),
  ),
  // Absent lists every version; 0 lists the normal copies only, as 1 and 2 the golden and chromatic ones.
  shinyLevel: Type.Optional(ShinyLevel),
  search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  seller: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "A player's chat user name" })),
  sort: Type.Optional(MarketSort),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, description: '0-based' })),
});
export type MarketQuery = Static<typeof MarketQuery>;

export const MarketOffersPage = Type.Object(
  {
    offers: Type.Array(MarketOffer),
    page: Type.Integer({ minimum: 0 }),
    pageSize: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0, description: 'Open offers matching the filters, every page together' }),
  },
  { title: 'MarketOffersPage' },
);
export type MarketOffersPage = Static<typeof MarketOffersPage>;

export const OfferParams = Type.Object({ offerId: Uuid });
export type OfferParams = Static<typeof OfferParams>;

/** POST /public/market: the signed-in player puts one copy of a card they own on offer. */
export const CreateOfferBody = Type.Object({
  itemId: Uuid,
  shinyLevel: ShinyLevel,
  price: Type.Integer({ minimum: 1, maximum: 10_000_000, description: 'ZUMonnaie' }),
});
export type CreateOfferBody = Static<typeof CreateOfferBody>;

/** GET /public/market/history/{userName}: the player's offers (open and closed) and trades, newest first. */
export const MarketHistory = Type.Object(
  {
    openOffers: Type.Array(MarketOffer),
    sold: Type.Array(MarketOffer, { description: 'Their offers others accepted, newest first (latest 50)' }),
    bought: Type.Array(MarketOffer, { description: "Others' offers they accepted, newest first (latest 50)" }),
    tradeCount: Type.Integer({ minimum: 0 }),
    tradeCountToday: Type.Integer({ minimum: 0 }),
    tradeLimit: Type.Integer({ minimum: 0, description: 'Trades allowed per day' }),
  },
  { title: 'MarketHistory' },
);
export type MarketHistory = Static<typeof MarketHistory>;

/** GET /public/item/{slug}/trades: a card's open offers and its last sales. */
export const ItemTrades = Type.Object(
  {
    openOffers: Type.Array(MarketOffer, { description: 'Cheapest first (at most 20)' }),
    lastSales: Type.Array(
      Type.Object({ price: Type.Integer({ minimum: 1 }), shinyLevel: ShinyLevel, date: DateTime }),
      { description: 'Newest first (at most 20)' },
    ),
  },
  { title: 'ItemTrades' },
);
export type ItemTrades = Static<typeof ItemTrades>;
