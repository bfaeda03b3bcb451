import type { SignInConfig } from '@zu/shared-contract';
import {
  anonymousSession,
  getAuthSession,
  hasStoredSession,
  markSessionResuming,
  setAuthSession,
  type AuthSession,
} from '@zu/shared-auth';
import type { RuntimeConfig } from '@zu/shared-platform';

/** How long the API's /config may take before the site gives up signing in (it browses as a visitor). */
const signInConfigTimeoutMs = 5000;

export interface StartSessionOptions {
  storage?: Storage;
  location?: Pick<Location, 'hash'>;
  /** When a visitor's sign-in code may load: once the page has loaded and the browser is idle. */
  whenIdle?: () => Promise<void>;
}

/**
 * Starts the sign-in beside the first render: signs the player back in from stored tokens, or completes a sign-in
 * coming back from the provider. /config is asked at once; keycloak-js (off the first-paint path) loads at once when
 * a session is to be resumed, and for a visitor once the page is idle, their 'Se connecter' waiting for it if they
 * are quicker. Without the API's /config (API down), the site still works for visitors. While a stored session is
 * being resumed, API calls wait for it and the header shows neither menu (see `markSessionResuming`).
 */
export function startSession(
  config: RuntimeConfig,
  { storage = window.localStorage, location = window.location, whenIdle = afterLoadWhenIdle }: StartSessionOptions = {},
): Promise<void> {
  const resuming = hasStoredSession(storage) || isComingBackFromProvider(location);
  const signInConfig = fetch(`${config.apiUrl}/config`, { signal: AbortSignal.timeout(signInConfigTimeoutMs) });
  // Awaited below, maybe after it failed: not an unhandled rejection meanwhile.
  signInConfig.catch(() => {});
  const signIn = (async () => {
    try {
      if (!resuming) await whenIdle();
      const [response, { startKeycloakSession }] = await Promise.all([
        signInConfig,
        import('@zu/shared-auth/keycloak'),
      ]);
      if (!response.ok) return;
      setAuthSession(await startKeycloakSession((await response.json()) as SignInConfig));
    } catch (error) {
      console.warn('[shell] sign-in unavailable, browsing as a visitor', error);
    }
  })();
  if (resuming) markSessionResuming(signIn);
  else setAuthSession(visitorUntilSignInLoads(signIn));
  return signIn;
}

/** A visitor's session while the sign-in code loads: 'Se connecter' waits for it, then signs in. */
function visitorUntilSignInLoads(signIn: Promise<void>): AuthSession {
  const session: AuthSession = {
    ...anonymousSession,
    login: async () => {
      await signIn;
      const loaded = getAuthSession();
      if (loaded !== session) await loaded.login();
    },
  };
  return session;
}

/** keycloak-js comes back with `#state=…&code=…` (or `#error=…`) in the address (fragment response mode). */
function isComingBackFromProvider(location: Pick<Location, 'hash'>): boolean {
  const fragment = new URLSearchParams(location.hash.slice(1));
  return fragment.has('state') && (fragment.has('code') || fragment.has('error'));
}

function afterLoadWhenIdle(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
        else setTimeout(resolve, 0);
      }),
  );
}
