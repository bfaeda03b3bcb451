import type { PlayerProfile } from '@zu/shared-contract';
import { baseApi } from '@zu/shared-platform';

/** The signed-in player's own account (the user menu's corporation link). */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    shellAccount: build.query<PlayerProfile, string>({
      query: (userName) => `/public/user/${encodeURIComponent(userName)}`,
      providesTags: ['Account'],
    }),
  }),
});

export const { useShellAccountQuery } = accountApi;
