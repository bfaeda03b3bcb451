import { useEffect, useState } from 'react';

/** Catalogue reloads wait for this pause after the last change of filter, search, shiny level or route. */
export const catalogueReloadPauseMs = 500;

/**
 * `value`, once it has stopped changing for `delayMs` (compared by JSON, so a new object with the same content is
 * no change). The first defined value is taken at once: a page never waits to show its first list.
 */
export function useDebouncedValue<T>(value: T, delayMs = catalogueReloadPauseMs): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    if (settled === undefined) {
      setSettled(value);
      return;
    }
    if (JSON.stringify(settled) === key) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
    // `key` stands for `value`.
  }, [key, delayMs]);
  return settled;
}
