/**
 * The sign-in session every app reads. The shell installs the real (keycloak-js) session at start; until then,
 * and in a remote's standalone harness or a component test, the anonymous session stands in.
 * Components never import keycloak-js: they depend on this interface only.
 */
export interface AuthSession {
  /** Bearer token for API calls, when signed in. */
  getToken(): string | undefined;
  isAuthenticated(): boolean;
  /** The player's chat user name (preferred_username), when signed in. */
  getUserName(): string | undefined;
  login(): Promise<void>;
  logout(): Promise<void>;
  /**
   * Called on a 401 from the API: tries one token refresh (concurrent 401s share it). `retry`: a new token, repeat
   * the call (and sign out if it is refused again); `signed-out`: the provider refused the refresh, the tokens are
   * cleared; `kept`: the provider could not be reached (network, 5xx), the tokens are kept and refreshed later.
   */
  handleUnauthorized(): Promise<UnauthorizedOutcome>;
  /** Notified whenever the signed-in state changes; returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export type UnauthorizedOutcome = 'retry' | 'signed-out' | 'kept';

export const anonymousSession: AuthSession = {
  getToken: () => undefined,
  isAuthenticated: () => false,
  getUserName: () => undefined,
  login: async () => {},
  logout: async () => {},
  handleUnauthorized: async () => 'signed-out',
  subscribe: () => () => {},
};

let current: AuthSession = anonymousSession;

export function setAuthSession(session: AuthSession): void {
  current = session;
}

export function getAuthSession(): AuthSession {
  return current;
}
