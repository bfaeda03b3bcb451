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
  /** Called on any 401 from the API: clears stored tokens and logs out. */
  handleUnauthorized(): void;
  /** Notified whenever the signed-in state changes; returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export const anonymousSession: AuthSession = {
  getToken: () => undefined,
  isAuthenticated: () => false,
  getUserName: () => undefined,
  login: async () => {},
  logout: async () => {},
  handleUnauthorized: () => {},
  subscribe: () => () => {},
};

let current: AuthSession = anonymousSession;

export function setAuthSession(session: AuthSession): void {
  current = session;
}

export function getAuthSession(): AuthSession {
  return current;
}
