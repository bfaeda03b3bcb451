import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ApiConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { registerPlugins } from './plugins';
import { registerRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: ApiConfig;
    startedAt: number;
  }
}

export interface AppOptions {
  config: ApiConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The API as an object: no port, no process concerns (server.ts does that), so tests drive it with `inject`
 * against a real database.
 */
export async function buildApp({ config, database, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // The card catalogue search and repeated filters come from the query string.
    routerOptions: { maxParamLength: 200 },
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('config', config);
  app.decorate('startedAt', Date.now());
  await registerPlugins(app, { config, database });
  await registerRoutes(app);
  return app;
}
