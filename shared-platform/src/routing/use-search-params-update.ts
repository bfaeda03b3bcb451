import { useCallback } from 'react';
import { useLocation, useSearchParams, type NavigateOptions } from 'react-router';

/**
 * The query string last asked for and not rendered yet, with the location it was asked from. react-router hands a
 * functional update the parameters of the render it was made in: two changes made before the next render (a click,
 * then a select, on a busy machine) would each start from the same parameters, and the second would drop the first.
 * Shared by every caller, so that changes of different parameters (the filters, the year, the sort) compose too.
 */
let unrendered: { locationKey: string; params: URLSearchParams } | undefined;

/**
 * `useSearchParams`, with an update that always starts from the latest parameters asked for, rendered or not.
 */
export function useSearchParamsUpdate() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { key } = useLocation();
  // Rendered at another location since: what was asked for is in the address now (or was left by going elsewhere).
  if (unrendered && unrendered.locationKey !== key) unrendered = undefined;
  const update = useCallback(
    (change: (params: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const base = unrendered?.locationKey === key ? unrendered.params : searchParams;
      const next = change(new URLSearchParams(base));
      unrendered = { locationKey: key, params: next };
      setSearchParams(next, options);
    },
    [key, searchParams, setSearchParams],
  );
  return [searchParams, update] as const;
}
