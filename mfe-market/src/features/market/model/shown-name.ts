import type { MarketOffer } from '@zu/shared-contract';

/** The name a player reads for a user of the market: their display name, else their user name. */
export const shownName = (user: MarketOffer['seller']) => user.discordGlobalName ?? user.discordUserName;
