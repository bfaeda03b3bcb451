import { Type } from 'typebox';
import { gameFeatureIds, type GameFeature as GameFeatureId } from './constants';

export { gameFeatureIds, isGameFeature } from './constants';

export const GameFeature = Type.Enum([...gameFeatureIds]);
export type GameFeature = GameFeatureId;
