import { useEffect, useState } from 'react';

/** Catalogue reloads wait for this pause after the last change of filter, search, shiny level or route. */
export const catalogueReloadPauseMs = 500;

/** When the user last changed a filter (see `markFilterChange`). */
let lastChangeAt = Number.NEGATIVE_INFINITY;

/**
 * Called when the user changes a filter: the pause runs from that moment, not from the render that follows it (a
 * change of address draws the page again first, which on a slow device takes a good part of the pause).
 */
export function markFilterChange(now = performance.now()): void {
  lastChangeAt = now;
}

/** What is left of the pause: counted from the user's change when it is recent, else from now. */
function remainingPause(delayMs: number): number {
  const elapsed = performance.now() - lastChangeAt;
  return elapsed >= 0 && elapsed < 2 * delayMs ? Math.max(0, delayMs - elapsed) : delayMs;
}

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
    const timer = setTimeout(() => setSettled(value), remainingPause(delayMs));
    return () => clearTimeout(timer);
    // `key` stands for `value`.
  }, [key, delayMs]);
  return settled;
}
