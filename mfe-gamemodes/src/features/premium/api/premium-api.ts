import type { SubscriptionHistory } from '@zu/shared-contract';
import { baseApi } from '@zu/shared-platform';

/** A player's premium months. Tagged `Account`: subscribing (the shared flow) invalidates it, so it is read again. */
export const premiumApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    gamemodesSubscriptionHistory: build.query<SubscriptionHistory, string>({
      query: (userName) => `/public/subscription/${encodeURIComponent(userName)}`,
      providesTags: ['Account'],
    }),
  }),
});

export const { useGamemodesSubscriptionHistoryQuery } = premiumApi;
