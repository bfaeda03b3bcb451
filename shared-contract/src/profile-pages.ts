// What the profile pages read beyond the real game's known routes, designed in the same style.
import { Type, type Static } from 'typebox';
import { Achievement } from './achievements';
import { Item, Pack, ShinyLevel } from './catalogue';
import { DateTime } from './formats';
import { UserName } from './players';

/** GET /public/achievements/categories: the achievement categories, in order. */
export const AchievementCategory = Type.Object(
  { id: Type.String(), name: Type.String() },
  { title: 'AchievementCategory' },
);
export type AchievementCategory = Static<typeof AchievementCategory>;

export const achievementHoldersPageSize = 20;

export const AchievementSlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });
export type AchievementSlugParams = Static<typeof AchievementSlugParams>;

export const AchievementDetailQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
});
export type AchievementDetailQuery = Static<typeof AchievementDetailQuery>;

/** GET /public/achievements/{slug}?page=: an achievement, who unlocked it (first unlocks first) and how rare it is. */
export const AchievementDetail = Type.Object(
  {
    achievement: Achievement,
    category: AchievementCategory,
    holderCount: Type.Integer({ minimum: 0, description: 'Players of the rule set who unlocked it' }),
    playerCount: Type.Integer({ minimum: 0, description: 'Players of the rule set' }),
    holderPercent: Type.Number({ minimum: 0, maximum: 100, description: 'holderCount / playerCount, in percent' }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    holders: Type.Array(
      Type.Object({
        user: Type.Object({ discordUserName: Type.String(), discordGlobalName: Type.Optional(Type.String()) }),
        date: DateTime,
      }),
    ),
  },
  { title: 'AchievementDetail' },
);
export type AchievementDetail = Static<typeof AchievementDetail>;

/** GET /public/user/{userName}/stats: the collection counted in the database. */
export const PlayerStats = Type.Object(
  {
    byRarity: Type.Array(
      Type.Object({
        rarity: Type.Integer(),
        shinyLevel: ShinyLevel,
        copies: Type.Integer({ minimum: 0 }),
        unique: Type.Integer({ minimum: 0 }),
        itemCount: Type.Integer({ minimum: 0, description: 'Cards of the rarity that exist at this shiny level' }),
      }),
    ),
    packs: Type.Array(
      Type.Object({
        pack: Pack,
        unique: Type.Integer({ minimum: 0, description: 'Distinct cards of the pack the player owns' }),
        itemCount: Type.Integer({ minimum: 0 }),
      }),
    ),
  },
  { title: 'PlayerStats' },
);
export type PlayerStats = Static<typeof PlayerStats>;

export const CompareParams = Type.Object({ userName: UserName, otherUserName: UserName });
export type CompareParams = Static<typeof CompareParams>;

const ComparedCard = Type.Object({ item: Item, shinyLevel: ShinyLevel });

/** GET /public/user/{userName}/compare/{otherUserName}: the cards (and shiny levels) one has and the other lacks. */
export const PlayerCompare = Type.Object(
  {
    onlyFirst: Type.Array(ComparedCard, { description: 'What {userName} has and {otherUserName} lacks' }),
    onlySecond: Type.Array(ComparedCard, { description: 'What {otherUserName} has and {userName} lacks' }),
  },
  { title: 'PlayerCompare' },
);
export type PlayerCompare = Static<typeof PlayerCompare>;
