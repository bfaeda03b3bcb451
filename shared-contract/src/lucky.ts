import { Type, type Static } from 'typebox';
import { Item, ShinyLevel } from './catalogue';
import { DateTime, plainDate, Uuid } from './formats';
import { InventoryEntry } from './inventory';
import { UserBanner } from './players';

export const ticketTypes = ['LUCKY_RAYOU', 'RAYOU_OFFICIAL', 'ZERA_3000'] as const;
export const TicketType = Type.Enum([...ticketTypes]);
export type TicketType = (typeof ticketTypes)[number];

/** GET /public/lucky/jackpot: what the next winning RAYOU_OFFICIAL ticket takes, in ZUMonnaie. */
export const Jackpot = Type.Object({ jackpot: Type.Integer({ minimum: 0 }) }, { title: 'Jackpot' });
export type Jackpot = Static<typeof Jackpot>;

/** GET /public/lucky/{linkCode}/count: the tickets of each type the link still holds, unscratched. */
export const TicketCounts = Type.Object(
  {
    counts: Type.Object({
      ZERA_3000: Type.Integer({ minimum: 0 }),
      LUCKY_RAYOU: Type.Integer({ minimum: 0 }),
      RAYOU_OFFICIAL: Type.Integer({ minimum: 0 }),
    }),
  },
  { title: 'TicketCounts' },
);
export type TicketCounts = Static<typeof TicketCounts>;

/** GET /public/lucky/{linkCode}?type=: the next ticket of that type to scratch (the oldest one given). */
export const NextTicket = Type.Object(
  {
    id: Uuid,
    type: TicketType,
    value: Type.Integer({
      minimum: 1,
      description: 'How many tickets of this type the link still holds, this one included',
    }),
  },
  { title: 'NextTicket' },
);
export type NextTicket = Static<typeof NextTicket>;

export const LuckyLinkParams = Type.Object({
  linkCode: Type.String({
    minLength: 1,
    maxLength: 64,
    pattern: '^[A-Za-z0-9_-]+$',
    description: 'The last path segment of a shared ticket link',
  }),
});
export type LuckyLinkParams = Static<typeof LuckyLinkParams>;

export const NextTicketQuery = Type.Object({ type: TicketType });
export type NextTicketQuery = Static<typeof NextTicketQuery>;

/** POST /public/lucky/{ticketId}: the ticket to scratch, as `GET /public/lucky/{linkCode}?type=` gave it. */
export const TicketIdParams = Type.Object({ ticketId: Uuid });
export type TicketIdParams = Static<typeof TicketIdParams>;

/**
 * POST /public/lucky/{ticketId}: what the scratched ticket gave. Every field is optional: a losing ticket answers
 * `{ticketId}` alone. `luckyLink` with `quantity`: tickets won on top (they join the same link); `luckyLink` alone: the
 * holder's link was made anew.
 */
export const ScratchResult = Type.Object(
  {
    ticketId: Type.Optional(Uuid),
    balance: Type.Optional(Type.Integer({ minimum: 1, description: 'ZUMonnaie won, the jackpot included' })),
    loreDust: Type.Optional(Type.Integer({ minimum: 1 })),
    loreFragment: Type.Optional(Type.Integer({ minimum: 1 })),
    inventories: Type.Optional(Type.Array(InventoryEntry, { description: 'Cards won' })),
    luckyLink: Type.Optional(Type.String({ description: 'The code of the link the tickets won were put on' })),
    quantity: Type.Optional(Type.Integer({ minimum: 1, description: 'Tickets won' })),
    userBanner: Type.Optional(UserBanner),
  },
  { title: 'ScratchResult' },
);
export type ScratchResult = Static<typeof ScratchResult>;

/** POST /public/lucky/link: the signed-in player's current ticket link (made if none is valid). */
export const LuckyLink = Type.Object(
  {
    code: LuckyLinkParams.properties.linkCode,
    url: Type.String({ description: "The link's page on this site: /ticket/{code}" }),
    expiresDate: plainDate('The last day (Paris) the link can be scratched'),
    ticketCount: Type.Integer({ minimum: 0, description: 'Unscratched tickets on the link' }),
  },
  { title: 'LuckyLink' },
);
export type LuckyLink = Static<typeof LuckyLink>;

/** One scratched ticket and what it gave (only what it gave: a losing ticket has no prize field). */
export const ScratchedTicket = Type.Object(
  {
    id: Uuid,
    type: TicketType,
    scratchedAt: DateTime,
    balance: Type.Optional(Type.Integer({ minimum: 1, description: 'ZUMonnaie won, the jackpot included' })),
    loreDust: Type.Optional(Type.Integer({ minimum: 1 })),
    loreFragment: Type.Optional(Type.Integer({ minimum: 1 })),
    item: Type.Optional(Item),
    shinyLevel: Type.Optional(ShinyLevel),
    extraTicket: Type.Optional(TicketType),
  },
  { title: 'ScratchedTicket' },
);
export type ScratchedTicket = Static<typeof ScratchedTicket>;

/** GET /public/lucky/history: the signed-in player's last scratched tickets, the latest first. */
export const ScratchedTickets = Type.Object(
  { tickets: Type.Array(ScratchedTicket, { maxItems: 10 }) },
  { title: 'ScratchedTickets' },
);
export type ScratchedTickets = Static<typeof ScratchedTickets>;
