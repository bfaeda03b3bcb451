// Game constants the API applies (SPEC.md §9 gives the others; these two are not in the spec, chosen here).

/** Trades a player may make in one day (shown as tradeCountToday / tradeLimit). */
export const dailyTradeLimit = 10;

/** Bonus commands a subscription grants per day (shown as subscriptionBonusCount / subscriptionBonusLimit). */
export const subscriptionBonusLimit = 3;
