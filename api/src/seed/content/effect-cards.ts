// Hardcore effect cards: two hand-written cards per effect, descriptions state the rule.
import type { CardEffect } from '@zu/shared-contract';
import type { CardGenre } from './card-words';

export interface EffectCard {
  effect: CardEffect;
  name: string;
  genre: CardGenre;
  description: string;
}

const rule: Record<CardEffect, string> = {
  DEBUFF_POINTS: 'Malus : retire 500 points au score tant que la carte reste dans l’inventaire.',
  BUFF_POINTS: 'Bonus : ajoute 500 points au score tant que la carte reste dans l’inventaire.',
  DEBUFF_BALANCE: 'Malus : chaque nuit à minuit, 500 pièces quittent la bourse du joueur.',
  BUFF_BALANCE: 'Bonus : chaque nuit à minuit, 500 pièces rejoignent la bourse du joueur.',
  DEBUFF_RECYCLE: 'Malus : les gains du recyclage baissent de 30 %.',
  BUFF_RECYCLE: 'Bonus : les gains du recyclage augmentent de 30 %.',
  DEBUFF_CRAFT: 'Malus : les prix de la forge augmentent de 30 %.',
  BUFF_CRAFT: 'Bonus : les prix de la forge baissent de 30 %.',
  DEBUFF_DROPRATE: 'Malus : la chance de tirer une carte à effet passe à 1,5 %.',
  BUFF_DROPRATE: 'Bonus : la chance de tirer une carte à effet passe à 0,5 %.',
};

const cards: [CardEffect, string, CardGenre, string][] = [
  ['DEBUFF_POINTS', 'Sablier fêlé', 'Objet', 'Le temps file, et les points avec lui.'],
  [
    'DEBUFF_POINTS',
    'Ombre du doute',
    'Phénomène',
    'Elle s’installe sans prévenir dans les collections trop sûres d’elles.',
  ],
  ['BUFF_POINTS', 'Couronne de lauriers', 'Objet', 'Réservée aux vainqueurs, ou à ceux qui en ont l’air.'],
  ['BUFF_POINTS', 'Étoile du mérite', 'Phénomène', 'Elle brille pour les joueurs qui n’oublient jamais leur journa.'],
  ['DEBUFF_BALANCE', 'Bourse percée', 'Objet', 'Un petit trou, de grandes conséquences.'],
  [
    'DEBUFF_BALANCE',
    'Pickpocket de minuit',
    'Personnage',
    'Personne ne l’a jamais vu entrer, tout le monde l’a vu repartir.',
  ],
  ['BUFF_BALANCE', 'Tirelire enchantée', 'Objet', 'Elle se remplit pendant que son propriétaire dort.'],
  ['BUFF_BALANCE', 'Corne d’abondance', 'Objet', 'Il en tombe toujours quelque chose, surtout la nuit.'],
  ['DEBUFF_RECYCLE', 'Broyeur grippé', 'Objet', 'Il grince, il fume, et il rend moins qu’il ne prend.'],
  ['DEBUFF_RECYCLE', 'Rouille dévorante', 'Phénomène', 'Rien ne lui résiste, pas même la poudre créatrice.'],
  ['BUFF_RECYCLE', 'Alambic du recycleur', 'Objet', 'Trois gouttes de patience pour une pleine fiole de poudre.'],
  ['BUFF_RECYCLE', 'Creuset bienveillant', 'Objet', 'Ce qui y entre en ressort plus précieux.'],
  ['DEBUFF_CRAFT', 'Enclume fendue', 'Objet', 'Chaque coup de marteau coûte le double d’efforts.'],
  ['DEBUFF_CRAFT', 'Marteau maladroit', 'Objet', 'Il vise toujours le pouce plutôt que le clou.'],
  ['BUFF_CRAFT', 'Gants de l’artisan', 'Objet', 'Ils connaissent chaque geste de la forge par cœur.'],
  ['BUFF_CRAFT', 'Soufflet magique', 'Objet', 'Un seul souffle, et la forge est prête.'],
  ['DEBUFF_DROPRATE', 'Chat noir', 'Créature', 'Il traverse la route au plus mauvais moment.'],
  ['DEBUFF_DROPRATE', 'Miroir brisé', 'Objet', 'Sept ans de malchance, au bas mot.'],
  ['BUFF_DROPRATE', 'Fer à cheval', 'Objet', 'Accroché au-dessus de la porte, pointes vers le ciel.'],
  ['BUFF_DROPRATE', 'Trèfle à quatre feuilles', 'Objet', 'Trouvé par hasard, comme toujours.'],
];

export const effectCards: EffectCard[] = cards.map(([effect, name, genre, flavour]) => ({
  effect,
  name,
  genre,
  description: `${flavour} ${rule[effect]}`,
}));
