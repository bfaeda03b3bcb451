import type { Boss } from '@zu/shared-contract';

/** Where a boss stands: still to be fought, brought down, or gone at its end date without falling. */
export type BossState = 'running' | 'fallen' | 'left';

/** Read from the API's own flags: a boss neither fallen nor running has reached its end standing. */
export function bossStateOf(boss: Pick<Boss, 'isFallen' | 'isRunning'>): BossState {
  if (boss.isFallen) return 'fallen';
  return boss.isRunning ? 'running' : 'left';
}

export const bossStateLabels: Record<BossState, string> = {
  running: 'En cours',
  fallen: 'Vaincu',
  left: 'Reparti invaincu',
};

/**
 * An attacker's share of all the damage done to the boss (0 to 1). The ranking does not send that total, but the
 * health the boss has lost is exactly it: an attack never takes more than the health left.
 */
export function damageShare(damage: number, boss: Pick<Boss, 'health' | 'maxHealth'>): number {
  const lost = boss.maxHealth - boss.health;
  return lost > 0 ? damage / lost : 0;
}
