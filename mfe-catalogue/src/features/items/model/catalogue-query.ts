import type { ItemQuery } from '@zu/shared-contract';
import { toItemQuery, type CatalogueFilters } from '@zu/shared-platform/widgets';

export interface CatalogueQueryParts {
  filters: CatalogueFilters;
  packId: string | undefined;
  unknownPack: boolean;
  constellation: boolean;
  year: number | undefined;
}

/** What the catalogue asks the API for (rarities are picked among the loaded cards); undefined for an unknown pack. */
export function catalogueQuery({
  filters,
  packId,
  unknownPack,
  constellation,
  year,
}: CatalogueQueryParts): ItemQuery | undefined {
  if (unknownPack) return undefined;
  const { rarity: _pickedFromLoadedCards, ...query } = toItemQuery(filters);
  // The Constellation pack is the Classique pack's upgradable cards.
  if (constellation) query.filters = [...new Set([...(query.filters ?? []), 'IS_UPGRADABLE' as const])].sort();
  return { ...query, ...(packId ? { packId } : year ? { year } : {}) };
}
