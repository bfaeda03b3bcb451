// Corporation names are a head and a complement; descriptions are 1 to 3 of these sentences.

export const corporationHeads = [
  'La Guilde', 'Le Cercle', 'La Confrérie', "L'Ordre", 'La Compagnie', 'Les Veilleurs', 'La Ligue', 'Le Clan',
  'La Maison', 'Les Gardiens', 'La Fraternité', 'Le Conseil', 'Les Chevaliers', 'La Caravane', 'Les Explorateurs',
  "L'Alliance", 'Le Comptoir', 'La Taverne', "L'Atelier", 'Les Héritiers', 'La Brigade', 'Le Collectif',
  'Les Pèlerins', "L'Académie", 'La Tribu', 'Le Syndicat', 'Les Corsaires', "L'Escouade", 'La Société',
  'Les Artisans', 'La Horde', 'Le Refuge', 'Les Nomades', 'La Coopérative', 'Les Dompteurs',
];

export const corporationComplements = [
  'du Crépuscule', 'des Lanternes', 'de la Forge', "de l'Aube", 'des Marées', 'du Vortex', 'des Étoiles Filantes',
  'du Dernier Tirage', 'des Cartes Perdues', 'de la Lune Rousse', 'du Grand Nord', 'des Sept Collines',
  'de la Poudre Créatrice', 'des Chromatiques', 'du Phénix', 'des Brumes', 'de Minuit', 'du Trèfle',
  'des Collectionneurs', 'de la Table Ronde', 'des Dragons', 'du Vieux Moulin', 'des Corbeaux', 'de Cristal',
  "d'Argent", 'des Cendres', 'du Solstice', 'des Renards', 'de la Dernière Chance', 'des Insomniaques',
  'du Mont Chauve', 'des Sables', 'de la Rose des Vents', 'du Givre', 'des Fusions', 'de la Bonne Pioche',
  'des Joyeux Lurons', 'du Port Franc', 'de la Licorne', 'des Grands Chênes', 'du Rail', 'des Abysses',
  'de la Plume', 'du Chaudron', 'des Hiboux', 'de la Comète', 'du Sablier', 'des Fées', 'des Orages',
  'de la Tour', 'du Bois Dormant', 'des Archipels', 'de la Pleine Lune', 'des Mille Cartes', 'du Carnaval',
  'de Braise', "de l'Obsidienne", 'des Pionniers', 'du Levant', 'du Couchant', 'des Aventuriers', 'de Fer',
  'des Songes', 'de la Constellation', 'des Bonnes Affaires', 'du Lac Gelé', 'des Ombres', 'de la Vallée',
  'du Trésor', 'des Hautes Terres', 'de la Fontaine', 'du Grand Marché', 'des Tempêtes', 'de la Boussole',
  'du Zénith', 'des Feux Follets', 'de la Clairière', 'des Mirages', "de l'Horizon", 'des Sommets',
];

export const corporationSentences = [
  'Une équipe soudée de collectionneurs qui ne rate jamais une journa.',
  'On partage nos doublons, nos astuces et nos meilleures blagues.',
  'Recrutement ouvert à tous, débutants comme vétérans !',
  'Objectif : compléter chaque pack avant la fin de la saison.',
  'Ici, personne ne grimpe le Vortex seul.',
  'Dons quotidiens bienvenus pour débloquer le prochain bonus de la corporation.',
  'Fondée par une bande d’amis insomniaques, ouverte aux lève-tôt aussi.',
  'Nous visons le sommet du classement, dans la bonne humeur.',
  'Pas de pression : on joue pour le plaisir et la collection.',
  'Spécialistes des fusions et des cartes dorées depuis le premier jour.',
  'Rejoignez-nous pour les soirées grattage de tickets du vendredi.',
  'Entraide garantie pour survivre à la saison hardcore sans oublier un seul jour.',
  'Une corporation calme, pour les joueurs qui aiment prendre leur temps.',
  'Chaque membre compte : la trésorerie finance les bonus de butin pour tous.',
  'Nos anciens guident les nouveaux dans leurs premiers pas.',
  'Amateurs de constellations et d’éclats d’étoile, vous êtes chez vous.',
  'Membres actifs uniquement : une absence de plus d’un mois et c’est la porte.',
  'Des chromatiques plein les poches et des histoires plein la tête.',
];
