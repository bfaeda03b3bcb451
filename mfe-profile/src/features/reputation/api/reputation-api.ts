import type { PlayerTower } from '@zu/shared-contract';
import { baseApi } from '@zu/shared-platform';

export const reputationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    profileTower: build.query<PlayerTower, string>({
      query: (userName) => `/public/tower/${encodeURIComponent(userName)}`,
    }),
  }),
});

export const { useProfileTowerQuery } = reputationApi;
