import type { RuntimeConfig } from '@zu/shared-platform';

export interface HeroTexts {
  eyebrow: string;
  title: string;
  lead: string;
}

/** What the home's hero says on each site: the hardcore one sells its one rule, the normal one the game itself. */
export const heroTexts: Record<RuntimeConfig['ruleSet'], HeroTexts> = {
  HARDCORE: {
    eyebrow: 'Règles hardcore',
    title: 'Collectionne, fusionne, grimpe le Vortex. Un seul oubli et tout recommence.',
    lead:
      'Le jeu de cartes à collectionner gratuit de la communauté, dans sa version la plus exigeante : ouvre tes ' +
      'boosters chaque jour, complète tes packs et affronte les autres joueurs sans jamais manquer ton tirage quotidien.',
  },
  NORMAL: {
    eyebrow: 'Jeu de cartes à collectionner',
    title: 'Collectionne, fusionne, grimpe le Vortex. À ton rythme.',
    lead:
      'Le jeu de cartes à collectionner gratuit de la communauté : ouvre tes boosters chaque jour, complète tes ' +
      'packs, fusionne tes cartes et affronte les autres joueurs au classement.',
  },
};
