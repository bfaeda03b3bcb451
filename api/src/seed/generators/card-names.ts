// Builds a card's name, genre and description from its pack's vocabulary, agreeing adjectives in gender.
import {
  characterEpithets,
  characterFirstNames,
  classicAdjectives,
  classicCharacters,
  classicComplements,
  classicCreatures,
  classicObjects,
  classicPhenomena,
  classicPlaces,
  descriptionsByGenre,
  type CardGenre,
} from '../content/card-words';
import { specialFlavour } from '../content/pack-themes';
import { agree, type Adjective, type Noun } from '../content/vocabulary';
import type { Prng } from '../../engine/prng';
import { plainApostrophes, repeatsAWord } from '../text';
import type { PlannedPack } from './packs';

export interface CardText {
  name: string;
  genre: CardGenre;
  description: string;
}

interface Vocabulary {
  byGenre: readonly (readonly [CardGenre, readonly Noun[], number])[];
  adjectives: readonly Adjective[];
  complements: readonly string[];
  flavour: readonly string[];
  namedCharacters: boolean;
}

function vocabularyOf(pack: PlannedPack): Vocabulary {
  const theme = pack.theme;
  if (theme) {
    return {
      byGenre: [
        ['Créature', theme.creatures, 35],
        ['Personnage', theme.characters, 30],
        ['Lieu', theme.places, 15],
        ['Objet', theme.objects, 20],
      ],
      adjectives: theme.adjectives,
      complements: theme.complements,
      flavour: theme.flavour,
      namedCharacters: false,
    };
  }
  return {
    byGenre: [
      ['Créature', classicCreatures, 32],
      ['Personnage', classicCharacters, 30],
      ['Lieu', classicPlaces, 12],
      ['Objet', classicObjects, 18],
      ['Phénomène', classicPhenomena, 8],
    ],
    adjectives: classicAdjectives,
    complements: classicComplements,
    flavour: pack.kind === 'special' ? specialFlavour : [],
    namedCharacters: true,
  };
}

function composeName(prng: Prng, vocabulary: Vocabulary, genre: CardGenre, nouns: readonly Noun[]): string {
  if (genre === 'Personnage' && vocabulary.namedCharacters && prng.chance(0.3)) {
    const person = prng.pick(characterFirstNames);
    return `${person.word} ${agree(prng.pick(characterEpithets), person.gender)}`;
  }
  const noun = prng.pick(nouns);
  const roll = prng.float();
  if (roll < 0.45) return `${noun.word} ${agree(prng.pick(vocabulary.adjectives), noun.gender)}`;
  // Nouns of several words ('Cité engloutie') are long enough without both an adjective and a complement.
  if (roll < 0.9 || noun.word.includes(' ')) return `${noun.word} ${prng.pick(vocabulary.complements)}`;
  return `${noun.word} ${agree(prng.pick(vocabulary.adjectives), noun.gender)} ${prng.pick(vocabulary.complements)}`;
}

function composeReadableName(prng: Prng, vocabulary: Vocabulary, genre: CardGenre, nouns: readonly Noun[]): string {
  let name = composeName(prng, vocabulary, genre, nouns);
  for (let attempt = 0; attempt < 20 && repeatsAWord(name); attempt++) {
    name = composeName(prng, vocabulary, genre, nouns);
  }
  return plainApostrophes(name);
}

/** Names repeat in a real catalogue only by accident: retry a few times before accepting a twin. */
export function createCardTextFactory(prng: Prng): (pack: PlannedPack) => CardText {
  const usedNames = new Set<string>();
  return (pack) => {
    const vocabulary = vocabularyOf(pack);
    const genre = prng.weightedPick(vocabulary.byGenre.map(([g, , weight]) => [g, weight] as const));
    const nouns = vocabulary.byGenre.find(([g]) => g === genre)?.[1] ?? [];
    let name = composeReadableName(prng, vocabulary, genre, nouns);
    for (let attempt = 0; attempt < 12 && usedNames.has(name); attempt++) {
      name = composeReadableName(prng, vocabulary, genre, nouns);
    }
    usedNames.add(name);
    const genreSentence = prng.pick(descriptionsByGenre[genre]);
    const description =
      vocabulary.flavour.length > 0 ? `${prng.pick(vocabulary.flavour)} ${genreSentence}` : genreSentence;
    return { name, genre, description };
  };
}
