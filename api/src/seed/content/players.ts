// Invented French nicknames. Each part is [chat form: a-z0-9 only, display form: capitals and accents].

export const nicknameHeads: readonly (readonly [string, string])[] = [
  ['renard', 'Renard'],
  ['chouette', 'Chouette'],
  ['lune', 'Lune'],
  ['loup', 'Loup'],
  ['nuage', 'Nuage'],
  ['biscuit', 'Biscuit'],
  ['crepe', 'Crêpe'],
  ['pixel', 'Pixel'],
  ['sorciere', 'Sorcière'],
  ['dragon', 'Dragon'],
  ['ecureuil', 'Écureuil'],
  ['patate', 'Patate'],
  ['tartine', 'Tartine'],
  ['brioche', 'Brioche'],
  ['fromage', 'Fromage'],
  ['cactus', 'Cactus'],
  ['comete', 'Comète'],
  ['orage', 'Orage'],
  ['poulpe', 'Poulpe'],
  ['licorne', 'Licorne'],
  ['hibou', 'Hibou'],
  ['grenouille', 'Grenouille'],
  ['croissant', 'Croissant'],
  ['marmotte', 'Marmotte'],
  ['castor', 'Castor'],
  ['pingouin', 'Pingouin'],
  ['tortue', 'Tortue'],
  ['escargot', 'Escargot'],
  ['capitaine', 'Capitaine'],
  ['chevalier', 'Chevalier'],
  ['fee', 'Fée'],
  ['lutin', 'Lutin'],
  ['pirate', 'Pirate'],
  ['baron', 'Baron'],
  ['duchesse', 'Duchesse'],
  ['mage', 'Mage'],
  ['nomade', 'Nomade'],
  ['corsaire', 'Corsaire'],
  ['herisson', 'Hérisson'],
  ['etoile', 'Étoile'],
  ['flocon', 'Flocon'],
  ['brindille', 'Brindille'],
  ['chaton', 'Chaton'],
  ['griffon', 'Griffon'],
  ['golem', 'Golem'],
  ['panda', 'Panda'],
  ['raton', 'Raton'],
  ['moustache', 'Moustache'],
  ['praline', 'Praline'],
  ['macaron', 'Macaron'],
  ['cornichon', 'Cornichon'],
  ['navet', 'Navet'],
  ['gaufre', 'Gaufre'],
  ['myrtille', 'Myrtille'],
  ['sardine', 'Sardine'],
  ['volcan', 'Volcan'],
  ['zephyr', 'Zéphyr'],
  ['eclair', 'Éclair'],
  ['boussole', 'Boussole'],
  ['sablier', 'Sablier'],
  ['lanterne', 'Lanterne'],
  ['grimoire', 'Grimoire'],
  ['phare', 'Phare'],
  ['marmite', 'Marmite'],
];

export const nicknameTails: readonly (readonly [string, string])[] = [
  ['dore', 'Doré'],
  ['rouge', 'Rouge'],
  ['sauvage', 'Sauvage'],
  ['malin', 'Malin'],
  ['timide', 'Timide'],
  ['dunord', 'du Nord'],
  ['desbois', 'des Bois'],
  ['cosmique', 'Cosmique'],
  ['furtif', 'Furtif'],
  ['joyeux', 'Joyeux'],
  ['grognon', 'Grognon'],
  ['royal', 'Royal'],
  ['perdu', 'Perdu'],
  ['sucre', 'Sucré'],
  ['zen', 'Zen'],
  ['epique', 'Épique'],
  ['lunaire', 'Lunaire'],
  ['quidort', 'qui Dort'],
  ['enretard', 'en Retard'],
  ['mystere', 'Mystère'],
  ['volant', 'Volant'],
  ['agile', 'Agile'],
  ['fougueux', 'Fougueux'],
  ['bleu', 'Bleu'],
  ['vert', 'Vert'],
  ['argent', 'd’Argent'],
  ['nocturne', 'Nocturne'],
  ['celeste', 'Céleste'],
  ['farceur', 'Farceur'],
  ['rapide', 'Rapide'],
  ['sage', 'Sage'],
  ['geant', 'Géant'],
  ['minus', 'Minus'],
  ['chanceux', 'Chanceux'],
  ['errant', 'Errant'],
  ['givre', 'de Givre'],
  ['debraise', 'de Braise'],
  ['desmers', 'des Mers'],
  ['dusud', 'du Sud'],
  ['enchante', 'Enchanté'],
];

