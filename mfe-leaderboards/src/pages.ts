import type { PageMap } from '@zu/shared-platform';

const boardPages = () => import('./features/leaderboards/components/BoardPages');

/** Exposed as `./pages`: every route this area owns (the type makes the map complete), loaded lazily. */
export const pages: PageMap<'leaderboards'> = {
  LeaderboardOverview: () => import('./features/leaderboards/components/LeaderboardOverviewPage'),
  LeaderboardGlobal: () => boardPages().then((m) => ({ default: m.GlobalPage })),
  LeaderboardGlobalTradeless: () => boardPages().then((m) => ({ default: m.TradelessPage })),
  LeaderboardFusion: () => boardPages().then((m) => ({ default: m.FusionPage })),
  LeaderboardAchievement: () => boardPages().then((m) => ({ default: m.AchievementPage })),
  LeaderboardInventory: () => import('./features/leaderboards/components/InventoryLeaderboardPage'),
  LeaderboardHardcore: () => import('./features/leaderboards/components/HardcoreLeaderboardPage'),
  LeaderboardTower: () => import('./features/leaderboards/components/TowerLeaderboardPage'),
  LeaderboardRayouOfficial: () => boardPages().then((m) => ({ default: m.RayouOfficialPage })),
  LeaderboardReputation: () => boardPages().then((m) => ({ default: m.ReputationPage })),
  LeaderboardChallenges: () => boardPages().then((m) => ({ default: m.ChallengesPage })),
  LeaderboardUpgraded: () => boardPages().then((m) => ({ default: m.UpgradedPage })),
  Stats: () => import('./features/stats/components/StatsPage'),
};

/** Which build of this remote is live (`local`, or a release version). */
export const buildId = __ZU_BUILD_ID__;
