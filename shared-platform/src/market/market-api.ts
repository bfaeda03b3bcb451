import type { ItemTrades, MarketHistory } from '@zu/shared-contract';
import { baseApi } from '../api/base-api';

/**
 * The market reads more than one remote shows: a player's trades (the shell's count of new sales on the Marché link,
 * the Marché page) and a card's offers and last sales (the card's page in the catalogue, the Marché). One endpoint
 * each, so one cached request serves them all; every market write invalidates `Market`.
 */
export const marketReadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    marketHistory: build.query<MarketHistory, string>({
      query: (userName) => `/public/market/history/${encodeURIComponent(userName)}`,
      providesTags: ['Market'],
    }),
    itemTrades: build.query<ItemTrades, string>({
      query: (slug) => `/public/item/${encodeURIComponent(slug)}/trades`,
      providesTags: ['Market'],
    }),
  }),
});

export const { useMarketHistoryQuery, useItemTradesQuery } = marketReadsApi;
