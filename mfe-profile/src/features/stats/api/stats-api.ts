import type { PlayerStats } from '@zu/shared-contract';
import { baseApi, playerTag } from '@zu/shared-platform';

export const statsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Counted by the database: the page never receives the inventory itself. */
    profileStats: build.query<PlayerStats, string>({
      query: (userName) => `/public/user/${encodeURIComponent(userName)}/stats`,
      providesTags: (_result, _error, userName) => [playerTag(userName)],
    }),
  }),
});

export const { useProfileStatsQuery } = statsApi;
