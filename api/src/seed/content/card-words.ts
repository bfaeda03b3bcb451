// The card vocabulary of the 'Classique' packs: a general fantasy world, original words only.
import { adjectives, nouns } from './vocabulary';

export const cardGenres = ['Créature', 'Personnage', 'Lieu', 'Objet', 'Phénomène'] as const;
export type CardGenre = (typeof cardGenres)[number];

export const classicCreatures = nouns([
  'm:Loup', 'f:Chouette', 'm:Renard', 'f:Salamandre', 'm:Griffon', 'f:Vouivre', 'm:Cerf', 'f:Hydre',
  'm:Corbeau', 'f:Licorne', 'm:Basilic', 'f:Mante', 'm:Sanglier', 'f:Tarasque', 'm:Lynx', 'f:Gargouille',
  'm:Golem', 'f:Chimère', 'm:Hibou', 'f:Sirène', 'm:Farfadet', 'f:Araignée', 'm:Blaireau', 'f:Luciole',
  'm:Kraken', 'f:Harpie', 'm:Scarabée', 'f:Belette', 'm:Ours', 'f:Phalène',
]);

export const classicCharacters = nouns([
  'm:Chevalier', 'f:Chevalière', 'm:Alchimiste', 'f:Sorcière', 'm:Forgeron', 'f:Archère', 'm:Barde',
  'f:Cartographe', 'm:Druide', 'f:Voyageuse', 'm:Marchand', 'f:Gardienne', 'm:Moine', 'f:Capitaine',
  'm:Ménestrel', 'f:Herboriste', 'm:Veilleur', 'f:Duchesse', 'm:Apprenti', 'f:Pirate', 'm:Astronome',
  'f:Tisseuse', 'm:Fauconnier', 'f:Messagère', 'm:Bûcheron', 'f:Éclaireuse',
]);

export const classicPlaces = nouns([
  'f:Tour', 'm:Moulin', 'f:Clairière', 'm:Phare', 'f:Taverne', 'm:Pont', 'f:Citadelle', 'm:Marais',
  'f:Crypte', 'm:Belvédère', 'f:Grotte', 'm:Col', 'f:Abbaye', 'm:Port', 'f:Forteresse', 'm:Verger',
  'f:Halle', 'm:Cloître',
]);

export const classicObjects = nouns([
  'f:Lanterne', 'm:Grimoire', 'f:Épée', 'm:Bouclier', 'f:Boussole', 'm:Sablier', 'f:Clé', 'm:Calice',
  'f:Plume', 'm:Talisman', 'f:Couronne', 'm:Miroir', 'f:Amulette', 'm:Parchemin', 'f:Flûte', 'm:Heaume',
  'f:Fiole', 'm:Sceptre', 'f:Dague', 'm:Carillon', 'f:Bougie', 'm:Compas',
]);

export const classicPhenomena = nouns([
  'f:Tempête', 'm:Brouillard', 'f:Aurore', 'm:Orage', 'f:Éclipse', 'm:Mirage', 'f:Marée', 'm:Solstice',
  'f:Comète', 'm:Blizzard', 'f:Averse', 'm:Crépuscule',
]);

export const classicAdjectives = adjectives([
  'argenté|argentée', 'ancien|ancienne', 'sombre', 'doré|dorée', 'sauvage', 'mystérieux|mystérieuse',
  'furtif|furtive', 'oublié|oubliée', 'ardent|ardente', 'paisible', 'fier|fière', 'rusé|rusée',
  'éternel|éternelle', 'fougueux|fougueuse', 'silencieux|silencieuse', 'enchanté|enchantée', 'errant|errante',
  'intrépide', 'lumineux|lumineuse', 'maudit|maudite', 'gris|grise', 'solitaire', 'vaillant|vaillante',
  'royal|royale',
]);

export const classicComplements = [
  'des Brumes', 'du Nord', "de l'Aube", 'des Cendres', 'de la Forêt', 'du Vieux Port', 'des Songes',
  'de Minuit', 'des Collines', "d'Obsidienne", 'des Marées', 'du Crépuscule', 'de Cristal', 'des Étoiles',
  'du Bois Dormant', 'de la Lande', "d'Argent", 'des Anciens', 'du Solstice', 'de Fer', 'des Sept Vents',
  'de la Rivière', 'du Sommet', "de l'Hiver", 'des Lucioles', 'de Brocéliande',
];

