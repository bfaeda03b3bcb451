import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParamsUpdate } from '@zu/shared-platform';
import {
  clearStoredFilters,
  defaultCatalogueFilters,
  everyFilter,
  filtersFromSearchParams,
  hasExtraFilters,
  isDefaultFilters,
  readStoredFilters,
  storeFilters,
  withFilterParams,
  type CatalogueFilters,
  type FilterScope,
} from './catalogue-filters';
import { markFilterChange } from './use-debounced-value';

const browserStorage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * The filters of a card list, kept in the query string (a link can be shared, the back button steps through
 * changes) and in browser storage (restored on the next visit). On arrival a link's filters win over the stored
 * ones; without any, the stored filters are written into the address. After arrival the address is the one
 * source: an address without filter parameters means no filter (default filters write none, so plain links stay
 * plain). A list that keeps its own shiny choice (the Marché) passes a scope without it.
 */
export function useCatalogueFilters(scope: FilterScope = everyFilter) {
  const [searchParams, updateSearchParams] = useSearchParamsUpdate();
  const fromLink = filtersFromSearchParams(searchParams, scope);
  const arrival = useRef<{ filters: CatalogueFilters; fromLink: boolean } | undefined>(undefined);
  if (!arrival.current) {
    const storage = browserStorage();
    arrival.current = fromLink
      ? { filters: fromLink, fromLink: true }
      : { filters: storage ? readStoredFilters(storage, scope) : defaultCatalogueFilters, fromLink: false };
  }
  const filtersKey = JSON.stringify(fromLink ?? arrival.current.filters);
  // One object per distinct set of filters, so that memos and effects downstream run on real changes only.
  const filters = useMemo(() => JSON.parse(filtersKey) as CatalogueFilters, [filtersKey]);

  useEffect(() => {
    const stored = arrival.current!.filters;
    if (!arrival.current!.fromLink && !filtersFromSearchParams(searchParams, scope) && !isDefaultFilters(stored)) {
      updateSearchParams((params) => withFilterParams(params, stored, scope), { replace: true });
    }
  }, []);

  // Once the address carries filters (or the user changes them), an address without any means the default filters.
  const forgetArrival = () => {
    arrival.current = { filters: defaultCatalogueFilters, fromLink: false };
  };
  const linkHasFilters = fromLink !== undefined;
  useEffect(() => {
    if (linkHasFilters) forgetArrival();
  }, [linkHasFilters]);

  useEffect(() => {
    const storage = browserStorage();
    if (storage) storeFilters(storage, JSON.parse(filtersKey) as CatalogueFilters, scope);
  }, [filtersKey]);

  const setFilters = useCallback(
    (patch: Partial<CatalogueFilters>, { replace = false }: { replace?: boolean } = {}) => {
      forgetArrival();
      markFilterChange();
      updateSearchParams(
        (params) =>
          withFilterParams(params, { ...(filtersFromSearchParams(params, scope) ?? filters), ...patch }, scope),
        { replace },
      );
    },
    [updateSearchParams, filters, scope],
  );

  /** Forgets the stored filters; the caller then goes where reset leads (the catalogue without pack). */
  const clear = useCallback(() => {
    const storage = browserStorage();
    if (storage) clearStoredFilters(storage, scope);
    forgetArrival();
  }, [scope]);

  /** Reset for pages that stay where they are (an inventory, a comparison): no stored filters, the defaults shown. */
  const resetInPlace = useCallback(() => {
    clear();
    setFilters(defaultCatalogueFilters);
  }, [clear, setFilters]);

  /** The filters' part of the query string, for links that must keep them (pack tabs, grid/list switch). */
  const filterQuery = useMemo(
    () => withFilterParams(new URLSearchParams(), JSON.parse(filtersKey) as CatalogueFilters, scope).toString(),
    [filtersKey, scope],
  );
  const panelOpenOnArrival = useRef(hasExtraFilters(filters)).current;

  return { filters, setFilters, clear, resetInPlace, filterQuery, panelOpenOnArrival };
}
