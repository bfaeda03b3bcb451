import Keycloak from 'keycloak-js';
import type { AuthSession, UnauthorizedOutcome } from '../auth-session';
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
  /** How long the provider may take to resume a session before the site starts as a visitor. */
  initTimeoutMs?: number;
  /**
   * Without stored tokens, check the player's session at the provider once (a full round trip there and back, which
   * signs the player in when they are signed in on the other site): the link they followed asked for it.
   */
  checkSession?: boolean;
  /** Injected in tests. */
  keycloak?: Keycloak;
}

const refreshMinValiditySeconds = 60;
/** The identity provider's time-out: past it, the site starts as a visitor. */
export const keycloakInitTimeoutMs = 3000;

/**
 * The keycloak-js session of the site (ADRs 0002 and 0004). Tokens live in browser storage; they are refreshed
 * every 10 s when less than 60 s of validity remain. Only a refresh the provider refuses (400, `invalid_grant`) and a
 * logout clear them: a provider out of reach (network, 5xx) keeps them, and the next refresh tries again. A 401 from
 * the API first tries one refresh (see `handleUnauthorized`).
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
  // keycloak-js itself drops its tokens when the provider refuses a refresh (then onAuthLogout clears ours); on any
  // other failure it keeps them, and so do we.
  keycloak.onAuthLogout = clear;
  /** After a failed refresh: whether the provider refused it (keycloak-js dropped the tokens) or was unreachable. */
  const refreshRefused = () => !keycloak.token;

  // Until init settles (or times out) the site runs as a visitor: no half-resumed token is sent to the API.
  let started = false;

  const stored = {
    token: storage.getItem(tokenStorageKeys.token) ?? undefined,
    refreshToken: storage.getItem(tokenStorageKeys.refreshToken) ?? undefined,
    idToken: storage.getItem(tokenStorageKeys.idToken) ?? undefined,
  };
  // With stored tokens, init resumes the session in place (one refresh); a failure throws instead of leaving the
  // page for the provider. Without them, a visitor is not bounced through the provider on every first visit: init
  // only completes a sign-in coming back (#code=…), unless a session check was asked for (check-sso without a
  // silent page: the provider sends the page back with a code, or with `login_required` for a visitor).
  const resumable = Boolean(stored.token && stored.refreshToken);
  const init = keycloak
    .init({
      ...(resumable ? stored : {}),
      ...(!resumable && options.checkSession ? { onLoad: 'check-sso' as const } : {}),
      pkceMethod: 'S256',
      checkLoginIframe: false,
      responseMode: 'fragment',
    })
    .then(
      () => {
        if (keycloak.authenticated) store();
      },
      () => {
        if (refreshRefused()) clear();
      },
    )
    .then(() => {
      started = true;
      notify();
    });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, options.initTimeoutMs ?? keycloakInitTimeoutMs);
  });
  // Past the time-out the site starts as a visitor; should init finish later, the session shows up then (notify).
  await Promise.race([init, timedOut]);
  clearTimeout(timer);

  const refresh = setInterval(() => {
    if (!started || !keycloak.authenticated) return;
    keycloak.updateToken(refreshMinValiditySeconds).catch(() => {
      if (refreshRefused()) clear();
    });
  }, options.refreshIntervalMs ?? 10_000);

  const returnTo = options.logoutRedirectUri ?? `${window.location.origin}/`;
  const signOut = async () => {
    clearInterval(refresh);
    if (!keycloak.authenticated) return clear();
    // The stored tokens go at once; the ID token in memory stays until the provider's logout URL is built, as its
    // hint: without one a Keycloak realm asks the player to confirm.
    clearStored();
    try {
      await keycloak.logout({ redirectUri: returnTo });
    } finally {
      clear();
    }
  };

  let pendingRefresh: Promise<UnauthorizedOutcome> | undefined;
  const refreshAfterUnauthorized = async (): Promise<UnauthorizedOutcome> => {
    if (!keycloak.authenticated || !keycloak.refreshToken) {
      clear();
      return 'signed-out';
    }
    try {
      await keycloak.updateToken(-1);
      return 'retry';
    } catch {
      if (!refreshRefused()) return 'kept';
      clear();
      return 'signed-out';
    }
  };

  const signedIn = () => started && Boolean(keycloak.authenticated);
  return {
    getToken: () => (signedIn() ? keycloak.token : undefined),
    isAuthenticated: signedIn,
    getUserName: () =>
      signedIn()
        ? (keycloak.tokenParsed as { preferred_username?: string } | undefined)?.preferred_username
        : undefined,
    login: () => keycloak.login(),
    logout: signOut,
    handleUnauthorized: () =>
      (pendingRefresh ??= refreshAfterUnauthorized().finally(() => {
        pendingRefresh = undefined;
      })),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
