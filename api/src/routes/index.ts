import type { FastifyInstance } from 'fastify';
import appRoutes from './app';
import configRoutes from './config';
import catalogueRoutes from './public/catalogue';
import postRoutes from './public/posts';
import playerRoutes from './public/players';
import corporationRoutes from './public/corporations';
import statsRoutes from './public/stats';
import shopRoutes from './public/shop';
import searchRoutes from './public/search';
import devRoutes from './dev';
import imageRoutes from './images';
import devIdentityProvider from '../identity/plugin';

/** Every route plugin of the API, in one place. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(appRoutes);
  await app.register(configRoutes);
  await app.register(catalogueRoutes);
  await app.register(postRoutes);
  await app.register(playerRoutes);
  await app.register(corporationRoutes);
  await app.register(statsRoutes);
  await app.register(shopRoutes);
  await app.register(searchRoutes);
  await app.register(imageRoutes);
  if (app.config.devTools) await app.register(devRoutes);
  if (app.config.devIdentityProvider) await app.register(devIdentityProvider);
}
