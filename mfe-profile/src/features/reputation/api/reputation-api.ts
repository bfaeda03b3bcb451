import type { PlayerTower } from '@zu/shared-contract';
import { baseApi, playerTag } from '@zu/shared-platform';

export const reputationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    profileTower: build.query<PlayerTower, string>({
      query: (userName) => `/public/tower/${encodeURIComponent(userName)}`,
      providesTags: (_result, _error, userName) => [playerTag(userName)],
    }),
  }),
});

export const { useProfileTowerQuery } = reputationApi;
