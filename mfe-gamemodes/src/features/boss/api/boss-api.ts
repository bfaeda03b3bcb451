import type { Boss, BossLeaderboard, BossPlayer } from '@zu/shared-contract';
import { baseApi, playerTag } from '@zu/shared-platform';

export interface BossDamageArgs {
  bossId: string;
  /** 0-based, as the API counts its pages. */
  page: number;
}

/**
 * The boss page's reads, all tagged `Boss`: the live `boss` topic (any attack, a boss opening) reads them again. A
 * failed read keeps the tag too, so a page that found no boss reads it again when one opens. A player's read is also
 * tagged with the player, so that news of their own attacks reads it again.
 */
export const bossApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    gamemodesBossCurrent: build.query<Boss, void>({
      query: () => '/public/boss/current',
      providesTags: ['Boss'],
    }),
    gamemodesBossDamage: build.query<BossLeaderboard, BossDamageArgs>({
      query: ({ bossId, page }) => ({ url: `/public/boss/${encodeURIComponent(bossId)}/damage`, params: { page } }),
      providesTags: ['Boss'],
    }),
    gamemodesBossPlayer: build.query<BossPlayer, string>({
      query: (userName) => `/public/boss/player/${encodeURIComponent(userName)}`,
      providesTags: (_result, _error, userName) => ['Boss', playerTag(userName)],
    }),
  }),
});

export const { useGamemodesBossCurrentQuery, useGamemodesBossDamageQuery, useGamemodesBossPlayerQuery } = bossApi;
