import type { SearchResult } from '@zu/shared-contract';
import { storageKeys } from '@zu/shared-platform';

const historySize = 5;

export function readHistory(storage: Storage = localStorage): SearchResult[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(storageKeys.searchHistory) ?? '[]');
    return Array.isArray(value) ? (value as SearchResult[]).slice(0, historySize) : [];
  } catch {
    return [];
  }
}

/** A picked result moves to the top of the history, deduplicated by id, capped at 5 entries. */
export function rememberResult(result: SearchResult, storage: Storage = localStorage): SearchResult[] {
  const history = [result, ...readHistory(storage).filter((entry) => entry.id !== result.id)].slice(0, historySize);
  storage.setItem(storageKeys.searchHistory, JSON.stringify(history));
  return history;
}
