import type { InventoryEntry, PlayerCompare } from '@zu/shared-contract';
import { baseApi, playerTag } from '@zu/shared-platform';

export const inventoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    profileInventory: build.query<InventoryEntry[], string>({
      query: (userName) => `/public/inventory/${encodeURIComponent(userName)}`,
      providesTags: (_result, _error, userName) => ['Account', playerTag(userName)],
    }),
    /** Compared by the database: what each player has that the other lacks. */
    profileCompare: build.query<PlayerCompare, { userName: string; otherUserName: string }>({
      query: ({ userName, otherUserName }) =>
        `/public/user/${encodeURIComponent(userName)}/compare/${encodeURIComponent(otherUserName)}`,
      providesTags: (_result, _error, { userName, otherUserName }) => [
        'Account',
        playerTag(userName),
        playerTag(otherUserName),
      ],
    }),
  }),
});

export const { useProfileInventoryQuery, useProfileCompareQuery } = inventoryApi;
