import { Type, type Static } from 'typebox';
import { IsGolden, ShinyLevel } from './catalogue';
import { Uuid } from './formats';

/** GET /public/recycle/config: craft and recycle values, one entry per rarity × shinyLevel. */
export const RecycleConfigEntry = Type.Object(
  {
    id: Uuid,
    rarity: Type.Integer({ minimum: 1, maximum: 6 }),
    shinyLevel: ShinyLevel,
    isGolden: IsGolden,
    craftValue: Type.Integer({ minimum: 0, description: 'Cost of creating (or, golden, enchanting) one card' }),
    recycleValue: Type.Integer({ minimum: 0, description: 'Given back per copy recycled' }),
  },
  { title: 'RecycleConfigEntry' },
);
export type RecycleConfigEntry = Static<typeof RecycleConfigEntry>;
