import type { CardEffect } from '@zu/shared-contract';

export interface CardEffectInfo {
  /** 'Bonus' or 'Malus'. */
  kind: 'Bonus' | 'Malus';
  title: string;
  description: string;
}

/** The ten effects of the hardcore effect cards and their amounts. */
export const cardEffectInfo: Readonly<Record<CardEffect, CardEffectInfo>> = {
  BUFF_POINTS: { kind: 'Bonus', title: 'Points', description: '+500 points au classement' },
  DEBUFF_POINTS: { kind: 'Malus', title: 'Points', description: '−500 points au classement' },
  BUFF_BALANCE: { kind: 'Bonus', title: 'ZUMonnaie', description: '+500 ZUMonnaie chaque jour à minuit' },
  DEBUFF_BALANCE: { kind: 'Malus', title: 'ZUMonnaie', description: '−500 ZUMonnaie chaque jour à minuit' },
  BUFF_RECYCLE: {
    kind: 'Bonus',
    title: 'Recyclage',
    description: '+30 % sur les gains de recyclage (et 30 % de moins pour recycler une carte à effet)',
  },
  DEBUFF_RECYCLE: {
    kind: 'Malus',
    title: 'Recyclage',
    description: '−30 % sur les gains de recyclage (et 30 % de plus pour recycler une carte à effet)',
  },
  BUFF_CRAFT: { kind: 'Bonus', title: 'Forge', description: '−30 % sur les prix de la forge' },
  DEBUFF_CRAFT: { kind: 'Malus', title: 'Forge', description: '+30 % sur les prix de la forge' },
  BUFF_DROPRATE: {
    kind: 'Bonus',
    title: "Taux d'apparition",
    description: 'Les cartes à effets apparaissent moins souvent : 0,5 % des invocations au lieu de 1 %',
  },
  DEBUFF_DROPRATE: {
    kind: 'Malus',
    title: "Taux d'apparition",
    description: 'Les cartes à effets apparaissent plus souvent : 1,5 % des invocations au lieu de 1 %',
  },
};
