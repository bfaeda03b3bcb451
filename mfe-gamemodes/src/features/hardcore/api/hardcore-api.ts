import type { HardcoreSeason } from '@zu/shared-contract';
import { baseApi } from '@zu/shared-platform';

/** The hardcore season running today (404 between seasons and under NORMAL); its runs are the platform's reads. */
export const hardcoreApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    gamemodesHardcoreSeason: build.query<HardcoreSeason, void>({ query: () => '/public/hardcore/season/current' }),
  }),
});

export const { useGamemodesHardcoreSeasonQuery } = hardcoreApi;
