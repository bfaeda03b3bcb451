export { RewardList } from './components/RewardList';
export { RewardSummary } from './components/RewardSummary';
export { currencyLines, isEmptyReward, rewardCurrencies } from './model/reward';
export type { Reward } from './model/reward';
export { shownTicketTypes, ticketCountText, ticketTypeInfo, ticketTypeOf } from './model/ticket-types';
