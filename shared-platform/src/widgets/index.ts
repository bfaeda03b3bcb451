// The widgets every remote may show (card tiles, catalogue filters, player hover card, subscription flow). They
// are their own shared entry, apart from the platform's main one, so a page that shows none of them (the home
// page) never downloads them.
export { CardTile, cardPictureSrc } from './card-tile/CardTile';
export type { CardTileProps } from './card-tile/CardTile';
export { CardGrid } from './card-grid/CardGrid';
export type { CardGridEntry, CardGridProps } from './card-grid/CardGrid';
export { CatalogueFiltersBar, nativeSelectStyle } from './catalogue-filters/CatalogueFiltersBar';
export type { CatalogueFiltersBarProps, ShinyChoice } from './catalogue-filters/CatalogueFiltersBar';
export { useCatalogueFilters } from './catalogue-filters/use-catalogue-filters';
export { useDebouncedValue, catalogueReloadPauseMs } from './catalogue-filters/use-debounced-value';
export {
  defaultCatalogueFilters,
  everyFilter,
  filterKeywordLabels,
  filterParams,
  filtersFromSearchParams,
  hasExtraFilters,
  isDefaultFilters,
  readStoredFilters,
  shinyLevelOptions,
  storeFilters,
  toItemQuery,
  withFilterParams,
} from './catalogue-filters/catalogue-filters';
export type { CatalogueFilters, FilterScope } from './catalogue-filters/catalogue-filters';
export { cardCountLine } from './catalogue-filters/count-line';
export { filterOwnedCards, matchesCardSearch } from './catalogue-filters/owned-cards-filter';
export type { OwnedCard } from './catalogue-filters/owned-cards-filter';
export { ConfirmDialog } from './confirm-dialog/ConfirmDialog';
export { PackSelect } from './pack-select/PackSelect';
export type { PackSelectProps } from './pack-select/PackSelect';
export type { ConfirmDialogProps } from './confirm-dialog/ConfirmDialog';
export { SubscriptionFlow } from './subscription/SubscriptionFlow';
export type { SubscriptionFlowProps } from './subscription/SubscriptionFlow';
export { subscriptionBonusCount } from './subscription/subscription-terms';
export { PlayerHoverCard, playerHoverCardWidth } from './player-hover-card/PlayerHoverCard';
export type { PlayerHoverCardProps } from './player-hover-card/PlayerHoverCard';
export { PlayerNameLink } from './player-hover-card/PlayerNameLink';
export type { PlayerNameLinkProps } from './player-hover-card/PlayerNameLink';
export { ReputationProgress } from './reputation/ReputationProgress';
export type { ReputationProgressProps } from './reputation/ReputationProgress';
export { Pagination } from './pagination/Pagination';
export type { PaginationProps } from './pagination/Pagination';
