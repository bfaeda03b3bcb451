import { Type } from 'typebox';

/** The game features of SPEC.md §3, in the spec's order. */
export const gameFeatureIds = [
  'LUCKY',
  'CHALLENGE',
  'CLAIM',
  'UPGRADE',
  'TRADE',
  'BOSS',
  'STAR',
  'DUEL',
  'SUBSCRIPTION',
  'AUTOMATED_EVENT',
  'SHOP',
  'EVOLUTION',
  'TOWER',
  'CORPORATION',
  'CALENDAR',
  'STEAM',
  'INVOKE',
  'LOOT',
  'CRAFT',
  'RECYCLE',
  'FUSION',
  'EFFECT',
] as const;

export const GameFeature = Type.Enum([...gameFeatureIds]);
export type GameFeature = (typeof gameFeatureIds)[number];

export function isGameFeature(value: unknown): value is GameFeature {
  return typeof value === 'string' && (gameFeatureIds as readonly string[]).includes(value);
}
