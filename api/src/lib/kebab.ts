// Slugs of names (packs, cards, achievements): the same words always give the same slug, in the seed and in the
// rules that name achievements.

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
