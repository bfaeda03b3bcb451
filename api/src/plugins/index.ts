import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { JWTVerifyGetKey } from 'jose';
import authentication from './authentication';
import compression from './compression';
import cors from './cors';
import database from './database';
import errors from './errors';
import openapi from './openapi';
import ruleSet from './rule-set';
import securityHeaders from './security-headers';

/** Registered in this order: later plugins and every route rely on the earlier ones. */
export async function registerPlugins(
  app: FastifyInstance,
  options: { config: ApiConfig; database: DatabaseHandle; jwks?: JWTVerifyGetKey | undefined },
) {
  await app.register(database, { database: options.database });
  await app.register(errors);
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(cors, { config: options.config });
  await app.register(ruleSet);
  await app.register(authentication, { config: options.config, ...(options.jwks ? { jwks: options.jwks } : {}) });
  await app.register(openapi, { config: options.config });
}
