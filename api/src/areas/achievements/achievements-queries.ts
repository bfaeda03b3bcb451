import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AchievementDefinition, AchievementMetric } from './achievement-definitions-rules';
import { achievements } from './achievements-schema';

/** The achievements the database holds, as the engine checks them (none before the seed writes them). */
export async function loadAchievementDefinitions(db: Db): Promise<AchievementDefinition[]> {
  const rows = await db.select().from(achievements).orderBy(asc(achievements.categoryId), asc(achievements.index));
  return rows.map((row) => ({
    id: row.id,
    categoryId: row.categoryId,
    index: row.index,
    name: row.name,
    slug: row.slug,
    description: row.description,
    metric: row.metric as AchievementMetric,
    target: row.target,
    score: row.score,
    rewardLoreDust: row.rewardLoreDust ?? 0,
    featOfStrength: row.featOfStrength,
    isDeletable: row.isDeletable,
  }));
}
