import type { PageDataPreloader, PageMap, PageName } from '@zu/shared-platform';
import { playerTabsWithFirstRequests, type PlayerTabWithFirstRequests } from './player-tabs-with-first-requests';

/** Exposed as `./pages`: every route this area owns (the type makes the map complete), loaded lazily. */
export const pages: PageMap<'profile'> = {
  UserLayout: () => import('./features/user-layout/UserLayout'),
  UserOverview: () => import('./features/user-profile/components/UserOverviewPage'),
  UserBanner: () => import('./features/banners/components/UserBannerPage'),
  UserInventory: () => import('./features/inventory/components/UserInventoryPage'),
  UserCompare: () => import('./features/inventory/components/UserComparePage'),
  UserAchievement: () => import('./features/achievements/components/UserAchievementPage'),
  UserActivity: () => import('./features/activity/components/UserActivityPage'),
  UserStats: () => import('./features/stats/components/UserStatsPage'),
  UserReputation: () => import('./features/reputation/components/UserReputationPage'),
  UserInventoryConstellation: () => import('./features/inventory/components/UserInventoryConstellationPage'),
  Achievement: () => import('./features/achievements/components/AchievementPage'),
};

// Its own chunk, fetched beside the page's: the pages module stays small.
const preloadPlayerPage =
  (page: PlayerTabWithFirstRequests): PageDataPreloader =>
  (context) =>
    import('./preload-pages').then(({ playerPagePreloaders }) => playerPagePreloaders[page](context));

/** The first requests of a player's tabs, started ahead of the page (see PageDataPreloader). */
export const preloadData: Partial<Record<PageName, PageDataPreloader>> = Object.fromEntries(
  playerTabsWithFirstRequests.map((page) => [page, preloadPlayerPage(page)]),
);

/** Which build of this remote is live (`local`, or a release version). */
export const buildId = __ZU_BUILD_ID__;
