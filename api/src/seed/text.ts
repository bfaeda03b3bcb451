import { kebab } from '../lib/kebab';

/** Card names use the keyboard apostrophe, so that a search typed on any keyboard finds them. */
export function plainApostrophes(value: string): string {
  return value.replace(/[’‘]/g, "'");
}

/** Words sharing their first five letters ('Dragon'/'Dragons', 'masquée'/'Masques') read as a stutter. */
export function repeatsAWord(value: string): boolean {
  const stems = kebab(value)
    .split('-')
    .filter((word) => word.length >= 4)
    .map((word) => word.slice(0, 5));
  return new Set(stems).size !== stems.length;
}
