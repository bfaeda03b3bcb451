import type { ActiveChallenge, GameEvent } from '@zu/shared-contract';
import { baseApi } from '@zu/shared-platform';

/**
 * What runs now: the invocation events, and the week's three challenges (with a player's progress when a name is
 * given). A player's progress changes with their own play (in the chat), so it is tagged with the account.
 */
export const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    gamemodesCurrentEvents: build.query<GameEvent[], void>({
      query: () => '/public/event/current',
      // Read again when the running event changes (its live topic).
      providesTags: ['GameEvent'],
    }),
    gamemodesChallenges: build.query<ActiveChallenge[], string | null>({
      query: (userName) => (userName ? `/public/challenge/${encodeURIComponent(userName)}` : '/public/challenge/'),
      providesTags: ['Account'],
    }),
  }),
});

export const { useGamemodesCurrentEventsQuery, useGamemodesChallengesQuery } = eventsApi;
