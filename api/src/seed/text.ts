/** `Éclat d'Étoile !` -> `eclat-d-etoile`: lower case, accents removed, anything else between words -> '-'. */
export function kebab(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

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
