import { Type, type Static } from 'typebox';
import { DateTime, Uuid } from './formats';
import { Banner } from './players';

/**
 * GET /public/banner/{userName}: every banner of the game. Those the player unlocked carry the unlock's `id` and
 * `date`; the others only the banner.
 */
export const BannerOwnership = Type.Object(
  { id: Type.Optional(Uuid), date: Type.Optional(DateTime), banner: Banner },
  { title: 'BannerOwnership' },
);
export type BannerOwnership = Static<typeof BannerOwnership>;
