import { chatUserNameRegex } from '@zu/shared-contract/constants';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { ApiConfig } from '../config';
import type { Db } from '../db/client';
import { ApiError } from '../lib/api-error';
import { apiAudience, certsUrlOf, issuerOf, realmPath } from '../lib/sign-in-realm';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in player's chat user name, from a verified token only (never from the client's say-so). */
    userName: string | undefined;
    /** The stable subject of the verified token (`chat_id`, else `sub`): the player, whatever their current name. */
    subject: string | undefined;
  }
}

const unauthorized = (code: string, message: string) => new ApiError(401, code, message);

/** The keys could not be read: the provider is down or slow, the token is not at fault. */
class SigningKeysUnavailable extends Error {}

export const signingKeysUnavailable = () =>
  new ApiError(
    503,
    'IDENTITY_PROVIDER_UNAVAILABLE',
    'Le service de connexion ne répond pas pour le moment. Réessayez dans quelques instants.',
  );

/** How long the published keys may take to arrive before the request is answered 503. */
const keyFetchTimeoutMs = 3000;

/** Who a verified token names: a known player, a new one, or a name another player holds. */
export type SignedInPlayer =
  { kind: 'known'; userName: string } | { kind: 'new'; userName: string } | { kind: 'name-taken' };

/** Finds the player behind a verified token's subject and user name (the players area gives it). */
export type SignedInPlayerResolver = (db: Db, subject: string, tokenUserName: string) => Promise<SignedInPlayer>;

export interface AuthenticationOptions {
  config: ApiConfig;
  /** Handed in rather than imported, so that this plugin knows nothing of the areas that use it. */
  resolveSignedInPlayer: SignedInPlayerResolver;
  /**
   * The keys that sign access tokens. When none are given, those the configured provider publishes (fetched from
   * its JWKS endpoint, then cached by jose): the production path knows nothing of the development provider.
   */
  jwks?: JWTVerifyGetKey | undefined;
}

/**
 * An access token, not an ID token or a refresh token: RFC 9068's `at+jwt` header (the development provider), or
 * Keycloak's `typ: Bearer` claim (Keycloak signs its access tokens with a plain `JWT` header). Keycloak's ID
 * tokens say `typ: ID`.
 */
function isAccessToken(header: { typ?: string | undefined }, payload: JWTPayload): boolean {
  if (payload.typ !== undefined) return payload.typ === 'Bearer';
  return header.typ?.toLowerCase() === 'at+jwt';
}

/**
 * Every request carrying `Authorization: Bearer …` is verified: RS256 signature, issuer, an access token for this
 * API's audience (an ID token is addressed to the site's client and is refused), `exp` and `sub` present. A bad
 * token is a 401 whatever the route, so the site signs the player out; keys that cannot be fetched are a 503.
 */
export const authenticationPlugin = fp<AuthenticationOptions>(
  async (app, { config, jwks: givenJwks, resolveSignedInPlayer }) => {
    const jwks =
      givenJwks ??
      createRemoteJWKSet(new URL(certsUrlOf(config.identityProviderUrl)), { timeoutDuration: keyFetchTimeoutMs });
    // Only "no such key" blames the token; anything else going wrong while reading the keys is the provider's.
    const keyOf: JWTVerifyGetKey = async (...args) => {
      try {
        return await jwks(...args);
      } catch (error) {
        if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
        throw new SigningKeysUnavailable('signing keys unavailable', { cause: error });
      }
    };
    const issuer = issuerOf(config.identityProviderUrl);
    app.decorateRequest('userName', undefined);
    app.decorateRequest('subject', undefined);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      // The provider's own endpoints (userinfo, revocation) check their tokens themselves.
      if (!header || request.url.startsWith(`${realmPath}/`)) return;
      const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
      if (!token) throw unauthorized('INVALID_TOKEN', 'En-tête Authorization invalide : « Bearer <jeton> » attendu');
      let verified;
      try {
        verified = await jwtVerify(token, keyOf, {
          issuer,
          audience: apiAudience,
          algorithms: ['RS256'],
          requiredClaims: ['exp', 'sub'],
          clockTolerance: 5,
        });
      } catch (error) {
        if (error instanceof SigningKeysUnavailable) {
          request.log.warn({ err: error.cause }, 'identity provider keys unavailable');
          throw signingKeysUnavailable();
        }
        if (error instanceof errors.JWTExpired) throw unauthorized('TOKEN_EXPIRED', 'Jeton expiré');
        if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud')
          throw unauthorized('INVALID_TOKEN', 'Jeton destiné à un autre service');
        throw unauthorized('INVALID_TOKEN', 'Jeton invalide');
      }
      const { payload, protectedHeader } = verified;
      if (!isAccessToken(protectedHeader, payload))
        throw unauthorized('INVALID_TOKEN', 'Jeton d’accès attendu (jeton d’identité ou de rafraîchissement refusé)');
      const tokenUserName = payload.preferred_username;
      if (typeof tokenUserName !== 'string' || !chatUserNameRegex.test(tokenUserName))
        throw unauthorized('INVALID_TOKEN', 'Jeton sans nom d’utilisateur valide');
      // The chat id: Keycloak's own `sub` is its user id, so the realm maps the chat account's id to `chat_id`; the
      // development provider puts it in `sub` itself.
      const subject = typeof payload.chat_id === 'string' && payload.chat_id ? payload.chat_id : payload.sub!;
      const player = await resolveSignedInPlayer(app.db, subject, tokenUserName);
      if (player.kind === 'name-taken')
        throw unauthorized('INVALID_TOKEN', 'Ce nom d’utilisateur appartient à un autre joueur');
      request.subject = subject;
      request.userName = player.userName;
    });
  },
  { name: 'authentication', dependencies: ['database'] },
);

/** For routes that only make sense signed in. */
export function requireUser(request: { userName: string | undefined }): string {
  if (!request.userName) throw unauthorized('UNAUTHENTICATED', 'Connexion requise');
  return request.userName;
}
