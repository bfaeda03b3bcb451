import type { ForgePlan, RecycleConfigEntry } from '@zu/shared-contract';
import { baseApi } from '@zu/shared-platform';

export interface ForgePlanArgs {
  userName: string;
  /** The pack whose missing cards to price; none: no crafting part. */
  packId?: string;
}

/**
 * The forge's reads: the game's values by rarity and shiny level, and a player's planner. The planner depends on the
 * player's cards and currencies, so it is tagged `Account`: any write that moves them has it read again.
 */
export const forgeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    gamemodesRecycleConfig: build.query<RecycleConfigEntry[], void>({ query: () => '/public/recycle/config' }),
    gamemodesForgePlan: build.query<ForgePlan, ForgePlanArgs>({
      query: ({ userName, packId }) => ({ url: `/public/forge/${encodeURIComponent(userName)}`, params: { packId } }),
      providesTags: ['Account'],
    }),
  }),
});

export const { useGamemodesRecycleConfigQuery, useGamemodesForgePlanQuery } = forgeApi;
