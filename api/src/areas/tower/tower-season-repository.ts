// The Vortex calendar in the daily turn: when the running season is over, the next one begins the day after.
import { randomUUID } from 'node:crypto';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import type { WorldDate } from '../../engine/world-rules';
import { nextTowerSeason } from './tower-rules';
import { towers, towerSeasons } from './tower-schema';

/** Begins the rule set's next Vortex season if today is its first day; returns its index, or null. */
export async function beginNextTowerSeason(db: Db, ruleSet: RuleSet, today: WorldDate): Promise<number | null> {
  const [latest] = await db
    .select()
    .from(towerSeasons)
    .where(eq(towerSeasons.ruleSet, ruleSet))
    .orderBy(desc(towerSeasons.index))
    .limit(1);
  // A world without a Vortex calendar (no season ever) gets none from the turn.
  if (!latest || latest.endDate >= today) return null;
  const towerIds = (await db.select({ id: towers.id }).from(towers).orderBy(asc(towers.index))).map((t) => t.id);
  const season = nextTowerSeason(latest, towerIds);
  if (season.beginDate !== today) return null;
  await db.insert(towerSeasons).values({ id: randomUUID(), ruleSet, ...season });
  return season.index;
}
