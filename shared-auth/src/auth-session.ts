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
let resuming: Promise<void> | undefined;
const swapListeners = new Set<() => void>();
const notifySwap = () => swapListeners.forEach((listener) => listener());

export function setAuthSession(session: AuthSession): void {
  current = session;
  notifySwap();
}

export function getAuthSession(): AuthSession {
  return current;
}

/**
 * Follows the signed-in state whichever session is installed: the page renders before the shell installs the real
 * session, so a listener of the first (anonymous) session must hear about its replacement and about the new one.
 */
export function subscribeToAuth(listener: () => void): () => void {
  let unsubscribeSession = current.subscribe(listener);
  const onSwap = () => {
    unsubscribeSession();
    unsubscribeSession = current.subscribe(listener);
    listener();
  };
  swapListeners.add(onSwap);
  return () => {
    swapListeners.delete(onSwap);
    unsubscribeSession();
  };
}

/**
 * Marks a session being resumed (stored tokens, or a sign-in coming back from the provider) until `settled`
 * settles: API calls wait for it so that they carry the player's token, and the header shows no visitor menu
 * meanwhile. A visitor's first visit marks nothing and waits for nothing.
 */
export function markSessionResuming(settled: Promise<unknown>): void {
  const marker: Promise<void> = settled.then(
    () => undefined,
    () => undefined,
  );
  resuming = marker;
  notifySwap();
  void marker.then(() => {
    if (resuming !== marker) return;
    resuming = undefined;
    notifySwap();
  });
}

export function isSessionResuming(): boolean {
  return resuming !== undefined;
}

/** Resolves at once for a visitor; while a session is being resumed, once it is settled (signed in or not). */
export function whenSessionSettled(): Promise<void> {
  return resuming ?? Promise.resolve();
}
