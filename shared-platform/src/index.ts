// Public API of @zu/shared-platform. Test utilities live in '@zu/shared-platform/testing'.
export { areas, areaInfo, remoteAreas } from './areas/areas';
export type { Area, RemoteArea } from './areas/areas';
export { getRuntimeConfig, loadRuntimeConfig, setRuntimeConfig } from './config/runtime-config';
export type { RuntimeConfig } from './config/runtime-config';
export { baseApi } from './api/base-api';
export type { ApiError } from './api/base-api';
export { apiErrorAlert, withCodeLabel } from './api/api-error-message';
export type { QueryErrorAlert } from './api/api-error-message';
export { isNotFoundError } from './api/is-not-found';
export { QueryErrorState } from './api/QueryErrorState';
export type { QueryErrorStateProps } from './api/QueryErrorState';

export { appSettingsApi, useAppSettingsQuery, useAppStatusQuery } from './app-settings/app-settings-api';
export { useActiveFeatures } from './app-settings/use-active-features';
export { publicUserApi, usePublicUserQuery } from './players/public-user-api';
export { fusionsApi, useFusionsQuery } from './fusions/fusions-api';
export { packsApi, usePacksQuery } from './catalogue/packs-api';
export {
  giveawayApi,
  openGiveawayOf,
  useEnterGiveawayMutation,
  useGiveawayPlayerQuery,
  useGiveawaysQuery,
} from './giveaways/giveaway-api';
export type { GiveawayPlayerArgs } from './giveaways/giveaway-api';
export { hardcoreReadsApi, useHardcoreRunsQuery, useHardcoreSeasonsQuery } from './hardcore/hardcore-api';
export type { HardcoreRunsArgs } from './hardcore/hardcore-api';
export { marketReadsApi, useItemTradesQuery, useMarketHistoryQuery } from './market/market-api';
export {
  towerReadsApi,
  useLazyTowerLeaderboardQuery,
  usePlayerTowerQuery,
  useTowerLeaderboardQuery,
  useTowerStatsQuery,
} from './tower/tower-api';
export type { TowerLeaderboardArgs } from './tower/tower-api';
export { rankTowerRows } from './tower/tower-ranking';
export type { TowerRankedRow } from './tower/tower-ranking';
export { towerSeasonLabel } from './tower/tower-season-label';
export { markSalesSeen, unseenSalesCount, useSalesSinceLastVisit, useSeenSaleId } from './market/sales-seen';
export { makeStore } from './store/store';
export type { AppDispatch, AppStore } from './store/store';
// The store's provider for the composed site's root: Redux is reached only through this package.
export { Provider as StoreProvider } from 'react-redux';
export { routeGroups, routeTable, routesOfArea } from './routing/route-table';
export type { AppRoute, RouteName, RouteNameOfArea } from './routing/route-table';
export { pathTo } from './routing/paths';

export { routeNameAt } from './routing/scroll';

export { formatTitle, siteDescription, siteName, usePageTitle } from './routing/titles';
export { useDebounced } from './hooks/use-debounced';

export { createRouteObjects } from './routing/create-route-objects';

export { AppLink, TextLink } from './routing/AppLink';
export { BackToSite } from './routing/BackToSite';
export { useSearchParamsUpdate } from './routing/use-search-params-update';

export type {
  PageDataPreloader,
  PageLoader,
  PageMap,
  PageName,
  PagePreloadContext,
  RemotePagesModule,
} from './pages/page-map';

export { lazyPage } from './pages/lazy-page';
export { preloadPicture } from './pages/preload-picture';
export { startStandalone } from './harness/start-standalone';
export { storageKeys } from './storage/storage-keys';
export { actionAlertOf, apiRefusalAlertOf } from './api/action-error';
export type { ActionAlert } from './api/action-error';
export { countedCardsScoreText, leaderboardNameOf, leaderboardNames } from './leaderboards/leaderboard-names';
export type { LeaderboardName } from './leaderboards/leaderboard-names';
export { pityRarityWords } from './game-texts/pity-words';
export { useLiveTopics } from './live/use-live-topics';
export { corporationTag, corporationTopic, jackpotTag, placePixelTag, playerTag, playerTopic } from './live/live-tags';
export { useWorldNow, worldClockOffsetMs } from './world-clock/world-clock';
