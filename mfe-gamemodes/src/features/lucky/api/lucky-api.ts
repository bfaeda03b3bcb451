import type {
  Jackpot,
  LuckyLink,
  NextTicket,
  ScratchedTickets,
  ScratchResult,
  TicketCounts,
  TicketType,
} from '@zu/shared-contract';
import { baseApi, jackpotTag } from '@zu/shared-platform';

const link = (code: string) => `/public/lucky/${encodeURIComponent(code)}`;

/**
 * The ticket flow. Reads of a link are tagged `Lucky` so that a scratch reads them again (counts, next ticket,
 * jackpot); the scratch also pays the link's holder, so every profile (the header's balance) is read again.
 */
export const luckyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    gamemodesLuckyJackpot: build.query<Jackpot, void>({
      query: () => '/public/lucky/jackpot',
      // Its own tag: the jackpot's live topic reads it again, and no other ticket read.
      providesTags: [jackpotTag],
    }),
    gamemodesLuckyCounts: build.query<TicketCounts, string>({
      query: (code) => `${link(code)}/count`,
      providesTags: ['Lucky'],
    }),
    gamemodesLuckyNextTicket: build.query<NextTicket, { code: string; type: TicketType }>({
      query: ({ code, type }) => ({ url: link(code), params: { type } }),
      providesTags: ['Lucky'],
    }),
    // A POST, read as a query: it answers the player's current link and makes one only when none is valid, so
    // asking again changes nothing; the page shows it as it shows any other read.
    gamemodesLuckyOwnLink: build.query<LuckyLink, void>({
      query: () => ({ url: '/public/lucky/link', method: 'POST' }),
      providesTags: ['Lucky'],
    }),
    // The signed-in player's last scratched tickets, read again after a scratch.
    gamemodesLuckyHistory: build.query<ScratchedTickets, void>({
      query: () => '/public/lucky/history',
      providesTags: ['Lucky'],
    }),
    gamemodesLuckyScratch: build.mutation<ScratchResult, string>({
      query: (ticketId) => ({ url: link(ticketId), method: 'POST' }),
      invalidatesTags: ['Lucky', 'Account'],
    }),
  }),
});

export const {
  useGamemodesLuckyJackpotQuery,
  useGamemodesLuckyCountsQuery,
  useGamemodesLuckyNextTicketQuery,
  useGamemodesLuckyOwnLinkQuery,
  useGamemodesLuckyScratchMutation,
  useGamemodesLuckyHistoryQuery,
} = luckyApi;
