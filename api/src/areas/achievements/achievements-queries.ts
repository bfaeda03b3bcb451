import { asc, and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ofPlayer, preparedQuery } from '../../db/prepared';
import type { AchievementDefinition, AchievementMetric } from './achievement-definitions-rules';
import { achievements, achievementCategories, playerAchievements } from './achievements-schema';
import type { RuleSet } from '../../engine/rule-sets';
import { banners, playerAccounts, playerCounters, playerSummaries, users } from '../players/players-schema';

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

/**
 * A category of achievements and its achievements in order (achievements_category index), each with the player's
 * unlock in the rule set when they have one (primary key of player_achievements) and its reward banner, and on every
 * row the figures the progress is read from, as every action leaves them (the player's counters and collection
 * summary, by their primary keys), in one prepared statement: no row when the category does not exist, one row
 * without an achievement when it is empty.
 */
export const categoryProgressQuery = preparedQuery((db) =>
  db
    .select({
      achievement: achievements,
      progress: playerAchievements,
      rewardBanner: banners,
      counters: playerCounters,
      summary: playerSummaries,
    })
    .from(achievementCategories)
    .leftJoin(achievements, eq(achievements.categoryId, achievementCategories.id))
    .leftJoin(
      playerAchievements,
      and(eq(playerAchievements.achievementId, achievements.id), ofPlayer(playerAchievements)),
    )
    .leftJoin(banners, eq(banners.id, achievements.rewardBannerId))
    .leftJoin(playerCounters, ofPlayer(playerCounters))
    .leftJoin(playerSummaries, ofPlayer(playerSummaries))
    .where(eq(achievementCategories.id, sql.placeholder('categoryId')))
    .orderBy(asc(achievements.index))
    .prepare('player_category_achievements'),
);

/**
 * The category's achievements with the player's progress, from categoryProgressQuery's rows; undefined when the
 * category does not exist.
 */
export function categoryProgressOf(rows: Awaited<ReturnType<ReturnType<typeof categoryProgressQuery>['execute']>>) {
  if (rows.length === 0) return undefined;
  return rows.flatMap(({ achievement, ...rest }) => (achievement ? [{ achievement, ...rest }] : []));
}

export type AchievementProgressRow = NonNullable<ReturnType<typeof categoryProgressOf>>[number];

export async function listAchievementCategories(db: Db) {
  return db.select().from(achievementCategories).orderBy(asc(achievementCategories.index));
}

/** An achievement by its slug (unique), with its category and reward banner. */
export async function findAchievementBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ achievement: achievements, category: achievementCategories, rewardBanner: banners })
    .from(achievements)
    .innerJoin(achievementCategories, eq(achievementCategories.id, achievements.categoryId))
    .leftJoin(banners, eq(banners.id, achievements.rewardBannerId))
    .where(eq(achievements.slug, slug));
  return row;
}

const unlockedIn = (achievementId: string, ruleSet: RuleSet) =>
  and(
    eq(playerAchievements.achievementId, achievementId),
    eq(playerAchievements.ruleSet, ruleSet),
    isNotNull(playerAchievements.date),
  );

/** Who unlocked the achievement in the rule set, first unlocks first (player_achievements_achievement index). */
export async function achievementHolderRows(
  db: Db,
  achievementId: string,
  ruleSet: RuleSet,
  limit: number,
  offset: number,
) {
  return db
    .select({
      discordUserName: users.discordUserName,
      discordGlobalName: users.discordGlobalName,
      date: playerAchievements.date,
    })
    .from(playerAchievements)
    .innerJoin(users, eq(users.id, playerAchievements.userId))
    .where(unlockedIn(achievementId, ruleSet))
    .orderBy(asc(playerAchievements.date), asc(playerAchievements.userId))
    .limit(limit)
    .offset(offset);
}

export async function countAchievementHolders(db: Db, achievementId: string, ruleSet: RuleSet): Promise<number> {
  const [row] = await db.select({ n: count() }).from(playerAchievements).where(unlockedIn(achievementId, ruleSet));
  return Number(row?.n ?? 0);
}

export async function countPlayersOf(db: Db, ruleSet: RuleSet): Promise<number> {
  const [row] = await db.select({ n: count() }).from(playerAccounts).where(eq(playerAccounts.ruleSet, ruleSet));
  return Number(row?.n ?? 0);
}
