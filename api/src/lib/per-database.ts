// Reads whose answer changes only when the seed is loaded again (the catalogue, its cards, the evolution chains):
// made once per database handle and kept, so that requests and actions do not read them again.
import type { Db } from '../db/client';

interface Kept<T> {
  value: Promise<T>;
  readAt: number;
}

/**
 * `read`, kept per database handle (a test's database and the server's never share an answer). A failed read is
 * not kept: the next call tries again. With `maxAgeMs`, an answer older than that is read again.
 */
export function perDatabase<T>(
  read: (db: Db) => Promise<T>,
  options: { maxAgeMs?: number } = {},
): (db: Db) => Promise<T> {
  const kept = new WeakMap<Db, Kept<T>>();
  return (db) => {
    const found = kept.get(db);
    if (found && (options.maxAgeMs === undefined || Date.now() - found.readAt < options.maxAgeMs)) return found.value;
    const value = read(db);
    const entry = { value, readAt: Date.now() };
    kept.set(db, entry);
    value.catch(() => {
      if (kept.get(db) === entry) kept.delete(db);
    });
    return value;
  };
}
