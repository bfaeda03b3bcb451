import type { Giveaway, GiveawayEntry, GiveawayList, GiveawayPlayer } from '@zu/shared-contract';
import { baseApi } from '../api/base-api';
import { playerTag } from '../live/live-tags';

/** One player's entry in one giveaway. */
export interface GiveawayPlayerArgs {
  id: string;
  userName: string;
}

const giveawayPath = (id: string) => `/public/giveaway/${encodeURIComponent(id)}`;

/**
 * The giveaways: the home page's banner and the Giveaway page read the same list, so one cached request serves
 * both. Every read is tagged `Giveaway`, which the live `event` topic (a giveaway opened or drawn) marks stale; a
 * player's entry is also tagged with the player. Entering answers the giveaway and the entry: both are written into
 * the cache at once, then read again.
 */
export const giveawayApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    giveaways: build.query<GiveawayList, void>({
      query: () => '/public/giveaway',
      providesTags: ['Giveaway'],
    }),
    giveawayPlayer: build.query<GiveawayPlayer, GiveawayPlayerArgs>({
      query: ({ id, userName }) => `${giveawayPath(id)}/player/${encodeURIComponent(userName)}`,
      providesTags: (_result, _error, { userName }) => ['Giveaway', playerTag(userName)],
    }),
    enterGiveaway: build.mutation<GiveawayEntry, GiveawayPlayerArgs>({
      query: ({ id }) => ({ url: `${giveawayPath(id)}/enter`, method: 'POST' }),
      invalidatesTags: ['Giveaway'],
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const { data: entry } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!entry) return;
        dispatch(
          giveawayApi.util.updateQueryData('giveaways', undefined, (list) =>
            list.map((giveaway) => (giveaway.id === entry.giveaway.id ? entry.giveaway : giveaway)),
          ),
        );
        dispatch(giveawayApi.util.upsertQueryData('giveawayPlayer', args, entry.player));
      },
    }),
  }),
});

export const { useGiveawaysQuery, useGiveawayPlayerQuery, useEnterGiveawayMutation } = giveawayApi;

/** The giveaway taking entries, if one is (the rule set has one open at a time). */
export function openGiveawayOf(giveaways: readonly Giveaway[] | undefined): Giveaway | undefined {
  return giveaways?.find((giveaway) => giveaway.isOpen);
}
