import { storageKeys } from '@zu/shared-platform';
import {
  defaultCatalogueFilters,
  filtersFromSearchParams,
  hasExtraFilters,
  readStoredFilters,
  storeFilters,
  toItemQuery,
  withFilterParams,
  type CatalogueFilters,
} from './catalogue-filters';

const some: CatalogueFilters = {
  filters: ['IS_TRADABLE', 'IS_UPGRADABLE'],
  rarities: [2, 5],
  fusions: true,
  materials: false,
  search: 'dragon',
  shinyLevel: 1,
};

describe('catalogue filters', () => {
  beforeEach(() => localStorage.clear());

  it('sends only what narrows the list, arrays for repeated parameters', () => {
    expect(toItemQuery(defaultCatalogueFilters)).toEqual({});
    expect(toItemQuery({ ...defaultCatalogueFilters, shinyLevel: 2 })).toEqual({ shinyLevel: 2 });
    expect(toItemQuery({ ...some, search: '  dragon ' })).toEqual({
      filters: ['IS_TRADABLE', 'IS_UPGRADABLE'],
      rarity: [2, 5],
      fusions: true,
      search: 'dragon',
      shinyLevel: 1,
    });
  });

  it("keeps the filters under the game's storage keys and reads them back", () => {
    storeFilters(localStorage, some);
    expect(JSON.parse(localStorage.getItem(storageKeys.catalogueFilters)!)).toEqual(some.filters);
    expect(JSON.parse(localStorage.getItem(storageKeys.catalogueFilteredRarities)!)).toEqual([2, 5]);
    expect(localStorage.getItem(storageKeys.catalogueFilterFusions)).toBe('true');
    expect(localStorage.getItem(storageKeys.catalogueFilterMaterials)).toBe('false');
    expect(JSON.parse(localStorage.getItem(storageKeys.catalogueSearch)!)).toBe('dragon');
    expect(localStorage.getItem(storageKeys.catalogueShinyLevel)).toBe('1');
    expect(readStoredFilters(localStorage)).toEqual(some);
  });

  it('drops malformed stored values instead of trusting them', () => {
    localStorage.setItem(storageKeys.catalogueFilters, '["IS_SHINY","IS_TRADABLE"]');
    localStorage.setItem(storageKeys.catalogueFilteredRarities, '[0,3,9,"x"]');
    localStorage.setItem(storageKeys.catalogueShinyLevel, '7');
    localStorage.setItem(storageKeys.catalogueSearch, '{not json');
    expect(readStoredFilters(localStorage)).toEqual({
      ...defaultCatalogueFilters,
      filters: ['IS_TRADABLE'],
      rarities: [3],
    });
  });

  it('writes the filters into a query string and reads them back, keeping other parameters', () => {
    const params = withFilterParams(new URLSearchParams('year=2025'), some);
    expect(params.get('year')).toBe('2025');
    expect(params.getAll('rarete')).toEqual(['2', '5']);
    expect(filtersFromSearchParams(params)).toEqual(some);
    expect(filtersFromSearchParams(new URLSearchParams('year=2025'))).toBeUndefined();
    expect(filtersFromSearchParams(new URLSearchParams('brillance=9&rarete=8'))).toEqual(defaultCatalogueFilters);
    expect(withFilterParams(new URLSearchParams('year=2025'), defaultCatalogueFilters).toString()).toBe('year=2025');
  });

  it('leaves the shiny level alone, in the address and in storage, for a list that keeps it itself', () => {
    const withoutShiny = { shinyLevel: false };
    const params = withFilterParams(new URLSearchParams('brillance=0'), some, withoutShiny);
    expect(params.get('brillance')).toBe('0');
    expect(params.getAll('rarete')).toEqual(['2', '5']);
    expect(filtersFromSearchParams(new URLSearchParams('brillance=2'), withoutShiny)).toBeUndefined();
    expect(filtersFromSearchParams(params, withoutShiny)).toEqual({ ...some, shinyLevel: 0 });
    localStorage.setItem(storageKeys.catalogueShinyLevel, '2');
    storeFilters(localStorage, some, withoutShiny);
    expect(localStorage.getItem(storageKeys.catalogueShinyLevel)).toBe('2');
    expect(readStoredFilters(localStorage, withoutShiny).shinyLevel).toBe(0);
  });

  it('counts keywords, fusions and materials as extra filters, not rarities or search', () => {
    expect(hasExtraFilters({ ...defaultCatalogueFilters, rarities: [1], search: 'x' })).toBe(false);
    expect(hasExtraFilters({ ...defaultCatalogueFilters, materials: true })).toBe(true);
    expect(hasExtraFilters({ ...defaultCatalogueFilters, filters: ['IS_INVOCABLE'] })).toBe(true);
  });
});
