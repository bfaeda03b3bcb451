import type { GameStats, TowerGlobalStats } from '@zu/shared-contract';
import { baseApi } from '@zu/shared-platform';

export const statsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    leaderboardsStats: build.query<GameStats, void>({ query: () => '/public/stats' }),
    leaderboardsTowerStats: build.query<TowerGlobalStats, void>({ query: () => '/public/tower/stats' }),
  }),
});

export const { useLeaderboardsStatsQuery, useLeaderboardsTowerStatsQuery } = statsApi;
