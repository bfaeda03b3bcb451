import { Type, type Static } from 'typebox';
import { DateTime, PlainDate } from './formats';

export const lootTypes = ['DAILY', 'WEEKLY'] as const;

/** One claimed loot: /journa (DAILY) or /bonus (WEEKLY). */
export const Loot = Type.Object(
  {
    amount: Type.Integer({ description: 'baseAmount + corporationAmount + subscriptionAmount' }),
    baseAmount: Type.Integer(),
    corporationAmount: Type.Integer(),
    subscriptionAmount: Type.Integer(),
    corporationBonusLevel: Type.Integer({ minimum: 0, maximum: 4 }),
    type: Type.Enum([...lootTypes]),
    date: DateTime,
  },
  { title: 'Loot' },
);
export type Loot = Static<typeof Loot>;

/**
 * GET /public/loot/{userName}: every day of the period (`YYYY-MM-DD`, oldest first) with the loots claimed that day;
 * an empty list when none was.
 */
export const LootMap = Type.Record(PlainDate, Type.Array(Loot), {
  additionalProperties: false,
  title: 'LootMap',
});
export type LootMap = Static<typeof LootMap>;

export const LootQuery = Type.Object({
  year: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 9999,
      description: '0 or absent: the last 365 days up to today; otherwise that calendar year',
    }),
  ),
});
export type LootQuery = Static<typeof LootQuery>;

/**
 * GET /public/user/{userName}/activity, the old path of the loot map: the same 365 days as `/public/loot/{userName}`
 * without `year`, each day's loots summed.
 */
export const LootActivity = Type.Object(
  {
    lootInfos: Type.Array(
      Type.Object({
        date: PlainDate,
        count: Type.Integer({
          minimum: 0,
          description: "The day's loots' amounts summed (0: none claimed); 2,000 or more marks a bonus day",
        }),
      }),
      { description: 'The last 365 days up to today, oldest first' },
    ),
  },
  { title: 'LootActivity' },
);
export type LootActivity = Static<typeof LootActivity>;
