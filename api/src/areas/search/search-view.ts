import { searchCorporationDataLength, type SearchResult } from '@zu/shared-contract';
import { imageUrl, itemImageUrl } from '../../images/image-urls';
import type { SearchRow } from './search-queries';

/** A corporation's description in the results: exactly 60 characters, then `…`, when it is longer. */
export function shortDescription(description: string): string {
  const characters = [...description];
  return characters.length > searchCorporationDataLength
    ? `${characters.slice(0, searchCorporationDataLength).join('')}…`
    : description;
}

/** One result as the header shows it: its picture's URL, and the short description of a corporation. */
export function toSearchResult(row: SearchRow, publicUrl: string): SearchResult {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    count: Number(row.count),
    data: row.type === 'CORPORATION' ? shortDescription(row.data) : row.data,
    header:
      row.type === 'USER'
        ? row.banner
          ? imageUrl(publicUrl, 'banner', String(row.banner))
          : ''
        : row.type === 'ITEM'
          ? itemImageUrl(publicUrl, row.id, 0)
          : imageUrl(publicUrl, 'corporation', row.id),
  };
}
