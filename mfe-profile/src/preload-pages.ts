import { publicUserApi, towerReadsApi, type PageDataPreloader } from '@zu/shared-platform';
import { bannersApi } from './features/banners/api/banners-api';
import { statsApi } from './features/stats/api/stats-api';
import { overviewApi } from './features/user-profile/api/overview-api';
import type { PlayerTabWithFirstRequests } from './player-tabs-with-first-requests';

type PlayerRequest = (context: Parameters<PageDataPreloader>[0], userName: string) => Promise<unknown>;

/**
 * A player's tab: the User layout's request (the player's profile, for the header) beside the tab's own first
 * request, with the same arguments as the pages' (RTK Query's cache serves them to the pages). Settled once both have
 * answered; it also runs in Node, for the page's first view rendered on each visit.
 */
const playerTab =
  (tabRequest: PlayerRequest): PageDataPreloader =>
  (context) => {
    const userName = context.params.discordUserName;
    if (!userName) return;
    const { dispatch } = context;
    return Promise.all([
      dispatch(publicUserApi.endpoints.publicUser.initiate(userName, { subscribe: false })),
      tabRequest(context, userName),
    ]);
  };

/** The first requests of the player's tabs whose first view is one request beside the header's. */
export const playerPagePreloaders: Record<PlayerTabWithFirstRequests, PageDataPreloader> = {
  UserOverview: playerTab(({ dispatch }, userName) =>
    dispatch(overviewApi.endpoints.profileOverview.initiate(userName, { subscribe: false })),
  ),
  UserBanner: playerTab(({ dispatch }, userName) =>
    dispatch(bannersApi.endpoints.profileBanners.initiate(userName, { subscribe: false })),
  ),
  UserStats: playerTab(({ dispatch }, userName) =>
    dispatch(statsApi.endpoints.profileStats.initiate(userName, { subscribe: false })),
  ),
  UserReputation: playerTab(({ dispatch }, userName) =>
    dispatch(towerReadsApi.endpoints.playerTower.initiate(userName, { subscribe: false })),
  ),
};
