import type { GameStats, HardcoreRunsPage, HardcoreSeasonList } from '@zu/shared-contract';
import { baseApi } from '@zu/shared-platform';

export const statsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    leaderboardsStats: build.query<GameStats, void>({ query: () => '/public/stats' }),
    leaderboardsStatsHardcoreSeasons: build.query<HardcoreSeasonList, void>({
      query: () => '/public/hardcore/season',
    }),
    leaderboardsStatsHardcoreSeason: build.query<HardcoreRunsPage, number>({
      query: (seasonIndex) => ({ url: `/public/hardcore/season/${seasonIndex}/retrospective`, params: { size: 1 } }),
    }),
  }),
});

export const {
  useLeaderboardsStatsQuery,
  useLeaderboardsStatsHardcoreSeasonsQuery,
  useLeaderboardsStatsHardcoreSeasonQuery,
} = statsApi;
