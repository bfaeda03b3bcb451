import { chatUserNameRegex } from '@zu/shared-contract/constants';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { ApiConfig } from '../config';
import { ApiError } from '../lib/api-error';
import { apiAudience, certsUrlOf, issuerOf, realmPath, webClientId } from '../lib/sign-in-realm';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in player's chat user name, from a verified token only (never from the client's say-so). */
    userName: string | undefined;
  }
}

const unauthorized = (code: string, message: string) => new ApiError(401, code, message);

export interface AuthenticationOptions {
  config: ApiConfig;
  /**
   * The keys that sign access tokens. When none are given, those the configured provider publishes (fetched from
   * its JWKS endpoint, then cached by jose): the production path knows nothing of the development provider.
   */
  jwks?: JWTVerifyGetKey | undefined;
}

/**
 * Every request carrying `Authorization: Bearer …` is verified (signature with RS256 only, issuer, expiry,
 * audience or azp); a bad token is a 401 whatever the route, so the site signs the player out.
 */
export const authenticationPlugin = fp<AuthenticationOptions>(
  async (app, { config, jwks: givenJwks }) => {
    const jwks = givenJwks ?? createRemoteJWKSet(new URL(certsUrlOf(config.identityProviderUrl)));
    const issuer = issuerOf(config.identityProviderUrl);
    app.decorateRequest('userName', undefined);
    app.addHook('onRequest', async (request, reply) => {
      const header = request.headers.authorization;
      // The provider's own endpoints (userinfo, revocation) check their tokens themselves.
      if (!header || request.url.startsWith(`${realmPath}/`)) return;
      reply.header('WWW-Authenticate', 'Bearer');
      const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
      if (!token) throw unauthorized('INVALID_TOKEN', 'En-tête Authorization invalide : « Bearer <jeton> » attendu');
      let payload;
      try {
        ({ payload } = await jwtVerify(token, jwks, { issuer, algorithms: ['RS256'], clockTolerance: 5 }));
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw unauthorized('TOKEN_EXPIRED', 'Jeton expiré');
        throw unauthorized('INVALID_TOKEN', 'Jeton invalide');
      }
      const audiences = [payload.aud ?? []].flat();
      if (!audiences.includes(apiAudience) && payload.azp !== webClientId)
        throw unauthorized('INVALID_TOKEN', 'Jeton destiné à un autre service');
      const userName = payload.preferred_username;
      if (typeof userName !== 'string' || !chatUserNameRegex.test(userName))
        throw unauthorized('INVALID_TOKEN', 'Jeton sans nom d’utilisateur valide');
      request.userName = userName;
    });
  },
  { name: 'authentication' },
);

/** For routes that only make sense signed in. */
export function requireUser(request: { userName: string | undefined }): string {
  if (!request.userName) throw unauthorized('UNAUTHENTICATED', 'Connexion requise');
  return request.userName;
}
