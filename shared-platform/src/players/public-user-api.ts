import type { PlayerProfile } from '@zu/shared-contract';
import { baseApi } from '../api/base-api';
import { playerTag } from '../live/live-tags';

/**
 * A player's public profile. Here, not in one area: the shell's user menu and the profile remote read the same
 * player, and one endpoint means one cached request for both.
 */
export const publicUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicUser: build.query<PlayerProfile, string>({
      query: (userName) => `/public/user/${encodeURIComponent(userName)}`,
      // The account's reads, and this player's: their live topic reads them again for anyone watching.
      providesTags: (_result, _error, userName) => ['Account', playerTag(userName)],
    }),
  }),
});

export const { usePublicUserQuery } = publicUserApi;
