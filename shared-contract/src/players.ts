import { Type, type Static } from 'typebox';
import { DateTime, Uuid } from './formats';

export const Banner = Type.Object(
  { id: Uuid, name: Type.String(), title: Type.String(), imageUrl: Type.String() },
  { title: 'Banner' },
);
export type Banner = Static<typeof Banner>;

export const Rank = Type.Object({ id: Uuid, name: Type.String() }, { title: 'Rank' });
export type Rank = Static<typeof Rank>;

/** A banner in a player's hands: when it was unlocked, and the banner. */
export const UserBanner = Type.Object({ id: Uuid, date: DateTime, banner: Banner }, { title: 'UserBanner' });
export type UserBanner = Static<typeof UserBanner>;

export const PlayerUser = Type.Object(
  {
    id: Uuid,
    discordId: Type.String(),
    discordUserName: Type.String(),
    discordGlobalName: Type.Optional(Type.String()),
    discordAvatar: Type.String({ description: 'Avatar hash on the chat platform: every account has one' }),
    createdDate: DateTime,
    isActive: Type.Boolean({ description: 'Played in the last 30 days' }),
    balance: Type.Integer({ description: 'ZUMonnaie' }),
    loreDust: Type.Integer({ description: 'Poudre créatrice' }),
    loreFragment: Type.Integer({ description: "Cristal d'histoire" }),
    upgradeDust: Type.Integer({ description: "Éclat d'étoile" }),
    rank: Rank,
    userBanner: UserBanner,
  },
  { title: 'PlayerUser' },
);
export type PlayerUser = Static<typeof PlayerUser>;

export const PlayerCorporation = Type.Object({
  corporation: Type.Object({
    id: Uuid,
    name: Type.String(),
    description: Type.String(),
    balance: Type.Integer(),
    createdDate: DateTime,
    modifiedDate: DateTime,
  }),
  joinedDate: DateTime,
  role: Type.Union([Type.Literal('ADMIN'), Type.Literal('MEMBER')]),
});

/** GET /public/user/{userName}: a player's account in the requested rule set. */
export const PlayerProfile = Type.Object(
  {
    user: PlayerUser,
    userCorporation: Type.Optional(PlayerCorporation),
    inventoryCount: Type.Integer({ description: 'Cards owned, copies counted' }),
    inventoryUniqueCount: Type.Integer({ description: 'Distinct cards owned' }),
    inventoryUniqueGoldenCount: Type.Integer({ description: 'Distinct cards owned in golden version' }),
    inventoryUniqueUpgradableCount: Type.Integer(),
    inventoryUniqueGoldenUpgradableCount: Type.Integer(),
    itemCount: Type.Integer({ description: 'Cards of the catalogue' }),
    upgradableItemCount: Type.Integer({ description: 'Cards of the catalogue that can become constellations' }),
    leaderboards: Type.Array(
      Type.Object({
        type: Type.String({ description: 'INVENTORY_UNIQUE, ACHIEVEMENT, CHALLENGE, UPGRADE, GLOBAL…' }),
        score: Type.Integer(),
        position: Type.Integer({ description: 'Shared by equal scores (1, 2, 2, 4)' }),
        data: Type.Optional(
          Type.Record(Type.String(), Type.Number(), {
            description: '{total}, {total, totalDistinct}, {achievementCount} or {total, maxed}',
          }),
        ),
      }),
    ),
    effects: Type.Array(Type.String(), { description: 'Ids of the card effects applying to the player' }),
    subscription: Type.Optional(
      Type.Object({ beginDate: DateTime, endDate: DateTime }, { description: 'Absent without a subscription' }),
    ),
    subscriptionBonusCount: Type.Integer(),
    subscriptionBonusLimit: Type.Integer(),
    subscriptionLoreDustCost: Type.Integer({
      minimum: 0,
      description: "What the player's next subscription costs in poudre créatrice: 0 for the first, which is free",
    }),
    luckyCount: Type.Integer({ description: 'Tickets scratched' }),
    tradeCount: Type.Integer(),
    tradeCountToday: Type.Integer(),
    tradeLimit: Type.Integer({ description: 'Trades allowed per day' }),
    achievementLogCount: Type.Integer(),
    achievementCount: Type.Integer(),
    challengeLogCount: Type.Integer(),
    challengeSeasonCount: Type.Integer(),
  },
  { title: 'PlayerProfile' },
);
export type PlayerProfile = Static<typeof PlayerProfile>;

/** A player named in a path. */
export const UserName = Type.String({
  minLength: 1,
  maxLength: 64,
  description: 'Chat user name, URL-encoded; any case; a trailing `#0` (former discriminator) is ignored',
});

/** Every per-player route names the player in its path. */
export const UserNameParams = Type.Object({ userName: UserName });
export type UserNameParams = Static<typeof UserNameParams>;

/**
 * GET /public/user/autocomplete/{text}: the older player search, kept for community clients: the players of the
 * requested rule set whose chat user name starts with (or, from 3 characters, holds) the text.
 */
export const UserAutocomplete = Type.Array(PlayerUser, { title: 'UserAutocomplete' });
export type UserAutocomplete = Static<typeof UserAutocomplete>;
