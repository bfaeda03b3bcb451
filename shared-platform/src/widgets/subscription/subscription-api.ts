import type { SubscriptionResult } from '@zu/shared-contract';
import { baseApi } from '@zu/shared-platform';

/** Subscribing changes the player's account (subscription, lore dust, a card): every profile is read again. */
export const subscriptionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscriptionSubscribe: build.mutation<SubscriptionResult, void>({
      query: () => ({ url: '/public/subscription/subscribe', method: 'POST' }),
      invalidatesTags: ['Account'],
    }),
  }),
});

export const { useSubscriptionSubscribeMutation } = subscriptionApi;
