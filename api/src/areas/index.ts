import type { FastifyInstance } from 'fastify';
import { devIdentityProviderRoutes } from '../identity/provider-routes';
import { imageRoutes } from '../images/image-routes';
import { achievementRoutes } from './achievements/achievements-routes';
import { appRoutes } from './app/app-routes';
import { devFeatureRoutes } from './app/dev-feature-routes';
import { devPlayRoutes } from './play/dev-play-routes';
import { calendarRoutes } from './calendar/calendar-routes';
import { bossRoutes } from './boss/boss-routes';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { challengeRoutes } from './challenges/challenges-routes';
import { corporationRoutes } from './corporations/corporations-routes';
import { corporationWriteRoutes } from './corporations/corporations-write-routes';
import { inventoryRoutes } from './inventory/inventory-routes';
import { leaderboardRoutes } from './leaderboards/leaderboards-routes';
import { invocationRoutes } from './invocations/invocations-routes';
import { liveRoutes } from './live/live-routes';
import { lootRoutes } from './loot/loot-routes';
import { marketRoutes } from './market/market-routes';
import { placeRoutes } from './place/place-routes';
import { giveawayRoutes } from './giveaways/giveaway-routes';
import { luckyRoutes } from './lucky/lucky-routes';
import { playerRoutes } from './players/players-routes';
import { postRoutes } from './posts/posts-routes';
import { searchRoutes } from './search/search-routes';
import { shopRoutes } from './shop/shop-routes';
import { statsRoutes } from './stats/stats-routes';
import { subscriptionRoutes } from './subscriptions/subscriptions-routes';
import { towerRoutes } from './tower/tower-routes';
import { worldRoutes } from './world/world-routes';

/**
 * Every route plugin of the API, in one place and in this order: the areas', the generated images', then the
 * development ones (only when switched on). Registered explicitly rather than discovered from the folders, so the
 * order is visible and the type checker sees every import.
 */
export async function registerAreas(app: FastifyInstance) {
  await app.register(appRoutes);
  await app.register(catalogueRoutes);
  await app.register(postRoutes);
  await app.register(playerRoutes);
  await app.register(corporationRoutes);
  await app.register(corporationWriteRoutes);
  await app.register(statsRoutes);
  await app.register(shopRoutes);
  await app.register(marketRoutes);
  await app.register(placeRoutes);
  await app.register(giveawayRoutes);
  await app.register(searchRoutes);
  await app.register(lootRoutes);
  await app.register(inventoryRoutes);
  await app.register(achievementRoutes);
  await app.register(challengeRoutes);
  await app.register(calendarRoutes);
  await app.register(invocationRoutes);
  await app.register(towerRoutes);
  await app.register(worldRoutes);
  await app.register(leaderboardRoutes);
  await app.register(luckyRoutes);
  await app.register(subscriptionRoutes);
  await app.register(liveRoutes);
  await app.register(bossRoutes);
  await app.register(imageRoutes);
  if (app.config.devTools) {
    await app.register(devFeatureRoutes);
    await app.register(devPlayRoutes);
  }
  if (app.config.devIdentityProvider) await app.register(devIdentityProviderRoutes);
}
