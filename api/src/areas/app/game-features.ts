import type { GameFeature } from '@zu/shared-contract';
import type { Db } from '../../db/client';
import { gameFeatures } from './app-schema';

/** Switches a game feature on or off (for both rule sets), creating its row the first time. */
export async function setGameFeature(db: Db, feature: GameFeature, active: boolean): Promise<void> {
  await db
    .insert(gameFeatures)
    .values({ feature, active })
    .onConflictDoUpdate({ target: gameFeatures.feature, set: { active } });
}
