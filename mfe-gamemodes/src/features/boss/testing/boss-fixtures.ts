import type { Boss, BossLeaderboard, BossPlayer } from '@zu/shared-contract';
import { userFixture } from '../../tower/testing/tower-fixtures';

export const bossId = '00000000-0000-4000-8000-00000000b055';

/** A running boss that has lost 8 000 of its 20 000 health. */
export function bossFixture(overrides: Partial<Boss> = {}): Boss {
  return {
    id: bossId,
    name: 'Le Dragon des Archives',
    imageUrl: 'http://api.test/images/boss/dragon.webp',
    maxHealth: 20_000,
    health: 12_000,
    beginDate: '2026-12-07T00:00:00',
    endDate: '2026-12-14T00:00:00',
    rewards: '20000 ZUMonnaie et 500 poudres créatrices partagées selon les dégâts',
    isFallen: false,
    isRunning: true,
    ...overrides,
  };
}

/**
 * Attackers in the API's order: [name, damage, attacks]; `total` players in all, 20 a page; each share of
 * `totalDamage` (by default, the damage of the attackers given).
 */
export function damagePageFixture(
  attackers: readonly (readonly [string, number, number])[],
  {
    page = 0,
    total = attackers.length,
    totalDamage = attackers.reduce((sum, [, damage]) => sum + damage, 0),
  }: { page?: number; total?: number; totalDamage?: number } = {},
): BossLeaderboard {
  const pageSize = 20;
  return {
    bossId,
    page,
    pageSize,
    total,
    rows: attackers.map(([name, damage, attackCount], index) => ({
      user: userFixture(name, page * pageSize + index + 1),
      damage,
      attackCount,
      share: totalDamage === 0 ? 0 : damage / totalDamage,
      position: page * pageSize + index + 1,
    })),
  };
}

export function bossPlayerFixture(overrides: Partial<BossPlayer> = {}): BossPlayer {
  return { bossId, attacksToday: 2, attacksLeftToday: 1, damage: 2_000, share: 0.25, ...overrides };
}
