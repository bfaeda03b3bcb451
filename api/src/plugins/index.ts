import type { FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { ApiConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { devIdentityKeysPlugin } from '../identity/keys-plugin';
import { authenticationPlugin, type SignedInPlayerResolver } from './authentication';
import { compressionPlugin } from './compression';
import { corsPlugin } from './cors';
import { databasePlugin } from './database';
import { errorsPlugin } from './errors';
import { inputGuardPlugin } from './input-guard';
import { openapiPlugin } from './openapi';
import { rateLimitsPlugin } from './rate-limits';
import { ruleSetPlugin } from './rule-set';
import { securityHeadersPlugin } from './security-headers';

/** Registered in this order: later plugins and every route rely on the earlier ones. */
export async function registerPlugins(
  app: FastifyInstance,
  options: {
    config: ApiConfig;
    database: DatabaseHandle;
    jwks?: JWTVerifyGetKey | undefined;
    resolveSignedInPlayer: SignedInPlayerResolver;
  },
) {
  const { config } = options;
  await app.register(databasePlugin, { database: options.database });
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  // On PostgreSQL the API may run as several processes: the limits that must hold across them count in the database.
  const sharedDb = options.database.kind === 'postgres' ? options.database.db : undefined;
  await app.register(rateLimitsPlugin, { limits: config.rateLimits, db: sharedDb });
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(corsPlugin, { config });
  await app.register(ruleSetPlugin);
  // The development identity provider signs tokens in this very process: its keys are loaded first, and the token
  // check is handed their public half. Otherwise the token check fetches the configured provider's keys.
  if (config.devIdentityProvider) await app.register(devIdentityKeysPlugin, { config });
  await app.register(authenticationPlugin, {
    config,
    jwks: options.jwks ?? app.devIdentityKeys?.localJwks,
    resolveSignedInPlayer: options.resolveSignedInPlayer,
  });
  await app.register(openapiPlugin, { config });
}
