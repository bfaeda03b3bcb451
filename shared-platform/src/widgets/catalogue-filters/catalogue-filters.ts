import { filterKeywords, gameNumbers, type FilterKeyword } from '@zu/shared-contract/constants';
import type { ItemQuery } from '@zu/shared-contract';
import { storageKeys } from '@zu/shared-platform';

export type ShinyLevel = 0 | 1 | 2;

/** What the catalogue (and the profile's inventory) filters cards on. */
export interface CatalogueFilters {
  /** Keywords the cards must all have. */
  filters: FilterKeyword[];
  /** Rarities shown; none selected shows every rarity. */
  rarities: number[];
  /** Only the results of a fusion. */
  fusions: boolean;
  /** Only the inputs of a fusion. */
  materials: boolean;
  search: string;
  shinyLevel: ShinyLevel;
}

export const defaultCatalogueFilters: CatalogueFilters = Object.freeze({
  filters: [],
  rarities: [],
  fusions: false,
  materials: false,
  search: '',
  shinyLevel: 0,
}) as CatalogueFilters;

export const shinyLevelOptions: readonly { value: ShinyLevel; label: string }[] = [
  { value: 0, label: 'Normales' },
  { value: 1, label: 'Dorées' },
  { value: 2, label: 'Chromatiques' },
];

export const filterKeywordLabels: Readonly<Record<FilterKeyword, string>> = {
  IS_TRADABLE: 'Échangeables',
  IS_RECYCLABLE: 'Recyclables',
  IS_INVOCABLE: 'Invocables',
  IS_UPGRADABLE: 'Améliorables en constellation',
};

/** The filters of the extra panel (the panel opens on load when one of them is on). */
export function hasExtraFilters(f: CatalogueFilters): boolean {
  return f.filters.length > 0 || f.fusions || f.materials;
}

export function isDefaultFilters(f: CatalogueFilters): boolean {
  return !hasExtraFilters(f) && f.rarities.length === 0 && f.search.trim() === '' && f.shinyLevel === 0;
}

/** The API query for these filters (only what narrows the list is sent). */
export function toItemQuery(f: CatalogueFilters): ItemQuery {
  const search = f.search.trim();
  return {
    ...(f.filters.length ? { filters: [...f.filters].sort() } : {}),
    ...(f.rarities.length ? { rarity: [...f.rarities].sort((a, b) => a - b) } : {}),
    ...(f.fusions ? { fusions: true } : {}),
    ...(f.materials ? { materials: true } : {}),
    ...(search ? { search: search.slice(0, 100) } : {}),
    ...(f.shinyLevel ? { shinyLevel: f.shinyLevel } : {}),
  };
}

// Reading back what a user (or an old version of the site) left: anything malformed is dropped, never trusted.
const isKeyword = (value: unknown): value is FilterKeyword =>
  typeof value === 'string' && (filterKeywords as readonly string[]).includes(value);
const isRarity = (value: unknown): value is number =>
  Number.isInteger(value) && Number(value) >= gameNumbers.rarity.lowest && Number(value) <= gameNumbers.rarity.star;
const toShinyLevel = (value: unknown): ShinyLevel | undefined => {
  const n = Number(value);
  return n === 0 || n === 1 || n === 2 ? n : undefined;
};
const unique = <T>(values: T[]) => [...new Set(values)];

/** Query-string names of the page (French, readable in a shared link); arrays are repeated. */
export const filterParams = {
  filters: 'filtre',
  rarities: 'rarete',
  fusions: 'fusions',
  materials: 'composants',
  search: 'recherche',
  shinyLevel: 'brillance',
} as const;

/**
 * Which of the filters a list leaves to this module. The Marché keeps the shiny choice itself, because it may list
 * every version at once where the catalogue always shows one: its `brillance` is then neither read, written nor
 * stored here, and the catalogue's stored shiny level stays untouched by a visit to the market.
 */
export interface FilterScope {
  shinyLevel: boolean;
}
export const everyFilter: FilterScope = Object.freeze({ shinyLevel: true });

