import type { CorporationDetail } from '@zu/shared-contract';
import { gameNumbers } from '@zu/shared-contract/constants';
import { formatNumber, formatRateAsPercent } from '@zu/shared-ui';
import type { CorporationBonusType } from '../api/corporations-api';

const { baseMembers, bonusLevelCosts, lootBalancePerLevel, maxBonusLevel, membersPerLevel, recycleBonusRates } =
  gameNumbers.corporation;

export interface BonusInfo {
  name: string;
  /** The colour palette of its badge and bar. */
  palette: 'blue' | 'gold' | 'purple' | 'teal';
  /** What the bonus gives at a level (0: nothing yet). */
  gives: (level: number) => string;
}

/** Seats of a corporation whose MEMBER_COUNT bonus is at that level. */
export const memberLimit = (memberCountLevel: number) => baseMembers + membersPerLevel * memberCountLevel;

/** '+3 %' at level 2; level 0 adds nothing. */
const recycleBonus = (level: number) => `+${formatRateAsPercent(level > 0 ? (recycleBonusRates[level - 1] ?? 0) : 0)}`;

/** The four bonuses in the order the page shows them. */
export const bonusInfo: Record<CorporationBonusType, BonusInfo> = {
  MEMBER_COUNT: {
    name: 'Membres',
    palette: 'blue',
    gives: (level) => `${memberLimit(level)} places dans la corporation`,
  },
  LOOT: {
    name: 'Butin',
    palette: 'gold',
    gives: (level) =>
      level > 0
        ? `+${formatNumber(lootBalancePerLevel * level)} ZUMonnaie à chaque /journa et /bonus`
        : 'Aucune ZUMonnaie de plus',
  },
  RECYCLE_LORE_DUST: {
    name: 'Recyclage (poudre créatrice)',
    palette: 'purple',
    gives: (level) => `${recycleBonus(level)} de poudre créatrice au recyclage`,
  },
  RECYCLE_LORE_FRAGMENT: {
    name: "Recyclage (cristal d'histoire)",
    palette: 'teal',
    gives: (level) => `${recycleBonus(level)} de cristal d'histoire au recyclage`,
  },
};

export const shownBonusTypes = Object.keys(bonusInfo) as CorporationBonusType[];

/** What the treasury pays for the bonus's next level; none at the top level. */
export const nextLevelCost = (level: number): number | undefined =>
  level < maxBonusLevel ? bonusLevelCosts[level] : undefined;

/** The level of each bonus (0 for one the answer leaves out). */
export function bonusLevels(corporation: CorporationDetail): Record<CorporationBonusType, number> {
  const levels = { MEMBER_COUNT: 0, LOOT: 0, RECYCLE_LORE_DUST: 0, RECYCLE_LORE_FRAGMENT: 0 };
  for (const bonus of corporation.corporationBonuses) levels[bonus.type] = bonus.level;
  return levels;
}

/** The cheapest level the treasury can buy next, and of which bonus; none once every bonus is at the top. */
export function nextBonusStep(
  levels: Record<CorporationBonusType, number>,
): { type: CorporationBonusType; level: number; cost: number } | undefined {
  let step: { type: CorporationBonusType; level: number; cost: number } | undefined;
  for (const type of shownBonusTypes) {
    const cost = nextLevelCost(levels[type]);
    if (cost !== undefined && (step === undefined || cost < step.cost)) step = { type, level: levels[type] + 1, cost };
  }
  return step;
}
