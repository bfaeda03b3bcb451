// The widgets every remote may show (card tiles, catalogue filters, player hover card, subscription flow). They
// are their own shared entry, apart from the platform's main one, so a page that shows none of them (the home
// page) never downloads them.
export {};
export { SubscriptionFlow } from './subscription/SubscriptionFlow';
export type { SubscriptionFlowProps } from './subscription/SubscriptionFlow';
export { subscriptionBonusCount } from './subscription/subscription-terms';
export { PlayerHoverCard, playerHoverCardWidth } from './player-hover-card/PlayerHoverCard';
export type { PlayerHoverCardProps } from './player-hover-card/PlayerHoverCard';
