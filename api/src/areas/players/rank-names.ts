/** Player ranks, lowest first. */
export const rankNames = [
  'Novice',
  'Apprenti',
  'Initié',
  'Aventurier',
  'Expert',
  'Maître',
  'Grand Maître',
  'Légende',
] as const;
