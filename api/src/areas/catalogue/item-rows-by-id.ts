import { perDatabase } from '../../lib/per-database';
import { selectItems, type ItemRow } from './item-selection';

/**
 * Every card of the catalogue with its pack (what toItem shows), read once per database and kept, as the engine's
 * catalogue is (loadCatalogue): the cards only change when the seed is loaded again. A per-player answer then reads
 * only the ids of its cards from the database, in the statement that makes it.
 */
export const loadItemRowsById = perDatabase(
  async (db): Promise<Map<string, ItemRow>> =>
    new Map((await selectItems(db)).map((row) => [row.item.id, row] as const)),
);

/** These cards' rows, each once, by card number (as itemsByIds orders them); unknown ids are left out. */
export function itemRowsOf(rowsById: ReadonlyMap<string, ItemRow>, ids: Iterable<string>): ItemRow[] {
  return [...new Set(ids)]
    .flatMap((id) => {
      const row = rowsById.get(id);
      return row ? [row] : [];
    })
    .sort((a, b) => a.item.identifier - b.item.identifier);
}
