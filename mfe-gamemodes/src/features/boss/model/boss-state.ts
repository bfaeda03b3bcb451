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
