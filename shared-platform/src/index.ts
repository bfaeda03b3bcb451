// Public API of @zu/shared-platform. Test utilities live in '@zu/shared-platform/testing'.
export { areas, areaInfo, remoteAreas } from './areas/areas';
export type { Area, AreaInfo, RemoteArea } from './areas/areas';
export {
  defaultRuntimeConfig,
  getRuntimeConfig,
  loadRuntimeConfig,
  mergeRuntimeConfig,
  setRuntimeConfig,
} from './config/runtime-config';
export type { RuntimeConfig } from './config/runtime-config';
export { apiErrorCode, baseApi } from './api/base-api';
export type { ApiError } from './api/base-api';
export { serializeQueryParams } from './api/query-params';
export { appSettingsApi, useAppSettingsQuery, useAppStatusQuery } from './app-settings/app-settings-api';
export { useActiveFeatures } from './app-settings/use-active-features';
export { publicUserApi, usePublicUserQuery } from './players/public-user-api';
export { makeStore, rootReducer, useAppDispatch, useAppSelector } from './store/store';
export type { AppDispatch, AppStore, LazyLoadedSlices, RootState } from './store/store';
export {
  getRoute,
  isUserRoute,
  listRedirect,
  pageNamesOfArea,
  routeGroups,
  routeTable,
  routesOfArea,
} from './routing/route-table';
export type {
  AppRoute,
  GroupLayoutPage,
  LayoutName,
  RouteDefinition,
  RouteGroup,
  RouteName,
  RouteNameOfArea,
  RouteOf,
} from './routing/route-table';
export { fillPath, pathTo, toQueryString } from './routing/paths';
export type { PathParams, Query } from './routing/paths';
export { isRouteOpen } from './routing/gating';
export type { GateContext } from './routing/gating';
export { decideScroll, isOAuthCallbackHash, routeNameAt } from './routing/scroll';
export type { ScrollDecision, ScrollLocation } from './routing/scroll';
export { formatTitle, usePageTitle } from './routing/titles';
export { RoutePage } from './routing/RoutePage';
export { ScrollManager } from './routing/ScrollManager';
export { createRouteObjects } from './routing/create-route-objects';
export type { RouteObjectsOptions } from './routing/create-route-objects';
export { AppLink } from './routing/AppLink';
export type { AppLinkProps } from './routing/AppLink';
export type { PageLoader, PageMap, PageModule, PageName, RemotePagesModule } from './pages/page-map';
export { introPage } from './pages/intro-page';
export type { IntroPageLoader } from './pages/intro-page';
export { lazyPage } from './pages/lazy-page';
export { startStandalone } from './harness/start-standalone';
export { defaultInventoryMode, storageKeys } from './storage/storage-keys';
