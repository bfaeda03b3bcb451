import type { PlayerTower, TowerGlobalStats, TowerLeaderboard } from '@zu/shared-contract';
import { baseApi } from '../api/base-api';
import { playerTag } from '../live/live-tags';

export interface TowerLeaderboardArgs {
  /** 0: the current season, 1 the one before, and so on. */
  seasonOffset: number;
  /** Only this player's line (any case); absent: the top 100. */
  userName?: string;
}

/**
 * The Vortex reads more than one remote shows: a season's ranking (the leaderboards and the Vortex page), a season's
 * figures (the stats page and the Vortex page) and a player's seasons and clans (the profile's Ascensions tab and the
 * Vortex page). One endpoint each, so one cached request serves them all. A player's Vortex is tagged with the
 * player, so that news of their climbs (the live channel's `player:{name}`) reads it again.
 */
export const towerReadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    towerLeaderboard: build.query<TowerLeaderboard, TowerLeaderboardArgs>({
      query: ({ seasonOffset, userName }) => ({
        url: '/public/tower/leaderboard',
        params: { seasonOffset, discordUserName: userName },
      }),
    }),
    towerStats: build.query<TowerGlobalStats, number>({
      query: (seasonOffset) => ({ url: '/public/tower/stats', params: { seasonOffset } }),
    }),
    playerTower: build.query<PlayerTower, string>({
      query: (userName) => `/public/tower/${encodeURIComponent(userName)}`,
      providesTags: (_result, _error, userName) => [playerTag(userName)],
    }),
  }),
});

export const { useTowerLeaderboardQuery, useLazyTowerLeaderboardQuery, useTowerStatsQuery, usePlayerTowerQuery } =
  towerReadsApi;
