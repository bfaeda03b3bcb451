import path from 'node:path';
import fp from 'fastify-plugin';
import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import type { ApiConfig } from '../config';
import { loadOrCreateSecrets, publicJwks, type ProviderSecrets } from './keys';

export interface DevIdentityKeys {
  /** The provider's signing key and cookie secret. */
  secrets: ProviderSecrets;
  /**
   * The public half of the signing key, read in this process: the token check's keys when this API is the
   * configured provider (it need not fetch its own JWKS over HTTP); undefined when another provider is configured.
   */
  localJwks: JWTVerifyGetKey | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present only with the development identity provider on. */
    devIdentityKeys?: DevIdentityKeys;
  }
}

/** Loads (or creates, once) the development provider's keys, before the token check and the provider's routes. */
export const devIdentityKeysPlugin = fp<{ config: ApiConfig }>(
  async (app, { config }) => {
    const secrets = await loadOrCreateSecrets(path.join(config.dataDir, 'dev-identity-provider'));
    const isIssuer = config.identityProviderUrl === config.publicUrl;
    const keys: DevIdentityKeys = {
      secrets,
      localJwks: isIssuer ? createLocalJWKSet(publicJwks(secrets.signingKey)) : undefined,
    };
    app.decorate('devIdentityKeys', keys);
  },
  { name: 'dev-identity-keys' },
);
