import { Type, type Static } from 'typebox';
import { Item } from './catalogue';
import { DateTime, Uuid } from './formats';
import { Banner, UserName } from './players';

export const Achievement = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    slug: Type.String(),
    description: Type.String(),
    featOfStrength: Type.Boolean(),
    isDeletable: Type.Boolean(),
    score: Type.Integer(),
    rewardLoreDust: Type.Optional(Type.Integer()),
    rewardBanner: Type.Optional(Banner),
    rewardItem: Type.Optional(Item),
  },
  { title: 'Achievement' },
);
export type Achievement = Static<typeof Achievement>;

/** GET /public/achievement/{userName}/{categoryId}: one entry per achievement of the category, in its order. */
export const AchievementProgress = Type.Object(
  {
    id: Type.Union([Uuid, Type.Null()], { description: "The unlock's id; null until the achievement is done" }),
    achievement: Achievement,
    date: Type.Optional(DateTime),
    deleteDate: Type.Optional(DateTime),
    progress: Type.Optional(
      Type.Object(
        {
          type: Type.String({ description: 'What is counted: LOOT_DAYS, UNIQUE_CARDS…' }),
          current: Type.Integer({ minimum: 0 }),
          max: Type.Integer({ minimum: 0 }),
          items: Type.Union([Type.Array(Type.Object({ name: Type.String(), done: Type.Boolean() })), Type.Null()], {
            description: 'Loot achievements: one entry per year, `◇ n/365`; null for the others',
          }),
        },
        { description: 'Absent once the achievement is done' },
      ),
    ),
  },
  { title: 'AchievementProgress' },
);
export type AchievementProgress = Static<typeof AchievementProgress>;

export const AchievementParams = Type.Object({
  userName: UserName,
  categoryId: Uuid,
});
export type AchievementParams = Static<typeof AchievementParams>;
