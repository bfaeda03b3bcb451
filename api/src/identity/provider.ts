import { Provider, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/client';
import { userNameForSubject } from '../areas/players/signed-in-player';
import { databaseAdapter } from './adapter';
import type { ProviderSecrets } from './keys';
import { logoutDonePage, logoutPage, logoutScriptSource, providerErrorPage } from './pages';
import { providerPagesContentSecurityPolicy } from '../lib/page-security-policies';
import { apiAudience, issuerOf, realmPath, webClientId } from '../lib/sign-in-realm';

const apiResource = 'urn:zunivers-api';
const day = 24 * 3600;
/** A refresh token lives a few days (renewed at each use, so an active player stays signed in). */
export const refreshTokenTtlSeconds = 5 * day;

export interface DevProviderOptions {
  /** The API's public URL: the issuer is `${publicUrl}/realms/zunivers`. */
  publicUrl: string;
  /** The site's origins: redirect URIs under them are accepted, and their token requests get CORS. */
  siteOrigins: string[];
  db: Db;
  secrets: ProviderSecrets;
}

export function createDevProvider({ publicUrl, siteOrigins, db, secrets }: DevProviderOptions): Provider {
  // A page of one of the sites: its origin, parsed, is exactly one of theirs (a prefix would let
  // `https://site.evil.example` or `https://site@evil.example` through), and it carries no credentials.
  const onSite = (uri: string) => {
    const url = URL.parse(uri);
    return url !== null && siteOrigins.includes(url.origin) && url.username === '' && url.password === '';
  };

  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: webClientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: siteOrigins.map((origin) => `${origin}/`),
        post_logout_redirect_uris: siteOrigins.map((origin) => `${origin}/`),
      },
    ],
    // Keycloak's path layout, so keycloak-js builds the same URLs as against the production realm.
    routes: {
      authorization: '/protocol/openid-connect/auth',
      token: '/protocol/openid-connect/token',
      end_session: '/protocol/openid-connect/logout',
      jwks: '/protocol/openid-connect/certs',
      userinfo: '/protocol/openid-connect/userinfo',
      revocation: '/protocol/openid-connect/revoke',
      introspection: '/protocol/openid-connect/token/introspect',
    },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `${realmPath}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => void (ctx.body = logoutPage(form)),
        postLogoutSuccessSource: async (ctx) => void (ctx.body = logoutDonePage()),
      },
      // JWT access tokens for the API (keycloak-js never asks for a resource: the default one is used).
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'api',
          audience: apiAudience,
          accessTokenFormat: 'jwt',
          accessTokenTTL: 300,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    // keycloak-js refreshes tokens: issue refresh tokens to the public client without offline_access. Each use
    // gives a new one and consumes the old (a stolen refresh token is good once; replaying a used one revokes the
    // grant), as Keycloak's "revoke refresh token" setting.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: () => true,
    // The same claims as the production realm's access tokens: the player's stable subject in `sub` (set by the
    // provider from the account id) and their current chat user name.
    extraTokenClaims: async (_ctx, token) => ({
      azp: webClientId,
      preferred_username: await userNameForSubject(db, (token as { accountId?: string }).accountId ?? ''),
    }),
    findAccount: async (_ctx, sub) => {
      const userName = await userNameForSubject(db, sub);
      if (!userName) return undefined;
      return { accountId: sub, claims: async () => ({ sub, preferred_username: userName, name: userName }) };
    },
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'] },
    scopes: ['openid', 'profile', 'offline_access', 'api'],
    // No consent screen: the site is the provider's only client.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { session, client } = ctx.oidc;
      if (!session || !client) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId! });
      grant.addOIDCScope('openid profile offline_access');
      grant.addResourceScope(apiResource, 'api');
      await grant.save();
      return grant;
    },
    clientBasedCORS: (_ctx, origin) => siteOrigins.includes(origin),
    jwks: { keys: [secrets.signingKey as never] },
    cookies: { keys: [secrets.cookieKey] },
    ttl: {
      AccessToken: 300,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 14 * day,
      Session: 14 * day,
      RefreshToken: refreshTokenTtlSeconds,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = providerErrorPage(String(out.error_description ?? out.error));
    },
  };

  const provider = new Provider(issuerOf(publicUrl), configuration);

  // keycloak-js decodes the refresh token as a JWT: give it a JWT-shaped (unsigned) value. The provider looks
  // tokens up by the whole string, so nothing else changes.
  // generateTokenId is inherited from oidc-provider's base model and missing from its typings.
  const refreshTokenPrototype = provider.RefreshToken.prototype as unknown as {
    generateTokenId(this: unknown): string;
  };
  const generateTokenId = refreshTokenPrototype.generateTokenId;
  refreshTokenPrototype.generateTokenId = function jwtShapedId(this: unknown) {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    return `${b64({ typ: 'Refresh' })}.${b64({ typ: 'Refresh', iat: now, exp: now + refreshTokenTtlSeconds, azp: webClientId })}.${generateTokenId.call(this)}`;
  };
  // keycloak-js sends its current page as redirect_uri: accept any page of either site, as Keycloak's
  // `https://site/*`, judged by its exact origin.
  provider.Client.prototype.redirectUriAllowed = onSite;
  provider.Client.prototype.postLogoutRedirectUriAllowed = onSite;
  // The provider answers through the raw response, past Fastify's hooks: its pages get their policy here, set before
  // they render, since oidc-provider adds the hash of each inline script it writes itself (its auto-submitted forms)
  // to a policy it finds.
  const pagePolicy = providerPagesContentSecurityPolicy(siteOrigins, [logoutScriptSource]);
  provider.use(async (ctx, next) => {
    ctx.set('Content-Security-Policy', pagePolicy);
    await next();
  });
  // keycloak-js fetches the token endpoint with credentials: the provider's CORS never says they are allowed.
  provider.use(async (ctx, next) => {
    await next();
    const origin = ctx.get('origin');
    if (origin && siteOrigins.includes(origin) && ctx.response.get('access-control-allow-origin') === origin) {
      ctx.set('Access-Control-Allow-Credentials', 'true');
    }
  });
  return provider;
}
