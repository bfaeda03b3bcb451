// Game constants the API applies. The game's published rules do not give these two: they are chosen here.

/** Trades a player may make in one day (shown as tradeCountToday / tradeLimit). */
export const dailyTradeLimit = 10;

/** Bonus commands a subscription grants per day (shown as subscriptionBonusCount / subscriptionBonusLimit). */
export const subscriptionBonusLimit = 3;
