import { Type, type Static } from 'typebox';
import { Uuid } from './formats';

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
