import type { Boss } from '@zu/shared-contract';
import { formatNumber } from '@zu/shared-ui';

/**
 * What changed of the boss between two reads of an open page, in a sentence for a screen reader: it fell, or it
 * lost health. Nothing when it is another boss (the page shows it anew) or nothing it says changed.
 */
export function bossNewsText(before: Boss, after: Boss): string | undefined {
  if (before.id !== after.id) return undefined;
  if (after.isFallen && !before.isFallen) return `${after.name} est vaincu !`;
  const lost = before.health - after.health;
  if (lost > 0) {
    return `${after.name} a perdu ${formatNumber(lost)} PV : il lui en reste ${formatNumber(after.health)}.`;
  }
  return undefined;
}
