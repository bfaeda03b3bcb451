import { asc, and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AchievementDefinition, AchievementMetric } from './achievement-definitions-rules';
import { achievements, achievementCategories, playerAchievements } from './achievements-schema';
import type { RuleSet } from '../../db/rule-sets';
import { banners } from '../players/players-schema';

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

export async function findAchievementCategory(db: Db, categoryId: string) {
  const [category] = await db.select().from(achievementCategories).where(eq(achievementCategories.id, categoryId));
  return category;
}

/**
 * The category's achievements in order (achievements_category index), each with the player's progress in the rule
 * set when it has one (primary key of player_achievements) and its reward banner.
 */
export async function achievementProgressRows(db: Db, categoryId: string, userId: string, ruleSet: RuleSet) {
  return db
    .select({ achievement: achievements, progress: playerAchievements, rewardBanner: banners })
    .from(achievements)
    .leftJoin(
      playerAchievements,
      and(
        eq(playerAchievements.achievementId, achievements.id),
        eq(playerAchievements.userId, userId),
        eq(playerAchievements.ruleSet, ruleSet),
      ),
    )
    .leftJoin(banners, eq(banners.id, achievements.rewardBannerId))
    .where(eq(achievements.categoryId, categoryId))
    .orderBy(asc(achievements.index));
}

export type AchievementProgressRow = Awaited<ReturnType<typeof achievementProgressRows>>[number];
