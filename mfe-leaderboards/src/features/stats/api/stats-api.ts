import type { GameStats } from '@zu/shared-contract';
import { baseApi } from '@zu/shared-platform';

export const statsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    leaderboardsStats: build.query<GameStats, void>({ query: () => '/public/stats' }),
  }),
});

export const { useLeaderboardsStatsQuery } = statsApi;