const paramNamesIn = (scope: FilterScope): string[] =>
  Object.entries(filterParams)
    .filter(([field]) => scope.shinyLevel || field !== 'shinyLevel')
    .map(([, name]) => name);

/** The filters a link carries, or undefined when it carries none (then the stored ones apply). */
export function filtersFromSearchParams(
  params: URLSearchParams,
  scope: FilterScope = everyFilter,
): CatalogueFilters | undefined {
  if (!paramNamesIn(scope).some((name) => params.has(name))) return undefined;
  return {
    filters: unique(params.getAll(filterParams.filters).filter(isKeyword)),
    rarities: unique(params.getAll(filterParams.rarities).map(Number).filter(isRarity)).sort((a, b) => a - b),
    fusions: params.get(filterParams.fusions) === '1',
    materials: params.get(filterParams.materials) === '1',
    search: params.get(filterParams.search) ?? '',
    shinyLevel: scope.shinyLevel ? (toShinyLevel(params.get(filterParams.shinyLevel)) ?? 0) : 0,
  };
}

/** `params` with the filters written in; default filters write nothing (a plain address means no filter). */
export function withFilterParams(
  params: URLSearchParams,
  f: CatalogueFilters,
  scope: FilterScope = everyFilter,
): URLSearchParams {
  const next = new URLSearchParams(params);
  paramNamesIn(scope).forEach((name) => next.delete(name));
  f.filters.forEach((k) => next.append(filterParams.filters, k));
  f.rarities.forEach((r) => next.append(filterParams.rarities, String(r)));
  if (f.fusions) next.set(filterParams.fusions, '1');
  if (f.materials) next.set(filterParams.materials, '1');
  if (f.search) next.set(filterParams.search, f.search);
  if (scope.shinyLevel && f.shinyLevel) next.set(filterParams.shinyLevel, String(f.shinyLevel));
  return next;
}

function readJson(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The filters kept in browser storage (the game's own keys), defaults where missing or malformed. */
export function readStoredFilters(storage: Storage, scope: FilterScope = everyFilter): CatalogueFilters {
  const filters = readJson(storage, storageKeys.catalogueFilters);
  const rarities = readJson(storage, storageKeys.catalogueFilteredRarities);
  const search = readJson(storage, storageKeys.catalogueSearch);
  return {
    filters: Array.isArray(filters) ? unique(filters.filter(isKeyword)) : [],
    rarities: Array.isArray(rarities) ? unique(rarities.filter(isRarity)).sort((a, b) => a - b) : [],
    fusions: readJson(storage, storageKeys.catalogueFilterFusions) === true,
    materials: readJson(storage, storageKeys.catalogueFilterMaterials) === true,
    search: typeof search === 'string' ? search : '',
    shinyLevel: scope.shinyLevel ? (toShinyLevel(readJson(storage, storageKeys.catalogueShinyLevel)) ?? 0) : 0,
  };
}

export function storeFilters(storage: Storage, f: CatalogueFilters, scope: FilterScope = everyFilter): void {
  try {
    storage.setItem(storageKeys.catalogueFilters, JSON.stringify(f.filters));
    storage.setItem(storageKeys.catalogueFilteredRarities, JSON.stringify(f.rarities));
    storage.setItem(storageKeys.catalogueFilterFusions, JSON.stringify(f.fusions));
    storage.setItem(storageKeys.catalogueFilterMaterials, JSON.stringify(f.materials));
    storage.setItem(storageKeys.catalogueSearch, JSON.stringify(f.search));
    if (scope.shinyLevel) storage.setItem(storageKeys.catalogueShinyLevel, JSON.stringify(f.shinyLevel));
  } catch {
    // Storage full or refused (private mode): the filters still work for this visit.
  }
}

export function clearStoredFilters(storage: Storage, scope: FilterScope = everyFilter): void {
  storeFilters(storage, defaultCatalogueFilters, scope);
}

/** Filters shown as toggles: add the value when absent, remove it when present. */
export function toggled<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}
