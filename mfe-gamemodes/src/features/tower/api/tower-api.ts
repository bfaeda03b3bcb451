import type { Tournament, TowerSeason } from '@zu/shared-contract';
import { baseApi } from '@zu/shared-platform';

/**
 * The reads only the Vortex and Arène pages show. A season's ranking, its figures and a player's seasons are read by
 * other remotes too: those come from `@zu/shared-platform`.
 */
export const towerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    gamemodesTowerSeason: build.query<TowerSeason, number>({
      query: (seasonOffset) => ({ url: '/public/tower/season', params: { seasonOffset } }),
    }),
    gamemodesTournament: build.query<Tournament, void>({ query: () => '/public/tournament/latest' }),
  }),
});

export const { useGamemodesTowerSeasonQuery, useGamemodesTournamentQuery } = towerApi;