export const characterFirstNames = nouns([
  'm:Aldric', 'f:Maëlle', 'm:Théobald', 'f:Ysaline', 'm:Gauvain', 'f:Églantine', 'm:Anselme', 'f:Perrine',
  'm:Barnabé', 'f:Ondine', 'm:Corentin', 'f:Aubépine', 'm:Eudes', 'f:Bertille', 'm:Florimond', 'f:Guenièvre',
  'm:Lothaire', 'f:Mélusine', 'm:Séraphin', 'f:Rosalinde', 'm:Tancrède', 'f:Clothilde', 'm:Ambroise',
  'f:Isaure',
]);

export const characterEpithets = adjectives([
  'le Téméraire|la Téméraire', 'le Sage|la Sage', "l'Intrépide", 'le Rêveur|la Rêveuse',
  'le Vagabond|la Vagabonde', "l'Enchanteur|l'Enchanteresse", 'le Borgne|la Borgne', 'le Juste|la Juste',
  'le Hardi|la Hardie', 'le Conteur|la Conteuse', 'au Long Manteau', 'aux Mille Ruses',
  'le Silencieux|la Silencieuse', 'le Magnifique|la Magnifique', 'aux Yeux Gris', 'le Bienheureux|la Bienheureuse',
]);

/** One flavour sentence per card, chosen by genre; no pronoun agrees with the card's name. */
export const descriptionsByGenre: Record<CardGenre, readonly string[]> = {
  Créature: [
    'Les anciens en parlent encore à voix basse au coin du feu.',
    'Il vaut mieux croiser sa route de jour que de nuit.',
    'Sa piste se perd toujours au bord des ruisseaux.',
    'Les bergers laissent une écuelle de lait pour éviter sa colère.',
    'Rares sont les collectionneurs qui ont pu l’observer de près.',
    'Son cri résonne trois fois avant chaque orage.',
    'Une bête farouche, mais fidèle à qui sait l’apprivoiser.',
    'On dit que sa morsure rend les rêves plus colorés.',
  ],
  Personnage: [
    'Part avant l’aube et rentre bien après la tombée de la nuit, dit la légende de la guilde.',
    'Sa devise tient en trois mots : ne jamais reculer.',
    'A parcouru chaque route du royaume, sauf celle du retour.',
    'Ses conseils valent de l’or, ses chansons un peu moins.',
    'Personne ne connaît son vrai nom, pas même sa famille.',
    'Garde dans sa poche une pierre de chaque village traversé.',
    'Le genre de compagnie que l’on souhaite pendant une longue nuit de garde.',
    'Refuse toute récompense, sauf une bonne soupe.',
  ],
  Lieu: [
    'Les voyageurs y font halte avant de traverser les montagnes.',
    'Chaque pierre y raconte une histoire différente.',
    'Les cartes anciennes ne s’accordent jamais sur son emplacement.',
    'On y entend parfois une musique sans musicien.',
    'Un refuge pour qui s’est perdu, un piège pour qui s’y croit seul.',
    'Les lanternes y restent allumées toute l’année.',
    'Il faut trois jours de marche pour l’atteindre, et une bonne raison pour y rester.',
  ],
  Objet: [
    'Trois propriétaires connus : un roi, son fou, puis un enfant du village.',
    'Sa valeur dépend surtout de la main qui le tient.',
    'Murmure parfois le nom de son ancien propriétaire.',
    'Pèse bien plus que son apparence ne le laisse croire, et sert plus souvent encore.',
    'Les marchands se disputent sa possession depuis des générations.',
    'Brille faiblement quand un danger approche.',
    'Son artisan reste inconnu, mais sa silhouette est célèbre dans tout le royaume.',
  ],
  Phénomène: [
    'Se produit une fois par génération, toujours un mardi.',
    'Les marins l’annoncent trois jours à l’avance en regardant le ciel.',
    'À son arrivée, les cloches sonnent d’elles-mêmes.',
    'Les témoins en parlent encore avec des étoiles dans les yeux.',
    'Transforme le plus calme des paysages en tableau inoubliable.',
  ],
};

export const cardReferences = [
  'Illustration issue du concours de dessin communautaire.',
  'Clin d’œil à une anecdote racontée en direct pendant la première saison.',
  'Proposée par la communauté lors du grand vote des cartes.',
  'Hommage aux joueurs qui ont terminé le Vortex dès son ouverture.',
  'Inspirée d’une énigme du calendrier festif.',
  'Carte imaginée pendant un marathon caritatif de la communauté.',
  'Souvenir de la toute première partie de la bêta.',
  'Référence à une blague récurrente du salon général.',
];
