import type { PlayerProfile } from '@zu/shared-contract';
import { baseApi } from '@zu/shared-platform';

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    profileUser: build.query<PlayerProfile, string>({
      query: (userName) => `/public/user/${encodeURIComponent(userName)}`,
      providesTags: ['Account'],
    }),
  }),
});

export const { useProfileUserQuery } = profileApi;
