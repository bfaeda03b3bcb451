import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { JWTVerifyGetKey } from 'jose';
import { assertDevelopmentSwitchesAllowed, type ApiConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { registerPlugins } from './plugins';
import { registerAreas } from './areas';
import { resolveSignedInPlayer } from './areas/players/signed-in-player';
import { settleKeptAnswers } from './lib/kept-answers';
import { validatorsByPart } from './lib/validator-compilers';

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
  /**
   * Keys that sign access tokens. By default the development provider's own, when it runs in this process, otherwise
   * those the configured provider publishes. Tests give their own.
   */
  jwks?: JWTVerifyGetKey;
}

/**
 * The API as an object: no port, no process concerns (server.ts does that), so tests drive it with `inject`
 * against a real database.
 */
export async function buildApp({ config, database, logger = false, jwks }: AppOptions): Promise<FastifyInstance> {
  assertDevelopmentSwitchesAllowed(config);
  const app = Fastify({
    logger,
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // The card catalogue search and repeated filters come from the query string.
    routerOptions: { maxParamLength: 200 },
    // A path that cannot be decoded, or a parameter longer than that (a 300-character quick search), is bad input
    // like any other: 400 {code, message}, not Fastify's own body (and a 414).
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply)
        .status(400)
        .send({ code: 'INVALID_REQUEST', message: `Requête invalide : ${error.message}` });
    },
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, allErrors: false } },
    schemaController: { compilersFactory: { buildValidator: validatorsByPart() } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('config', config);
  app.decorate('startedAt', Date.now());
  // The token check learns who a token names from the players area, handed in: plugins never import areas.
  await registerPlugins(app, { config, database, jwks, resolveSignedInPlayer });
  await registerAreas(app);
  // Answers made are kept in the database behind their requests: written before whoever closes the app closes it.
  app.addHook('onClose', async () => settleKeptAnswers(database.db));
  return app;
}
