// Which game-icons a banner or a news picture draws as its little scene: three icons that together tell its title,
// the biggest in the middle and one on each side. Profile banners are listed by name, a corporation's banner takes
// one emblem by hash of its id, and a news post picks a topic from the words of its title.

/** Each profile banner's scene, keyed by the banner's `name`: [centrepiece, left companion, right companion]. */
export const BANNER_ICONS: Readonly<Record<string, readonly [string, string, string]>> = {
  'aube-doree': ['sunrise', 'rooster', 'fluffy-cloud'],
  'nuit-etoilee': ['night-sky', 'owl', 'falling-star'],
  'foret-des-murmures': ['forest', 'fairy', 'mushrooms'],
  abysses: ['angler-fish', 'bubbles', 'algae'],
  'cite-mecanique': ['clock-tower', 'gears', 'vintage-robot'],
  'royaume-de-givre': ['saint-basil-cathedral', 'queen-crown', 'snowflake-2'],
  'sables-eternels': ['great-pyramid', 'hourglass', 'camel'],
  carnaval: ['carnival-mask', 'jester-hat', 'moon-bats'],
  'archipel-celeste': ['island', 'air-balloon', 'fluffy-cloud'],
  'forges-ardentes': ['anvil-impact', 'furnace', 'flame'],
  'jardins-lunaires': ['lotus-flower', 'moon', 'butterfly'],
  'train-de-nuit': ['steam-locomotive', 'moon', 'railway'],
  'vallee-des-dragons': ['wyvern', 'peaks', 'dinosaur-egg'],
  'bibliotheque-interdite': ['secret-book', 'bookshelf', 'padlock'],
  'premier-pas': ['footprint', 'sprout', 'direction-sign'],
  collectionneur: ['poker-hand', 'magnifying-glass', 'open-treasure-chest'],
  alchimiste: ['bubbling-flask', 'pestle-mortar', 'test-tubes'],
  'maitre-forgeron': ['blacksmith', 'flat-hammer', 'broadsword'],
  'sommet-du-vortex': ['vortex', 'summits', 'stairs-goal'],
  insomniaque: ['alarm-clock', 'coffee-cup', 'night-vision'],
  'survivant-hardcore': ['skull-shield', 'heart-beats', 'crossed-swords'],
  phenix: ['condor-emblem', 'celebration-fire', 'cosmic-egg'],
  constellation: ['star-formation', 'sewing-string', 'galaxy'],
  corporatiste: ['shaking-hands', 'team-upgrade', 'knight-banner'],
  gratteur: ['ticket', 'horseshoe', 'two-coins'],
  marchand: ['shop', 'scales', 'shiny-purse'],
  'calendrier-festif': ['present', 'pine-tree', 'ringing-bell'],
  'aurore-boreale': ['static-waves', 'igloo', 'polar-star'],
  chromatique: ['rainbow-star', 'prism', 'cut-diamond'],
  'legende-vivante': ['laurel-crown', 'trophy', 'star-medal'],
};

/** Heraldic emblems, all distinct: a player corporation's banner draws the one its id hashes to. */
export const CORPORATION_EMBLEMS: readonly string[] = [
  'griffin-shield',
  'griffin-symbol',
  'lion',
  'eagle-emblem',
  'hawk-emblem',
  'winged-emblem',
  'swords-emblem',
  'crossed-swords',
  'crossed-axes',
  'crossed-sabres',
  'fleur-de-lys',
  'heraldic-sun',
  'knight-banner',
  'vertical-banner',
  'tower-flag',
  'white-tower',
  'crowned-heart',
  'crowned-skull',
  'imperial-crown',
  'templar-shield',
  'cross-shield',
  'checked-shield',
  'dragon-shield',
  'trident-shield',
  'winged-shield',
  'rosa-shield',
  'ribbon-shield',
  'viking-shield',
  'spartan-helmet',
  'black-knight-helm',
  'chess-knight',
  'trefoil-lily',
  'wolf-head',
  'boar-ensign',
  'steelwing-emblem',
  'trumpet-flag',
  'stag-head',
  'unicorn',
  'bear-head',
  'wax-seal',
];

/**
 * News topics, tried in order: the first whose word or phrase appears as whole words in the title (lower case, no
 * accents, split on anything but letters and digits) gives the post its three icons [centrepiece, left, right].
 * Specific topics come before the broad ones ('evenement', 'mise a jour'), so « Notes de mise à jour 2.1.0 :
 * ouverture du marché » is about the market.
 */
