import type { Boss, BossPlayer } from '@zu/shared-contract';
import { toParisDateTime } from '../../lib/dates';
import type { BossDamageRecord, BossRecord } from './boss-queries';
import { bossAttacksLeftToday, bossAttacksToday, bossRewardsText, isBossRunning } from './boss-rules';

export function toBoss(boss: BossRecord, now: Date): Boss {
  return {
    id: boss.id,
    name: boss.name,
    maxHealth: boss.maxHealth,
    health: boss.health,
    beginDate: toParisDateTime(boss.beginAt),
    endDate: toParisDateTime(boss.endAt),
    ...(boss.fallenAt ? { fallenDate: toParisDateTime(boss.fallenAt) } : {}),
    rewards: bossRewardsText,
    isFallen: boss.fallenAt !== null,
    isRunning: isBossRunning(boss, now),
  };
}

/** A player against a boss: today's attacks count only while it runs (none are left once it is down or gone). */
export function toBossPlayer(
  boss: BossRecord,
  hits: BossDamageRecord | undefined,
  totalDamage: number,
  now: Date,
): BossPlayer {
  const damage = hits?.damage ?? 0;
  return {
    bossId: boss.id,
    attacksToday: bossAttacksToday(hits, now),
    attacksLeftToday: isBossRunning(boss, now) ? bossAttacksLeftToday(hits, now) : 0,
    damage,
    share: totalDamage === 0 ? 0 : damage / totalDamage,
  };
}
