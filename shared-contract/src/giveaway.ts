import { Type, type Static } from 'typebox';
import { Item, ShinyLevel } from './catalogue';
import { DateTime, Uuid } from './formats';
import { Banner, PlayerUser } from './players';

// Giveaways: a prize drawn among the players who entered, by a seeded draw anyone can redo.

export const giveawayPrizeKinds = ['CARDS', 'CURRENCIES', 'BANNER'] as const;

/** What the winners get, each of them. */
export const GiveawayPrize = Type.Object(
  {
    kind: Type.Enum([...giveawayPrizeKinds]),
    label: Type.String({ description: 'The prize in French words (« 1 carte dorée … », « 5 000 ZUMonnaie … »)' }),
    cards: Type.Optional(Type.Array(Type.Object({ item: Item, shinyLevel: ShinyLevel, quantity: Type.Integer() }))),
    currencies: Type.Optional(
      Type.Object({
        balance: Type.Optional(Type.Integer()),
        loreDust: Type.Optional(Type.Integer()),
        loreFragment: Type.Optional(Type.Integer()),
        upgradeDust: Type.Optional(Type.Integer()),
      }),
    ),
    banner: Type.Optional(Banner),
  },
  { title: 'GiveawayPrize' },
);
export type GiveawayPrize = Static<typeof GiveawayPrize>;

/** GET /public/giveaway/{id}: one giveaway of the request's rule set. */
export const Giveaway = Type.Object(
  {
    id: Uuid,
    title: Type.String(),
    description: Type.String(),
    prize: GiveawayPrize,
    beginDate: DateTime,
    endDate: DateTime,
    isOpen: Type.Boolean({ description: 'Entries are taken until the end date' }),
    entryCount: Type.Integer({ minimum: 0 }),
    winnerCount: Type.Integer({ minimum: 1, description: 'Winners drawn at the end date' }),
    isDrawn: Type.Boolean(),
    winners: Type.Array(PlayerUser, { description: 'Empty until drawn' }),
    drawSeed: Type.Optional(
      Type.String({ description: 'Once drawn: the seed of the engine’s generator the draw used' }),
    ),
    entrantIds: Type.Optional(
      Type.Array(Uuid, {
        description:
          'Once drawn: the entrants’ user ids in entry order; the winners are `sample(entrantIds, winnerCount)` of ' +
          'the engine’s generator seeded with `drawSeed`',
      }),
    ),
  },
  { title: 'Giveaway' },
);
export type Giveaway = Static<typeof Giveaway>;

/** GET /public/giveaway: the rule set's giveaways, open and past, latest first. */
export const GiveawayList = Type.Array(Giveaway, { title: 'GiveawayList' });
export type GiveawayList = Static<typeof GiveawayList>;

export const GiveawayParams = Type.Object({ id: Uuid });
export type GiveawayParams = Static<typeof GiveawayParams>;

export const GiveawayPlayerParams = Type.Object({ id: Uuid, userName: Type.String() });
export type GiveawayPlayerParams = Static<typeof GiveawayPlayerParams>;

/** GET /public/giveaway/{id}/player/{userName}: whether a player entered a giveaway, and won it. */
export const GiveawayPlayer = Type.Object(
  {
    hasEntered: Type.Boolean(),
    enteredDate: Type.Optional(DateTime),
    hasWon: Type.Boolean({ description: 'False until drawn' }),
  },
  { title: 'GiveawayPlayer' },
);
export type GiveawayPlayer = Static<typeof GiveawayPlayer>;

/** POST /public/giveaway/{id}/enter: the signed-in player's entry. */
export const GiveawayEntry = Type.Object({ giveaway: Giveaway, player: GiveawayPlayer }, { title: 'GiveawayEntry' });
export type GiveawayEntry = Static<typeof GiveawayEntry>;