export const POST_TOPICS: readonly { words: readonly string[]; icons: readonly [string, string, string] }[] = [
  {
    words: ['chromatique', 'chromatiques', 'holographique', 'holographiques', 'arc en ciel'],
    icons: ['rainbow-star', 'prism', 'poker-hand'],
  },
  {
    words: ['effet', 'effets', 'pouvoir', 'pouvoirs', 'sortilege', 'sortileges'],
    icons: ['card-play', 'fairy-wand', 'magic-swirl'],
  },
  {
    words: ['marche', 'marches', 'vente', 'ventes', 'enchere', 'encheres', 'echange', 'echanges', 'commerce'],
    icons: ['shop', 'two-coins', 'card-exchange'],
  },
  { words: ['carnaval', 'parade', 'defile', 'mardi gras'], icons: ['carnival-mask', 'jester-hat', 'party-flags'] },
  { words: ['dragon', 'dragons', 'printemps'], icons: ['wyvern', 'flowers', 'dinosaur-egg'] },
  { words: ['vortex', 'arene', 'ascension', 'etage', 'etages'], icons: ['vortex', 'stone-tower', 'stairs-goal'] },
  {
    words: ['ticket', 'tickets', 'grattage', 'gratter', 'grattez', 'loterie', 'jackpot', 'tirage'],
    icons: ['ticket', 'horseshoe', 'coins-pile'],
  },
  {
    words: ['calendrier', 'avent', 'noel', 'fetes', 'nouvel an', 'reveillon'],
    icons: ['calendar', 'present', 'ringing-bell'],
  },
  { words: ['fusion', 'fusions', 'fusionner', 'fusionne'], icons: ['cauldron', 'poker-hand', 'sparkles'] },
  {
    words: ['forge', 'forges', 'forger', 'forgeron', 'poudre', 'poudres', 'artisanat', 'fabrication'],
    icons: ['anvil-impact', 'flat-hammer', 'powder'],
  },
  {
    words: ['corporation', 'corporations', 'corpo', 'corpos', 'guilde', 'guildes', 'equipe', 'equipes', 'alliance'],
    icons: ['knight-banner', 'shaking-hands', 'team-upgrade'],
  },
  {
    words: [
      'securite',
      'compte',
      'comptes',
      'proteger',
      'protection',
      'mot de passe',
      'piratage',
      'arnaque',
      'arnaques',
      'phishing',
      'hameconnage',
    ],
    icons: ['padlock', 'shield', 'key'],
  },
  {
    words: ['joueur du mois', 'joueuse du mois', 'joueur', 'joueuse', 'joueurs', 'portrait', 'interview', 'hommage'],
    icons: ['podium-winner', 'laurel-crown', 'star-medal'],
  },
  { words: ['saison hardcore', 'saisons hardcore'], icons: ['laurels-trophy', 'crowned-skull', 'hourglass'] },
  {
    words: ['hardcore', 'survie', 'survivant', 'survivants'],
    icons: ['skull-crossed-bones', 'heart-beats', 'crossed-swords'],
  },
  {
    words: [
      'classement',
      'classements',
      'tournoi',
      'tournois',
      'podium',
      'competition',
      'saison',
      'saisons',
      'recompense',
      'recompenses',
      'trophee',
      'trophees',
    ],
    icons: ['podium', 'trophy', 'star-medal'],
  },
  {
    words: [
      'conseil',
      'conseils',
      'astuce',
      'astuces',
      'guide',
      'debuter',
      'debutant',
      'debutants',
      'tutoriel',
      'aide',
    ],
    icons: ['light-bulb', 'open-book', 'sprout'],
  },
  {
    words: ['collection', 'collections', 'collectionneur', 'collectionneurs', 'album', 'albums'],
    icons: ['poker-hand', 'open-treasure-chest', 'magnifying-glass'],
  },
  {
    words: ['banniere', 'bannieres', 'profil', 'profils', 'cosmetique', 'cosmetiques'],
    icons: ['vertical-banner', 'sparkles', 'star-medal'],
  },
  {
    words: ['evenement', 'evenements', 'festival', 'celebration', 'anniversaire', 'fete'],
    icons: ['party-popper', 'firework-rocket', 'party-flags'],
  },
  {
    words: [
      'maintenance',
      'panne',
      'pannes',
      'incident',
      'incidents',
      'serveur',
      'serveurs',
      'bug',
      'bugs',
      'correctif',
      'correctifs',
    ],
    icons: ['auto-repair', 'spanner', 'gears'],
  },
  {
    words: ['mise a jour', 'mises a jour', 'patch', 'nouveautes', 'version', 'changelog'],
    icons: ['scroll-unfurled', 'cog', 'sparkles'],
  },
  {
    words: ['annonce', 'annonces', 'lancement', 'bienvenue', 'ouverture', 'nouveau', 'nouvelle'],
    icons: ['megaphone', 'poker-hand', 'polar-star'],
  },
];

/** The scene of a post whose title matches no topic. */
export const DEFAULT_POST_ICONS: readonly [string, string, string] = ['scroll-quill', 'poker-hand', 'polar-star'];
