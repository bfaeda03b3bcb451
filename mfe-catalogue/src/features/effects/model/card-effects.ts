import type { CardEffect } from '@zu/shared-contract';
import { gameNumbers } from '@zu/shared-contract/constants';
import { formatNumber, formatRateAsPercent } from '@zu/shared-ui';

export interface CardEffectInfo {
  /** 'Bonus' or 'Malus'. */
  kind: 'Bonus' | 'Malus';
  title: string;
  description: string;
}

const { cardChance, cardChanceUnderBonus, cardChanceUnderMalus, craftRate, dailyBalance, points, recycleRate } =
  gameNumbers.effects;
const percent = formatRateAsPercent;

/** The ten effects of the hardcore effect cards and their amounts. */
export const cardEffectInfo: Readonly<Record<CardEffect, CardEffectInfo>> = {
  BUFF_POINTS: { kind: 'Bonus', title: 'Points', description: `+${formatNumber(points)} points au classement` },
  DEBUFF_POINTS: { kind: 'Malus', title: 'Points', description: `−${formatNumber(points)} points au classement` },
  BUFF_BALANCE: {
    kind: 'Bonus',
    title: 'ZUMonnaie',
    description: `+${formatNumber(dailyBalance)} ZUMonnaie chaque jour à minuit`,
  },
  DEBUFF_BALANCE: {
    kind: 'Malus',
    title: 'ZUMonnaie',
    description: `−${formatNumber(dailyBalance)} ZUMonnaie chaque jour à minuit`,
  },
  BUFF_RECYCLE: {
    kind: 'Bonus',
    title: 'Recyclage',
    description: `+${percent(recycleRate)} sur les gains de recyclage (et ${percent(recycleRate)} de moins pour recycler une carte à effet)`,
  },
  DEBUFF_RECYCLE: {
    kind: 'Malus',
    title: 'Recyclage',
    description: `−${percent(recycleRate)} sur les gains de recyclage (et ${percent(recycleRate)} de plus pour recycler une carte à effet)`,
  },
  BUFF_CRAFT: { kind: 'Bonus', title: 'Forge', description: `−${percent(craftRate)} sur les prix de la forge` },
  DEBUFF_CRAFT: { kind: 'Malus', title: 'Forge', description: `+${percent(craftRate)} sur les prix de la forge` },
  BUFF_DROPRATE: {
    kind: 'Bonus',
    title: "Taux d'apparition",
    description: `Les cartes à effets apparaissent moins souvent : ${percent(cardChanceUnderBonus)} des invocations au lieu de ${percent(cardChance)}`,
  },
  DEBUFF_DROPRATE: {
    kind: 'Malus',
    title: "Taux d'apparition",
    description: `Les cartes à effets apparaissent plus souvent : ${percent(cardChanceUnderMalus)} des invocations au lieu de ${percent(cardChance)}`,
  },
};
