// Themed packs: each belongs to one year and brings its own vocabulary, so its cards read like a set.
import { adjectives, nouns, type Adjective, type Noun } from './vocabulary';

export interface PackTheme {
  name: string;
  year: number;
  creatures: Noun[];
  characters: Noun[];
  places: Noun[];
  objects: Noun[];
  adjectives: Adjective[];
  complements: string[];
  /** Sentences that open a card's description; none agrees with the card's name. */
  flavour: string[];
}

export const packThemes: PackTheme[] = [
  {
    name: 'Forêt des Murmures',
    year: 2021,
    creatures: nouns([
      'm:Sylvain', 'f:Dryade', 'm:Cerf blanc', 'f:Mousseronne', 'm:Lutin', 'f:Biche', 'm:Hérisson', 'f:Fée',
    ]),
    characters: nouns([
      'm:Garde-chasse', 'f:Cueilleuse', 'm:Ermite', 'f:Chasseresse', 'm:Charbonnier', 'f:Guérisseuse',
    ]),
    places: nouns(['f:Sapinière', 'm:Chêne creux', 'f:Source', 'm:Sentier', 'f:Hutte', 'm:Sous-bois']),
    objects: nouns(['f:Serpe', 'm:Panier', 'f:Cornemuse', 'm:Arc', 'f:Couronne de lierre', 'm:Gland d’or']),
    adjectives: adjectives([
      'moussu|moussue', 'feuillu|feuillue', 'murmurant|murmurante', 'vert|verte', 'ombragé|ombragée', 'timide',
    ]),
    complements: [
      'des Murmures', 'des Fougères', 'du Vieux Chêne', 'de la Rosée', 'des Sous-bois', 'de Sève', 'des Clairières',
    ],
    flavour: [
      'Les arbres de la forêt se taisent sur son passage.',
      'Tout a commencé avec le premier bourgeon du printemps, selon les sylvains.',
      'Sent la mousse, la pluie et le feu de bois.',
    ],
  },
  {
    name: 'Abysses Oubliés',
    year: 2021,
    creatures: nouns([
      'm:Léviathan', 'f:Méduse', 'm:Poisson-lanterne', 'f:Murène', 'm:Nautile', 'f:Anguille', 'm:Calmar', 'f:Raie',
    ]),
    characters: nouns([
      'm:Scaphandrier', 'f:Naufragée', 'm:Pêcheur de perles', 'f:Plongeuse', 'm:Corsaire', 'f:Amirale',
    ]),
    places: nouns(['f:Fosse', 'm:Récif', 'f:Épave', 'm:Gouffre', 'f:Cité engloutie', 'm:Champ d’algues']),
    objects: nouns([
      'f:Perle noire', 'm:Trident', 'f:Cloche de plongée', 'm:Coquillage', 'f:Ancre', 'm:Compas marin',
    ]),
    adjectives: adjectives([
      'abyssal|abyssale', 'englouti|engloutie', 'phosphorescent|phosphorescente', 'salé|salée', 'profond|profonde',
      'noyé|noyée',
    ]),
    complements: [
      'des Abysses', 'des Profondeurs', 'du Grand Large', 'des Noyés', 'de Corail', 'des Courants', 'de la Fosse',
    ],
    flavour: [
      'Les filets des pêcheurs n’en ramènent qu’une fois par siècle.', 'La lumière du jour n’y est jamais parvenue.',
      'Les marins retirent leur bonnet à sa simple évocation.',
    ],
  },
  {
    name: 'Cité Mécanique',
    year: 2022,
    creatures: nouns([
      'm:Automate', 'f:Libellule de cuivre', 'm:Chien-ressort', 'f:Araignée à vapeur', 'm:Hibou horloger',
      'f:Tortue blindée',
    ]),
    characters: nouns([
      'm:Ingénieur', 'f:Inventrice', 'm:Mécanicien', 'f:Aéronaute', 'm:Horloger', 'f:Chauffeuse',
      'm:Allumeur de réverbères',
    ]),
    places: nouns([
      'f:Usine', 'm:Beffroi', 'f:Gare de triage', 'm:Atelier', 'f:Fonderie', 'm:Quartier des engrenages',
    ]),
    objects: nouns([
      'm:Engrenage', 'f:Clé à molette', 'm:Chronomètre', 'f:Chaudière', 'm:Monocle', 'f:Lunette', 'm:Piston',
    ]),
    adjectives: adjectives([
      'rouillé|rouillée', 'cuivré|cuivrée', 'mécanique', 'huilé|huilée', 'bruyant|bruyante', 'ingénieux|ingénieuse',
    ]),
    complements: ['à vapeur', 'de Laiton', 'des Rouages', 'du Beffroi', 'des Ateliers', 'de Précision', 'à Ressort'],
    flavour: [
      'Un tour de clé, et tout se met en marche.', 'Fait tic-tac même quand tout est arrêté.',
      'Une création de l’atelier le plus bruyant de la cité.',
    ],
  },
  {
    name: 'Royaume de Givre',
    year: 2022,
    creatures: nouns([
      'm:Yéti', 'f:Hermine', 'm:Mammouth', 'f:Chouette des neiges', 'm:Loup blanc', 'f:Orque', 'm:Phoque',
    ]),
    characters: nouns([
      'm:Trappeur', 'f:Reine des glaces', 'm:Sculpteur de glace', 'f:Patineuse', 'm:Jarl', 'f:Conteuse du Nord',
    ]),
    places: nouns(['f:Banquise', 'm:Glacier', 'f:Caverne gelée', 'm:Fjord', 'f:Citadelle de glace', 'm:Lac gelé']),
    objects: nouns([
      'f:Luge', 'm:Cristal de givre', 'f:Cape de fourrure', 'm:Cor', 'f:Hache de glace', 'm:Flocon éternel',
    ]),
    adjectives: adjectives([
      'gelé|gelée', 'glacial|glaciale', 'immaculé|immaculée', 'boréal|boréale', 'givré|givrée', 'polaire',
    ]),
    complements: ['du Givre', 'des Neiges', 'du Grand Nord', 'de Glace', 'des Aurores', 'du Blizzard', 'des Fjords'],
    flavour: [
      'Même en été, un frisson accompagne cette carte.', 'Les flocons tombent plus lentement autour.',
      'Une histoire racontée chaque hiver aux enfants du village.',
    ],
  },
  {
    name: 'Sables Éternels',
    year: 2023,
    creatures: nouns([
      'm:Scorpion', 'f:Caravane de chameaux', 'm:Sphinx', 'f:Vipère des sables', 'm:Fennec', 'f:Gazelle', 'm:Djinn',
    ]),
    characters: nouns([
      'm:Nomade', 'f:Astrologue', 'm:Chamelier', 'f:Reine des sables', 'm:Pilleur de tombes', 'f:Tisserande',
    ]),
    places: nouns(['f:Oasis', 'm:Tombeau', 'f:Dune', 'm:Bazar', 'f:Pyramide oubliée', 'm:Puits']),
    objects: nouns(['f:Lampe', 'm:Tapis volant', 'f:Urne', 'm:Cimeterre', 'f:Carte au trésor', 'm:Scarabée d’or']),
    adjectives: adjectives([
      'brûlant|brûlante', 'ensablé|ensablée', 'millénaire', 'ocre', 'assoiffé|assoiffée', 'doré|dorée',
    ]),
    complements: ['des Sables', 'du Désert', 'des Dunes', "de l'Oasis", 'du Mirage', 'des Caravanes', 'du Soleil'],
    flavour: [
      'Le vent du désert a soufflé cent fois sur sa silhouette.',
      'Les caravanes changent d’itinéraire pour l’éviter.', 'Vaut son pesant de sable, et même davantage.',
    ],
  },
  {
    name: 'Carnaval des Ombres',
    year: 2023,
    creatures: nouns([
      'm:Corbeau masqué', 'f:Marionnette', 'm:Chat noir', 'f:Chauve-souris', 'm:Pantin', 'f:Ombre dansante',
    ]),
    characters: nouns([
      'm:Arlequin', 'f:Funambule', 'm:Cracheur de feu', 'f:Diseuse de bonne aventure', 'm:Illusionniste', 'f:Écuyère',
      'm:Montreur d’ours',
    ]),
    places: nouns([
      'm:Chapiteau', 'f:Grande roue', 'm:Palais des glaces', 'f:Roulotte', 'm:Manège', 'f:Baraque foraine',
    ]),
    objects: nouns([
      'm:Masque', 'f:Boule de cristal', 'm:Ticket doré', 'f:Boîte à musique', 'm:Chapeau haut-de-forme', 'f:Torche',
    ]),
    adjectives: adjectives([
      'masqué|masquée', 'étrange', 'grimaçant|grimaçante', 'ténébreux|ténébreuse', 'farceur|farceuse',
      'virevoltant|virevoltante',
    ]),
    complements: [
      'des Ombres', 'du Carnaval', 'de Minuit', 'des Illusions', 'du Chapiteau', 'des Masques',
      'de la Dernière Parade',
    ],
    flavour: [
      'Le spectacle ne commence qu’une fois la lune levée.', 'Ceux qui rient trop fort ne rentrent jamais tôt.',
      'Un tour de passe-passe, et hop : une carte de plus dans la collection.',
    ],
  },
  {
    name: 'Archipel Céleste',
    year: 2024,
    creatures: nouns([
      'm:Pégase', 'f:Baleine des nuages', 'm:Colibri', 'f:Raie volante', 'm:Aigle royal', 'f:Hirondelle',
    ]),
    characters: nouns([
      'm:Aérostier', 'f:Pilote', 'm:Gardien des vents', 'f:Cartographe des nuages', 'm:Pirate du ciel', 'f:Vigie',
    ]),
    places: nouns([
      'f:Île flottante', 'm:Ponton', 'f:Tour des vents', 'm:Jardin suspendu', 'f:Cascade inversée', 'm:Port aérien',
    ]),
    objects: nouns(['m:Cerf-volant', 'f:Montgolfière', 'm:Ballon', 'f:Girouette', 'm:Anémomètre', 'f:Longue-vue']),
    adjectives: adjectives([
      'céleste', 'aérien|aérienne', 'flottant|flottante', 'nuageux|nuageuse', 'léger|légère', 'ailé|ailée',
    ]),
    complements: ['des Nuages', 'du Ciel', 'des Alizés', 'de la Haute Brise', 'des Îles', "de l'Azur", 'des Vents'],
    flavour: [
      'Ici, la pluie tombe parfois vers le haut.',
      'Un pilote distrait jure en avoir vu la silhouette entre deux nuages.',
      'Il faut avoir le pied léger pour suivre sa trace.',
    ],
  },
  {
    name: 'Forges Ardentes',
    year: 2024,
    creatures: nouns([
      'm:Salamandre de lave', 'f:Wyverne', 'm:Élémentaire de feu', 'f:Taupe géante', 'm:Phénix', 'f:Braise vivante',
    ]),
    characters: nouns([
      'm:Maître forgeron', 'f:Armurière', 'm:Mineur', 'f:Fondeuse', 'm:Souffleur de verre', 'f:Orfèvre',
    ]),
    places: nouns(['f:Forge', 'm:Volcan', 'f:Mine', 'm:Haut fourneau', 'f:Coulée de lave', 'm:Atelier du roi']),
    objects: nouns(['m:Marteau', 'f:Enclume', 'm:Soufflet', 'f:Hache', 'm:Lingot', 'f:Armure', 'm:Creuset']),
    adjectives: adjectives([
      'ardent|ardente', 'brûlant|brûlante', 'trempé|trempée', 'incandescent|incandescente', 'robuste',
      'fumant|fumante',
    ]),
    complements: [
      'de Braise', 'du Volcan', 'des Forges', 'de Lave', "de l'Enclume", 'des Profondeurs', 'du Feu Sacré',
    ],
    flavour: [
      'Encore tiède, des jours après sa sortie de la forge.', 'Chaque coup de marteau y a laissé une étincelle.',
      'Les nains en réclament la paternité, les elfes aussi.',
    ],
  },
  {
    name: 'Jardins Lunaires',
    year: 2025,
    creatures: nouns([
      'm:Papillon de nuit', 'f:Chouette lunaire', 'm:Lièvre d’argent', 'f:Luciole géante', 'm:Crapaud chanteur',
      'f:Chatte blanche',
    ]),
    characters: nouns([
      'm:Jardinier nocturne', 'f:Somnambule', 'm:Astronome', 'f:Fleuriste', 'm:Poète', 'f:Gardienne des rêves',
    ]),
    places: nouns([
      'f:Serre', 'm:Labyrinthe de haies', 'f:Fontaine', 'm:Kiosque', 'f:Roseraie', 'm:Bassin aux nénuphars',
    ]),
    objects: nouns([
      'm:Arrosoir', 'f:Graine d’étoile', 'm:Cadran lunaire', 'f:Rose bleue', 'm:Sécateur', 'f:Lanterne de papier',
    ]),
    adjectives: adjectives(['lunaire', 'nocturne', 'endormi|endormie', 'fleuri|fleurie', 'pâle', 'argenté|argentée']),
    complements: [
      'de la Lune', 'des Rêves', 'de Minuit', 'des Nénuphars', 'du Clair de Lune', 'des Roses', 'de la Nuit Calme',
    ],
    flavour: [
      'Ne fleurit qu’à la pleine lune.', 'Les rêveurs en gardent le souvenir entre deux songes.',
      'Sent la rose et la rosée du soir.',
    ],
  },
  {
    name: 'Chroniques du Rail',
    year: 2025,
    creatures: nouns([
      'm:Cheval de trait', 'f:Corneille voyageuse', 'm:Chat de gare', 'f:Locomotive vivante', 'm:Bouquetin',
      'f:Mouette',
    ]),
    characters: nouns([
      'm:Chef de gare', 'f:Contrôleuse', 'm:Mécanicien de ligne', 'f:Passagère mystérieuse', 'm:Poinçonneur',
      'f:Aiguilleuse',
    ]),
    places: nouns(['f:Gare', 'm:Viaduc', 'f:Voie oubliée', 'm:Tunnel', 'f:Salle d’attente', 'm:Wagon-restaurant']),
    objects: nouns([
      'm:Billet', 'f:Valise', 'm:Sifflet', 'f:Horloge de quai', 'm:Carnet de voyage', 'f:Lanterne de signal',
    ]),
    adjectives: adjectives(['ferroviaire', 'pressé|pressée', 'nocturne', 'express', 'fumant|fumante', 'en retard']),
    complements: [
      'du Rail', 'de la Dernière Gare', 'du Train de Nuit', 'des Voies', 'du Quai Neuf', 'des Correspondances',
    ],
    flavour: [
      'Toujours à l’heure, sauf les jours de grand vent.', 'Dernier arrêt avant les montagnes.',
      'On entend encore le sifflet résonner dans la vallée.',
    ],
  },
  {
    name: 'Vallée des Dragons',
    year: 2026,
    creatures: nouns([
      'm:Dragon d’émeraude', 'f:Dragonne', 'm:Dragonnet', 'f:Vouivre ailée', 'm:Drake', 'f:Couvée',
      'm:Dragon ancestral',
    ]),
    characters: nouns([
      'm:Dompteur de dragons', 'f:Chevaucheuse', 'm:Gardien du nid', 'f:Érudite draconique', 'm:Chasseur d’écailles',
      'f:Oracle',
    ]),
    places: nouns(['f:Vallée', 'm:Nid', 'f:Falaise', 'm:Sanctuaire', 'f:Caverne au trésor', 'm:Promontoire']),
    objects: nouns([
      'm:Œuf de dragon', 'f:Écaille', 'm:Bouclier draconique', 'f:Selle', 'm:Croc', 'f:Corne de guerre',
    ]),
    adjectives: adjectives([
      'écailleux|écailleuse', 'ailé|ailée', 'majestueux|majestueuse', 'ancestral|ancestrale',
      'flamboyant|flamboyante', 'indomptable',
    ]),
    complements: [
      'des Dragons', 'de la Vallée', "d'Émeraude", 'du Nid', 'des Cimes', 'du Souffle Ardent', 'des Écailles',
    ],
    flavour: [
      'Un battement d’ailes suffit à coucher les blés.', 'Les dragons de la vallée ne pardonnent pas les voleurs.',
      'Les dragons en gardent jalousement le secret au fond d’une caverne.',
    ],
  },
  {
    name: 'Bibliothèque Interdite',
    year: 2026,
    creatures: nouns([
      'm:Rat de bibliothèque', 'f:Chouette savante', 'm:Livre vivant', 'f:Encre animée', 'm:Mimique',
      'f:Gargouille lectrice',
    ]),
    characters: nouns([
      'm:Archiviste', 'f:Bibliothécaire', 'm:Copiste', 'f:Lectrice insomniaque', 'm:Érudit', 'f:Traductrice',
    ]),
    places: nouns([
      'f:Salle des archives', 'm:Cabinet secret', 'f:Galerie des cartes', 'm:Escalier en colimaçon', 'f:Réserve',
      'm:Scriptorium',
    ]),
    objects: nouns([
      'm:Grimoire scellé', 'f:Plume d’oie', 'm:Marque-page', 'f:Encre invisible', 'm:Codex', 'f:Loupe',
    ]),
    adjectives: adjectives([
      'interdit|interdite', 'poussiéreux|poussiéreuse', 'érudit|érudite', 'scellé|scellée', 'oublié|oubliée',
      'secret|secrète',
    ]),
    complements: ['des Archives', "de l'Index", 'des Secrets', 'du Dernier Chapitre', 'des Marges', 'de la Réserve'],
    flavour: [
      'Emprunt strictement interdit après minuit.', 'Son chapitre le plus important a été arraché.',
      'Chut ! Même les pages ont des oreilles ici.',
    ],
  },
];

/** The pack without a year: promotional and special cards. */
export const specialPackName = 'Hors-série';

export const specialFlavour = [
  'Une carte distribuée lors d’un événement communautaire.',
  'Une édition limitée que les collectionneurs s’arrachent.',
  'Un cadeau pour fêter un anniversaire du jeu.',
];
