import type { LeaderboardPage, LeaderboardType } from '@zu/shared-contract';
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
  }),
});

export const { useLeaderboardsPageQuery, useLazyLeaderboardsAroundQuery } = leaderboardsApi;
