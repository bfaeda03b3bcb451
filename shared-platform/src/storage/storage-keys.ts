/** Browser storage keys. One place, so areas never disagree on a name. */
export const storageKeys = {
  seenEventId: 'seenEventId',
  lastPatchSeen: 'lastPatchSeen',
  /** The newest of the player's market sales they have looked at (the Marché link counts the ones after it). */
  seenSaleId: 'seenSaleId',
  inventoryMode: 'inventoryMode',
  catalogueFilters: 'filters',
  catalogueFilteredRarities: 'filteredRarities',
  catalogueFilterFusions: 'filterFusions',
  catalogueFilterMaterials: 'filterMaterials',
  catalogueSearch: 'search',
  catalogueShinyLevel: 'shinyLevel',
  searchHistory: 'searchHistory',
  token: 'token',
  refreshToken: 'refreshToken',
  idToken: 'idToken',
} as const;
