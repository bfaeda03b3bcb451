import type { GameFeature } from '@zu/shared-contract';
import type { Db } from './client';
import { gameFeatures } from './schema';

export async function setGameFeature(db: Db, feature: GameFeature, active: boolean): Promise<void> {
  await db
    .insert(gameFeatures)
    .values({ feature, active })
    .onConflictDoUpdate({ target: gameFeatures.feature, set: { active } });
}
