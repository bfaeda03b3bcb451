import type { GameFeature } from '@zu/shared-contract';
import { and, asc, eq, desc, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { gameFeatures } from '../app/app-schema';
import type { HardcoreSeason } from '../../engine/hardcore-rules';
import { hardcoreSeasons } from './world-schema';

/** Every hardcore season, first first (the rules pick the one holding a day). */
export async function loadHardcoreSeasons(db: Db): Promise<HardcoreSeason[]> {
  return db.select().from(hardcoreSeasons).orderBy(asc(hardcoreSeasons.index));
}

export async function isGameFeatureActive(db: Db, feature: GameFeature): Promise<boolean> {
  const [row] = await db
    .select({ active: gameFeatures.active })
    .from(gameFeatures)
    .where(and(eq(gameFeatures.feature, feature), eq(gameFeatures.active, true)));
  return row !== undefined;
}

/** Effect cards exist in the HARDCORE rule set only, while the EFFECT feature is on. */
export async function effectCardsEnabled(db: Db, ruleSet: RuleSet): Promise<boolean> {
  return ruleSet === 'HARDCORE' && (await isGameFeatureActive(db, 'EFFECT'));
}

/** The hardcore season running on `today`, if any (a handful of rows: one a quarter). */
export async function currentHardcoreSeason(db: Db, today: string) {
  const [season] = await db
    .select()
    .from(hardcoreSeasons)
    .where(and(lte(hardcoreSeasons.beginDate, today), gte(hardcoreSeasons.endDate, today)))
    .orderBy(desc(hardcoreSeasons.index))
    .limit(1);
  return season;
}
