import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs` (the quick search waits for a pause in the typing, z/place for
 * the pointer to rest on a pixel). The filters of the card lists have their own (`useDebouncedValue` of the
 * widgets), which counts the pause from the user's change.
 */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
