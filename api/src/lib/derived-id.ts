import { createHash } from 'node:crypto';

/**
 * A stable UUID made from the parts that identify a row without an id column of its own (an unlock is a player and
 * an achievement; a recycle value a rarity and a shiny level). Clients use these ids as keys, so the same parts
 * always give the same id: SHA-1 of the parts, shaped as a version-5 UUID.
 */
export function derivedId(...parts: readonly (string | number)[]): string {
  const hash = createHash('sha1').update(parts.join('\u001f')).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
