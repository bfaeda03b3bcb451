import Keycloak from 'keycloak-js';
import type { AuthSession } from '../auth-session';
import { tokenStorageKeys } from '../storage-keys';

export interface SignInConfig {
  url: string;
  realm: string;
  clientId: string;
}

export interface KeycloakSessionOptions {
  storage?: Storage;
  /** Where logout returns: the site's home. */
  logoutRedirectUri?: string;
  refreshIntervalMs?: number;
  /** Injected in tests. */
  keycloak?: Keycloak;
}

const refreshMinValiditySeconds = 60;

/**
 * The keycloak-js session of the site (ADR 0002). Tokens live in browser storage; they are refreshed
 * every 10 s when less than 60 s of validity remain; a failed refresh, a 401 from the API and a logout clear them.
 */
export async function startKeycloakSession(
  config: SignInConfig,
  options: KeycloakSessionOptions = {},
): Promise<AuthSession> {
  const storage = options.storage ?? window.localStorage;
  const keycloak =
    options.keycloak ?? new Keycloak({ url: config.url, realm: config.realm, clientId: config.clientId });
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const store = () => {
    for (const [field, key] of Object.entries(tokenStorageKeys) as [keyof typeof tokenStorageKeys, string][]) {
      const value = keycloak[field];
      if (value) storage.setItem(key, value);
      else storage.removeItem(key);
    }
  };
  const clearStored = () => Object.values(tokenStorageKeys).forEach((key) => storage.removeItem(key));
  const clear = () => {
    clearStored();
    keycloak.clearToken();
    notify();
  };

  keycloak.onAuthSuccess = () => {
    store();
    notify();
  };
  keycloak.onAuthRefreshSuccess = store;
  keycloak.onAuthRefreshError = clear;
  keycloak.onAuthLogout = clear;

  const stored = {
    token: storage.getItem(tokenStorageKeys.token) ?? undefined,
    refreshToken: storage.getItem(tokenStorageKeys.refreshToken) ?? undefined,
    idToken: storage.getItem(tokenStorageKeys.idToken) ?? undefined,
  };
  try {
    // With stored tokens, check-sso resumes the session without leaving the page. Without them, a visitor is not
    // bounced through the provider on every first visit: init only completes a sign-in coming back (#code=…).
    await keycloak.init({
      ...(stored.token && stored.refreshToken ? { onLoad: 'check-sso' as const, ...stored } : {}),
      pkceMethod: 'S256',
      checkLoginIframe: false,
      responseMode: 'fragment',
    });
  } catch {
    clear();
  }
  if (keycloak.authenticated) store();

  const refresh = setInterval(() => {
    if (!keycloak.authenticated) return;
    keycloak.updateToken(refreshMinValiditySeconds).catch(() => clear());
  }, options.refreshIntervalMs ?? 10_000);

  const returnTo = options.logoutRedirectUri ?? `${window.location.origin}/`;
  const signOut = async () => {
    const wasSignedIn = keycloak.authenticated;
    clear();
    clearInterval(refresh);
    if (wasSignedIn) await keycloak.logout({ redirectUri: returnTo });
  };

  return {
    getToken: () => keycloak.token,
    isAuthenticated: () => Boolean(keycloak.authenticated),
    getUserName: () => (keycloak.tokenParsed as { preferred_username?: string } | undefined)?.preferred_username,
    login: () => keycloak.login(),
    logout: signOut,
    handleUnauthorized: () => void signOut(),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
