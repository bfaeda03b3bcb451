import type { PlayerProfile } from '@zu/shared-contract';
import { baseApi } from '../api/base-api';

/**
 * A player's public profile. Here, not in one area: the shell's user menu and the profile remote read the same
 * player, and one endpoint means one cached request for both.
 */
export const publicUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicUser: build.query<PlayerProfile, string>({
      query: (userName) => `/public/user/${encodeURIComponent(userName)}`,
      providesTags: ['Account'],
    }),
  }),
});

export const { usePublicUserQuery } = publicUserApi;
