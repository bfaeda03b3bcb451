import type { ShopBought, ShopEntry, ShopPurchase } from '@zu/shared-contract';
import { baseApi, publicUserApi } from '@zu/shared-platform';

export const shopApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Tagged so that the échoppe's live topic (a sale, a restock) reads the stock again.
    marketShop: build.query<ShopEntry[], void>({ query: () => '/public/shop', providesTags: ['Shop'] }),
    /** What the player bought in the current batch: a restock (the live topic) reads it again with the offers. */
    marketShopBought: build.query<ShopBought, string>({
      query: (userName) => `/public/shop/${encodeURIComponent(userName)}`,
      providesTags: ['Shop'],
    }),
    /**
     * The answer holds the entry after the sale and the buyer's balance: both are written in at once (the stock on
     * the page, the balance in the header), then the buyer's account is read again (their inventory grew).
     */
    marketShopBuy: build.mutation<ShopPurchase, { entryId: string; userName: string }>({
      query: ({ entryId }) => ({ url: `/public/shop/${encodeURIComponent(entryId)}/buy`, method: 'POST' }),
      async onQueryStarted({ userName }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          shopApi.util.updateQueryData('marketShop', undefined, (entries) =>
            entries.map((entry) => (entry.id === data.entry.id ? data.entry : entry)),
          ),
        );
        dispatch(
          shopApi.util.updateQueryData('marketShopBought', userName, (bought) => {
            if (!bought.boughtEntryIds.includes(data.entry.id)) bought.boughtEntryIds.push(data.entry.id);
          }),
        );
        dispatch(
          publicUserApi.util.updateQueryData('publicUser', userName, (profile) => {
            profile.user.balance = data.balance;
          }),
        );
      },
      invalidatesTags: ['Account'],
    }),
  }),
});

export const { useMarketShopQuery, useMarketShopBoughtQuery, useMarketShopBuyMutation } = shopApi;
