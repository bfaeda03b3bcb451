// What a card's illustration shows, read from its name: the noun's icon as the subject ("Renard furtif" is a fox),
// and the rest of the name as a second element ("furtif": a hood) and, when the name has both an adjective and a
// complement, a third. Named characters ("Aldric le Téméraire") are a portrait for the first name and an emblem for
// the epithet. Which of a noun's icons is drawn, and the palette's step, come from the card's id, so that twins of a
// noun still differ. A name the vocabulary does not know falls back on icons of its genre.
import { hash32 } from '../svg-utils';
import { EFFECT_CARD_ICONS, FEMININE_FORMS, FIRST_NAME_ICONS, MODIFIER_ICONS } from './modifier-icons';
import { NOUN_ICONS } from './noun-icons';

export interface CardSubject {
  /** The icon of what the card is named after. */
  main: string;
  /** The second element, from the rest of the name. */
  second: string;
  /** A third, smaller element when the name has an adjective and a complement. */
  third: string | undefined;
  /** 0 to PALETTE_STEPS - 1: how far the card's hues sit from its pack's. */
  paletteStep: number;
}

export const PALETTE_STEPS = 8;

/** Lower case, no accents, plain apostrophes, single spaces: names and keys compare in this form. */
export function normaliseWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const GENRE_FALLBACKS: Readonly<Record<string, readonly string[]>> = {
  creature: ['wolf-head', 'owl', 'fox', 'dragon-head', 'spider-alt', 'stag-head'],
  personnage: ['cowled', 'visored-helm', 'wizard-face', 'woman-elf-face', 'pirate-captain', 'monk-face'],
  lieu: ['castle', 'village', 'lighthouse', 'stone-bridge', 'cave-entrance', 'windmill'],
  objet: ['crossed-swords', 'scroll-unfurled', 'crystal-ball', 'potion-ball', 'key', 'lantern-flame'],
  phenomene: ['lightning-storm', 'tornado', 'sunrise', 'comet-spark', 'snowflake-1', 'rainbow-star'],
};
const SECOND_FALLBACKS: readonly string[] = ['sparkles', 'moon', 'sun', 'feather', 'flame', 'crystal-growth'];

function byNormalisedKey<T>(record: Readonly<Record<string, T>>): Map<string, T> {
  return new Map(Object.entries(record).map(([key, value]) => [normaliseWords(key), value]));
}

const nounIcons = byNormalisedKey(NOUN_ICONS);
/** Longest nouns first, so that 'Cerf blanc' wins over 'Cerf'. */
const nounKeys = [...nounIcons.keys()].sort((a, b) => b.length - a.length);
const firstNameIcons = byNormalisedKey(FIRST_NAME_ICONS);
const effectCardIcons = byNormalisedKey(EFFECT_CARD_ICONS);

/** Adjectives are keyed by their masculine form: their feminine forms lead to the same icon. */
function modifierIndex(): Map<string, string> {
  const index = byNormalisedKey(MODIFIER_ICONS);
  for (const [feminine, masculine] of Object.entries(FEMININE_FORMS)) {
    const icon = MODIFIER_ICONS[masculine];
    if (icon) index.set(normaliseWords(feminine), icon);
  }
  return index;
}
const modifierIcons = modifierIndex();
const modifierKeys = [...modifierIcons.keys()].sort((a, b) => b.length - a.length);

function pick<T>(list: readonly T[], seed: string): T {
  const value = list[hash32(seed) % list.length];
  if (value === undefined) throw new Error('empty icon list');
  return value;
}

function startsWithWords(text: string, prefix: string): boolean {
  return text === prefix || text.startsWith(`${prefix} `);
}

function endsWithWords(text: string, suffix: string): boolean {
  return text === suffix || text.endsWith(` ${suffix}`);
}

/** The second (and third) element from what follows the noun: an adjective, a complement, or both. */
function modifiersOf(rest: string, seed: string): { second: string; third: string | undefined } {
  if (!rest) return { second: pick(SECOND_FALLBACKS, seed), third: undefined };
  const whole = modifierIcons.get(rest);
  if (whole) return { second: whole, third: undefined };
  const last = modifierKeys.find((key) => endsWithWords(rest, key));
  if (!last) return { second: pick(SECOND_FALLBACKS, `${seed}:${rest}`), third: undefined };
  const first = rest.slice(0, rest.length - last.length).trim();
  const lastIcon = modifierIcons.get(last) ?? pick(SECOND_FALLBACKS, last);
  return { second: lastIcon, third: first ? (modifierIcons.get(first) ?? pick(SECOND_FALLBACKS, first)) : undefined };
}

export interface NamedCard {
  id: string;
  name: string;
  genre: string;
}

/** What the card shows: a pure function of its id, name and genre. */
export function cardSubject(card: NamedCard): CardSubject {
  const name = normaliseWords(card.name);
  const paletteStep = hash32(`palette:${card.id}`) % PALETTE_STEPS;
  const effectCard = effectCardIcons.get(name);
  if (effectCard) return { main: effectCard[0], second: effectCard[1], third: undefined, paletteStep };

  const noun = nounKeys.find((key) => startsWithWords(name, key));
  if (noun) {
    const icons = nounIcons.get(noun) ?? [];
    const main = pick(icons, `variant:${card.id}`);
    return { main, ...modifiersOf(name.slice(noun.length).trim(), card.id), paletteStep };
  }

  const firstWord = name.split(' ')[0] ?? '';
  const portrait = firstNameIcons.get(firstWord);
  if (portrait) return { main: portrait, ...modifiersOf(name.slice(firstWord.length).trim(), card.id), paletteStep };

  const genre = GENRE_FALLBACKS[normaliseWords(card.genre)] ?? GENRE_FALLBACKS.objet ?? [];
  return { main: pick(genre, `genre:${card.id}`), ...modifiersOf('', card.id), paletteStep };
}

/** Every icon the card art may draw, so that the set is read once for all of them. */
export function cardArtIconNames(): Set<string> {
  return new Set([
    ...Object.values(NOUN_ICONS).flat(),
    ...Object.values(MODIFIER_ICONS),
    ...Object.values(FIRST_NAME_ICONS),
    ...Object.values(EFFECT_CARD_ICONS).flat(),
    ...Object.values(GENRE_FALLBACKS).flat(),
    ...SECOND_FALLBACKS,
  ]);
}
