import type { HardcoreRunsPage, HardcoreSeasonList } from '@zu/shared-contract';
import { baseApi } from '../api/base-api';

export interface HardcoreRunsArgs {
  /** The longest runs first, or the failed ones, the latest failure first. */
  mode: 'retrospective' | 'failures';
  seasonIndex: number;
  page: number;
  size: number;
  /** Only this player's runs. */
  userName?: string;
}

/**
 * The hardcore seasons and their runs. Here, not in one area: the hardcore leaderboards, the statistics and the
 * game modes' Hardcore page read them, and one endpoint each means one cached request for all of them.
 */
export const hardcoreReadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    hardcoreSeasons: build.query<HardcoreSeasonList, void>({ query: () => '/public/hardcore/season' }),
    hardcoreRuns: build.query<HardcoreRunsPage, HardcoreRunsArgs>({
      query: ({ mode, seasonIndex, page, size, userName }) => ({
        url: `/public/hardcore/season/${seasonIndex}/${mode}`,
        params: { page, size, userName },
      }),
    }),
  }),
});

export const { useHardcoreSeasonsQuery, useHardcoreRunsQuery } = hardcoreReadsApi;
