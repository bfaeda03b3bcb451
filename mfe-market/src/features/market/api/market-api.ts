import type { CreateOfferBody, InventoryEntry, MarketOffer, MarketOffersPage, MarketQuery } from '@zu/shared-contract';
import { baseApi } from '@zu/shared-platform';

const offer = (offerId: string) => `/public/market/${encodeURIComponent(offerId)}`;

/**
 * The Marché's own reads and writes (a player's history and a card's trades are the platform's, shared with other
 * remotes). Every write changes the offers and the histories (`Market`); an accepted offer also moves money and a
 * card, so the balances and inventories (`Account`) are read again.
 */
export const marketApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    marketOffers: build.query<MarketOffersPage, MarketQuery>({
      query: (params) => ({ url: '/public/market', params }),
      providesTags: ['Market'],
    }),
    marketInventory: build.query<InventoryEntry[], string>({
      query: (userName) => `/public/inventory/${encodeURIComponent(userName)}`,
      providesTags: ['Account'],
    }),
    marketCreateOffer: build.mutation<MarketOffer, CreateOfferBody>({
      query: (body) => ({ url: '/public/market', method: 'POST', body }),
      invalidatesTags: ['Market'],
    }),
    marketCancelOffer: build.mutation<MarketOffer, string>({
      query: (offerId) => ({ url: offer(offerId), method: 'DELETE' }),
      invalidatesTags: ['Market'],
    }),
    marketAcceptOffer: build.mutation<MarketOffer, string>({
      query: (offerId) => ({ url: `${offer(offerId)}/accept`, method: 'POST' }),
      invalidatesTags: ['Market', 'Account'],
    }),
  }),
});

export const {
  useMarketOffersQuery,
  useMarketInventoryQuery,
  useMarketCreateOfferMutation,
  useMarketCancelOfferMutation,
  useMarketAcceptOfferMutation,
} = marketApi;
