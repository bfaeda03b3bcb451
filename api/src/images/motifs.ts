// Silhouettes drawn in the middle of a card's illustration, each a path in a 100×100 box (fill-rule evenodd so holes
// such as windows and doors show). The card's genre picks one by keyword; an unknown genre picks one by its hash, so
// every card of a genre shares a silhouette and cards of different genres mostly differ.
import { hash32 } from './svg-utils';

export interface Motif {
  name: string;
  path: string;
  /** Normalised (lowercase, no accents) words of genre names that select this motif. */
  keywords: readonly string[];
}

export const MOTIFS: readonly Motif[] = [
  {
    name: 'person',
    keywords: [
      'personnage',
      'heros',
      'heroine',
      'humain',
      'personne',
      'celebrite',
      'streamer',
      'joueur',
      'pnj',
      'people',
    ],
    path:
      'M50 12C60.5 12 68 20 68 31C68 42 60.5 51 50 51C39.5 51 32 42 32 31C32 20 39.5 12 50 12Z' +
      'M14 100C14 74 28 57 50 57C72 57 86 74 86 100Z',
  },
  {
    name: 'beast',
    keywords: ['animal', 'bete', 'faune', 'loup', 'renard', 'chat', 'chien', 'mammifere', 'familier'],
    path:
      'M18 12L38 36L62 36L82 12L84 52L70 74L56 90L50 94L44 90L30 74L16 52Z' + 'M34 56L44 60L40 64ZM66 56L56 60L60 64Z',
  },
  {
    name: 'bird',
    keywords: ['oiseau', 'vol', 'ciel', 'plume', 'aile'],
    path:
      'M4 42C22 30 38 34 50 52C62 34 78 30 96 42C82 42 70 48 60 60C57 64 54 70 50 78C46 70 43 64 40 60C30 48 18 42 4 42Z' +
      'M46 54C46 48 54 48 54 54L52 60L48 60Z',
  },
  {
    name: 'dragon',
    keywords: ['creature', 'monstre', 'dragon', 'demon', 'bestiaire', 'mythe', 'legende', 'chimere', 'boss'],
    path:
      'M50 28L56 18L58 32C68 22 84 20 98 30C88 34 86 42 88 52C80 46 72 48 66 56C62 52 56 54 52 66L50 78L48 66' +
      'C44 54 38 52 34 56C28 48 20 46 12 52C14 42 12 34 2 30C16 20 32 22 42 32L44 18Z',
  },
  {
    name: 'crystal',
    keywords: ['objet', 'artefact', 'tresor', 'gemme', 'cristal', 'relique', 'item', 'ressource', 'materiau'],
    path: 'M50 4L80 30L50 96L20 30Z' + 'M50 12L34 30L50 30ZM50 12L66 30L50 30ZM30 36L48 36L48 78ZM70 36L52 36L52 78Z',
  },
  {
    name: 'castle',
    keywords: ['lieu', 'monde', 'ville', 'chateau', 'royaume', 'batiment', 'region', 'donjon', 'architecture'],
    path:
      'M8 98L8 52L18 52L18 60L26 60L26 52L36 52L36 32L44 32L50 14L56 32L64 32L64 52L74 52L74 60L82 60L82 52L92 52L92 98Z' +
      'M43 98L43 82C43 74 57 74 57 82L57 98ZM46 40L54 40L54 48L46 48Z',
  },
  {
    name: 'tree',
    keywords: ['plante', 'nature', 'arbre', 'fleur', 'foret', 'vegetal', 'vegetaux', 'jardin', 'champignon'],
    path: 'M45 98L45 72C28 74 12 62 16 46C8 32 22 14 37 18C43 4 63 4 66 18C82 14 94 32 85 46C90 62 73 74 55 72L55 98Z',
  },
  {
    name: 'sword',
    keywords: ['arme', 'epee', 'guerrier', 'combat', 'chevalier', 'soldat', 'arene', 'duel'],
    path:
      'M47 4L53 4L57 12L57 64L72 64L72 71L55 71L55 86L59 92L50 98L41 92L45 86L45 71L28 71L28 64L43 64L43 12Z' +
      'M49 16L51 16L51 60L49 60Z',
  },
  {
    name: 'rocket',
    keywords: ['vehicule', 'machine', 'robot', 'technologie', 'tech', 'science', 'espace', 'vaisseau', 'jeu video'],
    path:
      'M50 2C65 16 70 38 66 64L78 80L78 92L63 84L37 84L22 92L22 80L34 64C30 38 35 16 50 2Z' +
      'M50 24C54.4 24 58 27.6 58 32C58 36.4 54.4 40 50 40C45.6 40 42 36.4 42 32C42 27.6 45.6 24 50 24Z',
  },
  {
    name: 'moon',
    keywords: ['magie', 'esprit', 'sort', 'mystique', 'fantome', 'nuit', 'reve', 'occulte', 'sorcier'],
    path:
      'M62 8C40 10 22 28 22 52C22 76 42 94 66 92C78 91 88 85 94 76C88 78 82 79 76 78C56 76 42 60 42 40C42 26 50 14 62 8Z' +
      'M74 18L77 27L86 30L77 33L74 42L71 33L62 30L71 27Z',
  },
  {
    name: 'apple',
    keywords: ['nourriture', 'cuisine', 'aliment', 'fruit', 'boisson', 'gourmandise', 'plat', 'food'],
    path:
      'M50 30C40 20 12 22 12 52C12 80 34 98 50 90C66 98 88 80 88 52C88 22 60 20 50 30Z' +
      'M50 28C50 18 55 9 64 5L67 9C60 13 55 20 55 28ZM58 20C64 8 78 8 82 12C76 20 66 22 58 20Z',
  },
  {
    name: 'note',
    keywords: ['musique', 'art', 'chanson', 'artiste', 'danse', 'spectacle', 'culture', 'film', 'serie'],
    path:
      'M38 18L84 6L84 72C84 80 77 86 68 86C60 86 54 81 54 75C54 68 61 63 70 63C72 63 74 63 76 64L76 26L46 34L46 80' +
      'C46 88 39 94 30 94C22 94 16 89 16 83C16 76 23 71 32 71C34 71 36 71 38 72Z',
  },
  {
    name: 'star',
    keywords: ['etoile', 'cosmos', 'astre', 'evenement', 'fete', 'celeste', 'galaxie', 'constellation'],
    path: 'M50 4L61.2 36.6L95.6 37.2L68.2 58L78.2 91L50 71.2L21.8 91L31.8 58L4.4 37.2L38.8 36.6Z',
  },
  {
    name: 'fish',
    keywords: ['aquatique', 'mer', 'poisson', 'ocean', 'eau', 'marin', 'pirate', 'ile'],
    path:
      'M6 50C24 24 60 22 78 46L94 30L94 70L78 54C60 78 24 76 6 50Z' +
      'M24 44C27.3 44 30 46.7 30 50C30 53.3 27.3 56 24 56C20.7 56 18 53.3 18 50C18 46.7 20.7 44 24 44Z',
  },
  {
    name: 'skull',
    keywords: ['mort', 'horreur', 'squelette', 'zombie', 'vampire', 'tenebres', 'maudit', 'pirate fantome'],
    path:
      'M50 6C28 6 14 22 14 42C14 56 20 64 28 70L28 86L38 86L38 78L45 78L45 86L55 86L55 78L62 78L62 86L72 86L72 70' +
      'C80 64 86 56 86 42C86 22 72 6 50 6Z' +
      'M36 38C42 38 46 42 46 48C46 54 42 56 36 56C30 56 26 54 26 48C26 42 30 38 36 38Z' +
      'M64 38C70 38 74 42 74 48C74 54 70 56 64 56C58 56 54 54 54 48C54 42 58 38 64 38Z' +
      'M50 58L55 68L45 68Z',
  },
];

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** The motif for a genre: first keyword word match (in list order), else one chosen by the genre's hash. */
export function motifForGenre(genre: string): Motif {
  const g = normalise(genre);
  if (g) {
    for (const motif of MOTIFS) {
      // Whole words only (with a plural or feminine ending), so 'mer' does not match 'merveille'.
      if (motif.keywords.some((k) => new RegExp(`(?:^|[^a-z])${k}(?:e|s|x|es)?(?:$|[^a-z])`).test(g))) return motif;
    }
  }
  const fallback = MOTIFS[hash32(`genre:${g}`) % MOTIFS.length];
  if (!fallback) throw new Error('no motif');
  return fallback;
}
