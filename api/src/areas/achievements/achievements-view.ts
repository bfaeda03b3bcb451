import type { Achievement, AchievementProgress, Item } from '@zu/shared-contract';
import type { RuleSet } from '../../engine/rule-sets';
import { toParisDateTime } from '../../lib/dates';
import { derivedId } from '../../lib/derived-id';
import { toBanner } from '../players/player-profile-view';
import { zeroCounters } from '../../engine/player-state';
import { lootDaysPerYear, type AchievementMetric } from './achievement-definitions-rules';
import { metricValueOf } from './achievements-rules';
import type { AchievementProgressRow } from './achievements-queries';

/** Loot achievements show their progress a year (365 days) at a time: `◇ n/365`, one entry per year. */
function progressItems(metric: string, current: number, max: number) {
  if (metric !== 'LOOT_DAYS') return null;
  return Array.from({ length: Math.ceil(max / lootDaysPerYear) }, (_, year) => {
    const days = Math.max(0, Math.min(lootDaysPerYear, current - year * lootDaysPerYear));
    return { name: `◇ ${days}/${lootDaysPerYear}`, done: days === lootDaysPerYear };
  });
}

/** An achievement as every route shows one. */
export function toAchievement(
  { achievement, rewardBanner }: Pick<AchievementProgressRow, 'achievement' | 'rewardBanner'>,
  rewardItem: Item | undefined,
  publicUrl: string,
): Achievement {
  return {
    id: achievement.id,
    name: achievement.name,
    slug: achievement.slug,
    description: achievement.description,
    featOfStrength: achievement.featOfStrength,
    isDeletable: achievement.isDeletable,
    score: achievement.score,
    ...(achievement.rewardLoreDust !== null ? { rewardLoreDust: achievement.rewardLoreDust } : {}),
    ...(rewardBanner ? { rewardBanner: toBanner(rewardBanner, publicUrl) } : {}),
    ...(rewardItem ? { rewardItem } : {}),
  };
}

/** A metric's value from the figures every action leaves (none yet: a player who has not acted, 0). */
function metricValue(metric: AchievementMetric, { counters, summary }: AchievementProgressRow): number {
  return metricValueOf(metric, counters ?? zeroCounters(), (inventoryMetric) => {
    switch (inventoryMetric) {
      case 'UNIQUE_CARDS':
        return summary?.achievementUniqueCards ?? 0;
      case 'UNIQUE_GOLDEN_CARDS':
        return summary?.achievementUniqueGoldenCards ?? 0;
      case 'MAXED_CONSTELLATIONS':
        return summary?.achievementMaxedConstellations ?? 0;
    }
  });
}

/**
 * One achievement as a player sees it: the date once unlocked, the progress until then (the metric's value as the
 * player's last action left it). An unlock has no id column of its own (a player, a rule set and an achievement
 * identify it): its id is derived from them, so it stays the same from one call to the next.
 */
export function toAchievementProgress(
  row: AchievementProgressRow,
  rewardItem: Item | undefined,
  userId: string,
  ruleSet: RuleSet,
  publicUrl: string,
): AchievementProgress {
  const { achievement, progress, rewardBanner } = row;
  const done = progress?.date ?? null;
  const current = Math.min(achievement.target, metricValue(achievement.metric as AchievementMetric, row));
  return {
    id: done ? derivedId('achievement-log', userId, ruleSet, achievement.id) : null,
    achievement: toAchievement({ achievement, rewardBanner }, rewardItem, publicUrl),
    ...(done ? { date: toParisDateTime(done) } : {}),
    ...(progress?.deleteDate ? { deleteDate: toParisDateTime(progress.deleteDate) } : {}),
    ...(done
      ? {}
      : {
          progress: {
            type: achievement.metric,
            current,
            max: achievement.target,
            items: progressItems(achievement.metric, current, achievement.target),
          },
        }),
  };
}
