import type { ItemQuery } from '@zu/shared-contract';

/**
 * One spelling per card query: the search trimmed, its ASCII letters lower-cased (the name match ignores their case
 * on every database locale) and dropped when empty, repeated values (filters, rarities) sorted without repeats,
 * false switches and absent options left out. Both the cache key and the database query are made from it, so that
 * every spelling of one query shares one cached answer.
 */
export function normaliseItemQuery(query: ItemQuery): ItemQuery {
  const filters = [...new Set(query.filters ?? [])].sort();
  const rarity = [...new Set(query.rarity ?? [])].sort((a, b) => a - b);
  const search = query.search?.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  return {
    ...(filters.length > 0 ? { filters } : {}),
    ...(search ? { search } : {}),
    ...(query.shinyLevel !== undefined ? { shinyLevel: query.shinyLevel } : {}),
    ...(query.packId ? { packId: query.packId.toLowerCase() } : {}),
    ...(rarity.length > 0 ? { rarity } : {}),
    ...(query.year !== undefined ? { year: query.year } : {}),
    ...(query.fusions ? { fusions: true } : {}),
    ...(query.materials ? { materials: true } : {}),
    ...(query.effects ? { effects: true } : {}),
  };
}
