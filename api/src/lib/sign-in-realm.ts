// The sign-in realm, as Keycloak lays it out: the production provider and the development one share these names,
// so the site and the token check work alike against either.

/** The realm the players sign in to. */
export const realm = 'zunivers';

/** Where the realm's endpoints live under the provider's base URL. */
export const realmPath = `/realms/${realm}`;

/** The site's public client (keycloak-js). */
export const webClientId = 'zunivers-web';

/** The audience of access tokens meant for this API. */
export const apiAudience = 'zunivers-api';

/** The issuer of the realm's tokens, for a provider reached at `baseUrl`. */
export const issuerOf = (baseUrl: string) => `${baseUrl}${realmPath}`;

/** The realm's published signing keys (JWKS), for a provider reached at `baseUrl`. */
export const certsUrlOf = (baseUrl: string) => `${issuerOf(baseUrl)}/protocol/openid-connect/certs`;
