import type { HardcoreRunsPage, HardcoreSeasonList, LeaderboardPage, LeaderboardType } from '@zu/shared-contract';
import { baseApi } from '@zu/shared-platform';

export interface LeaderboardPageArgs {
  type: LeaderboardType;
  page: number;
  size: number;
}

export interface LeaderboardAroundArgs {
  type: LeaderboardType;
  userName: string;
  size: number;
}

export interface HardcoreRunsArgs {
  mode: 'retrospective' | 'failures';
  seasonIndex: number;
  page: number;
  size: number;
  userName?: string;
}

export const leaderboardsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    leaderboardsPage: build.query<LeaderboardPage, LeaderboardPageArgs>({
      query: ({ type, page, size }) => ({ url: `/public/leaderboard/${type}`, params: { page, size } }),
    }),
    leaderboardsAround: build.query<LeaderboardPage, LeaderboardAroundArgs>({
      query: ({ type, userName, size }) => ({
        url: `/public/leaderboard/${type}/around/${encodeURIComponent(userName)}`,
        params: { size },
      }),
    }),
    leaderboardsHardcoreSeasons: build.query<HardcoreSeasonList, void>({ query: () => '/public/hardcore/season' }),
    leaderboardsHardcoreRuns: build.query<HardcoreRunsPage, HardcoreRunsArgs>({
      query: ({ mode, seasonIndex, page, size, userName }) => ({
        url: `/public/hardcore/season/${seasonIndex}/${mode}`,
        params: { page, size, userName },
      }),
    }),
  }),
});

export const {
  useLeaderboardsPageQuery,
  useLazyLeaderboardsAroundQuery,
  useLeaderboardsHardcoreSeasonsQuery,
  useLeaderboardsHardcoreRunsQuery,
} = leaderboardsApi;
