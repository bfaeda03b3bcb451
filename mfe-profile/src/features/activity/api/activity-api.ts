import type { LootMap } from '@zu/shared-contract';
import { baseApi, playerTag } from '@zu/shared-platform';

export const activityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `year` 0: the last 365 days up to the world's today; otherwise that calendar year. */
    profileLootMap: build.query<LootMap, { userName: string; year: number }>({
      query: ({ userName, year }) => ({ url: `/public/loot/${encodeURIComponent(userName)}`, params: { year } }),
      providesTags: (_result, _error, { userName }) => [playerTag(userName)],
    }),
  }),
});

export const { useProfileLootMapQuery } = activityApi;
