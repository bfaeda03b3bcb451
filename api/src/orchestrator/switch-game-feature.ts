// A game feature switched on or off by the development tools. Switching BOSS on opens a boss at once in each rule
// set where none runs, as the next daily turn would, so that a tester sees the boss without moving the world's day.
import type { GameFeature } from '@zu/shared-contract';
import type { Db } from '../db/client';
import { ruleSets } from '../engine/rule-sets';
import { setGameFeature } from '../areas/app/game-features';
import { openBossIfNone } from '../areas/boss/boss-repository';
import { readWorldDate, worldNow } from '../areas/world/world-clock';

export async function switchGameFeature(db: Db, feature: GameFeature, active: boolean): Promise<void> {
  await setGameFeature(db, feature, active);
  if (feature !== 'BOSS' || !active) return;
  const today = await readWorldDate(db);
  const now = await worldNow(db);
  for (const ruleSet of ruleSets) await openBossIfNone(db, ruleSet, today, now);
}
