/**
 * The player's tabs whose first requests are declared (their preloaders: preload-pages.ts, its own chunk): kept
 * apart from both so that the pages module names them without loading the preloaders.
 */
export const playerTabsWithFirstRequests = ['UserOverview', 'UserBanner', 'UserStats', 'UserReputation'] as const;

export type PlayerTabWithFirstRequests = (typeof playerTabsWithFirstRequests)[number];