/** Display-name decorations some players like. */
export const globalNameStyles: readonly ((head: string, tail: string) => string)[] = [
  (head, tail) => `${head} ${tail}`,
  (head, tail) => `${head} ${tail}`,
  (head, tail) => `${head} ${tail}`,
  (head) => head,
  (head) => `${head} ✨`,
  (head, tail) => `~ ${head} ${tail} ~`,
  (head) => `Le ${head}`,
  (head, tail) =>
    `${head}${tail
      .split(' ')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join('')}`,
];

export interface WellKnownAccount {
  discordUserName: string;
  discordGlobalName: string;
  discordId: string;
  hasHardcore: boolean;
  isStaff: boolean;
  /** Plays every day but never subscribes: the first month, free, is still there to take. */
  neverSubscribes?: boolean;
  /** Takes the free first month on its first day and never pays for another. */
  onlyFreeMonth?: boolean;
  /**
   * Keeps the lore dust a paid month costs: never climbs the Vortex, whose attempts cost lore dust (how much a
   * climber spends there depends on every other rule of the world; the tests need the amount held).
   */
  savesLoreDust?: boolean;
  /**
   * HARDCORE: keeps the price of a corporation aside (invokes and shops only with what is above it), so that a tester
   * who is in no corporation can found one on any day of a season but its first ten.
   */
  savesZUMonnaie?: boolean;
  /**
   * As a PDG, buys a bonus level only when the treasury still pays the cheapest next one afterwards: once it could
   * pay one, its treasury always can, for a tester to buy.
   */
  savesTreasury?: boolean;
  /** Waits for the last days played to take its free month, so that it runs on the seed's last day. */
  subscribesLate?: boolean;
  /**
   * Owns every banner, or only the starting one every account has (and opens no advent-calendar box, which could
   * give another).
   */
  banners?: 'all' | 'starting';
}

/** Fixed accounts that tests and the development sign-in rely on; their ids never change. */
export const wellKnownAccounts = {
  testPlayer: {
    discordUserName: 'joueur.test',
    discordGlobalName: 'Joueur Test',
    discordId: '712345678901234567',
    hasHardcore: true,
    isStaff: false,
  },
  normalOnly: {
    discordUserName: 'sans.hardcore',
    discordGlobalName: 'Sans Hardcore',
    discordId: '823456789012345678',
    hasHardcore: false,
    isStaff: false,
  },
  gameMaster: {
    discordUserName: 'maitre.du.jeu',
    discordGlobalName: 'Maître du Jeu',
    discordId: '401234567890123456',
    hasHardcore: true,
    isStaff: true,
  },
  cardKeeper: {
    discordUserName: 'gardienne.des.cartes',
    discordGlobalName: 'Gardienne des Cartes',
    discordId: '512345678901234567',
    hasHardcore: true,
    isStaff: true,
    savesTreasury: true,
  },
  scribe: {
    discordUserName: 'le_scribe',
    discordGlobalName: 'Le Scribe',
    discordId: '623456789012345678',
    hasHardcore: false,
    isStaff: true,
  },
  newcomer: {
    discordUserName: 'nouveau.test',
    discordGlobalName: 'Nouveau Test',
    discordId: '734567890123456789',
    hasHardcore: true,
    isStaff: false,
    neverSubscribes: true,
  },
  allBanners: {
    discordUserName: 'toutes.bannieres',
    discordGlobalName: 'Toutes Bannières',
    discordId: '745678901234567890',
    hasHardcore: true,
    isStaff: false,
    banners: 'all',
  },
  noBanner: {
    discordUserName: 'sans.banniere',
    discordGlobalName: 'Sans Bannière',
    discordId: '756789012345678901',
    hasHardcore: true,
    isStaff: false,
    banners: 'starting',
  },
  subscriber: {
    discordUserName: 'abonne.test',
    discordGlobalName: 'Abonné Test',
    discordId: '767890123456789012',
    hasHardcore: true,
    isStaff: false,
    subscribesLate: true,
    savesZUMonnaie: true,
  },
  formerSubscriber: {
    discordUserName: 'ancien.abonne',
    discordGlobalName: 'Ancien Abonné',
    discordId: '778901234567890123',
    hasHardcore: true,
    isStaff: false,
    onlyFreeMonth: true,
    savesLoreDust: true,
  },
  brokeFormerSubscriber: {
    discordUserName: 'sans.poudre',
    discordGlobalName: 'Sans Poudre',
    discordId: '789012345678901234',
    hasHardcore: false,
    isStaff: false,
    onlyFreeMonth: true,
  },
} as const satisfies Record<string, WellKnownAccount>;

export type WellKnownAccountKey = keyof typeof wellKnownAccounts;
