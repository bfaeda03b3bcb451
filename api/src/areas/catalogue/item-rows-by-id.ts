import type { Db } from '../../db/client';
import { selectItems, type ItemRow } from './item-rows';

/**
 * Every card of the catalogue with its pack (what toItem shows), read once per database and kept, as the engine's
 * catalogue is (loadCatalogue): the cards only change when the seed is loaded again. A per-player answer then reads
 * only the ids of its cards from the database, in the statement that makes it.
 */
const cache = new WeakMap<Db, Promise<Map<string, ItemRow>>>();

export function loadItemRowsById(db: Db): Promise<Map<string, ItemRow>> {
  let rows = cache.get(db);
  if (!rows) {
    rows = selectItems(db).then((list) => new Map(list.map((row) => [row.item.id, row] as const)));
    cache.set(db, rows);
    // A failed read is not kept: the next call tries again.
    rows.catch(() => cache.delete(db));
  }
  return rows;
}

/** These cards' rows, each once, by card number (as itemsByIds orders them); unknown ids are left out. */
export function itemRowsOf(rowsById: ReadonlyMap<string, ItemRow>, ids: Iterable<string>): ItemRow[] {
  return [...new Set(ids)]
    .flatMap((id) => {
      const row = rowsById.get(id);
      return row ? [row] : [];
    })
    .sort((a, b) => a.item.identifier - b.item.identifier);
}
