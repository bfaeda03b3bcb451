// The whole database schema, gathered from the files that own each table: Drizzle's client and drizzle-kit (which
// writes the migrations from it) read this file. One schema for PGlite and PostgreSQL 15: keep to SQL both accept.
// The catalogue (packs, cards, fusions, banners, posts) is shared by both rule sets; what a player owns or does is
// kept per rule set. Schema files import each other directly, never through this file.
export * from '../engine/rule-sets';
export * from '../areas/catalogue/catalogue-schema';
export * from '../areas/posts/posts-schema';
export * from '../areas/app/app-schema';
export * from '../areas/players/players-schema';
export * from '../areas/corporations/corporations-schema';
export * from '../areas/shop/shop-schema';
export * from '../identity/identity-schema';
export * from '../areas/world/world-schema';
export * from '../areas/loot/loot-schema';
export * from '../areas/invocations/invocations-schema';
export * from '../areas/inventory/inventory-schema';
export * from '../areas/tower/tower-schema';
export * from '../areas/challenges/challenges-schema';
export * from '../areas/achievements/achievements-schema';
export * from '../areas/subscriptions/subscriptions-schema';
export * from '../areas/lucky/lucky-schema';
export * from '../areas/calendar/calendar-schema';
export * from '../areas/market/market-schema';
export * from '../areas/leaderboards/leaderboards-schema';
export * from '../areas/place/place-schema';
export * from '../areas/giveaways/giveaway-schema';
export * from '../areas/live/live-schema';
export * from '../areas/boss/boss-schema';
export * from '../lib/kept-answers-schema';
export * from '../lib/rate-limit-counters-schema';
export * from './seed-info-schema';
