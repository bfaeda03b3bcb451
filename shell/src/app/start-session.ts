import type { SignInConfig } from '@zu/shared-contract';
import {
  anonymousSession,
  getAuthSession,
  hasStoredSession,
  markSessionResuming,
  setAuthSession,
  takeSessionCheckHint,
  type AuthSession,
} from '@zu/shared-auth';
import type { RuntimeConfig } from '@zu/shared-platform';

/** How long the API's /config may take before the site gives up signing in (it browses as a visitor). */
const defaultSignInConfigTimeoutMs = 5000;
/** Pauses before asking /config again after a network failure or a 5xx (an API restarting, a proxy hiccup). */
const signInConfigRetryDelaysMs = [300, 1000];

export interface StartSessionOptions {
  storage?: Storage;
  location?: Pick<Location, 'hash' | 'href'>;
  history?: Pick<History, 'replaceState' | 'state'>;
  /** How long each /config request may take (shorter in tests). */
  signInConfigTimeoutMs?: number;
}

/**
 * Starts the sign-in beside the first render: signs the player back in from stored tokens, or completes a sign-in
 * coming back from the provider. /config is asked at once; keycloak-js (off the first-paint path) loads at once when
 * a session is to be resumed or checked (a link from the other site asked for it: see the session check hint), and for
 * a visitor only when they press 'Se connecter' (nothing else needs it). Without
 * the API's /config (API down), the site still works for visitors, and 'Se connecter' starts the sign-in again. While
 * a stored session is being resumed, API calls wait for it and the header shows neither menu (see
 * `markSessionResuming`).
 */
export function startSession(
  config: RuntimeConfig,
  {
    storage = window.localStorage,
    location = window.location,
    history = window.history,
    signInConfigTimeoutMs = defaultSignInConfigTimeoutMs,
  }: StartSessionOptions = {},
): Promise<void> {
  const askSignInConfig = () => fetchSignInConfig(`${config.apiUrl}/config`, signInConfigTimeoutMs);
  const checkSession = takeSessionCheckHint(location, history);
  const resuming = hasStoredSession(storage) || isComingBackFromProvider(location) || checkSession;
  let wantSignIn: () => void = () => {};
  const signInWanted = new Promise<void>((resolve) => (wantSignIn = resolve));
  const signInConfig = askSignInConfig();
  // Awaited below, maybe after it failed: not an unhandled rejection meanwhile.
  signInConfig.catch(() => {});
  const signIn = (async () => {
    if (!resuming) await signInWanted;
    setAuthSession((await openKeycloakSession(signInConfig, { checkSession })) ?? signInAgainSession(askSignInConfig));
  })();
  if (resuming) markSessionResuming(signIn);
  else setAuthSession(visitorUntilSignIn(signIn, wantSignIn));
  return signIn;
}

/** The keycloak-js session from /config's answer, or undefined when the sign-in cannot start (said in the console). */
async function openKeycloakSession(
  signInConfig: Promise<Response>,
  options: { checkSession?: boolean } = {},
): Promise<AuthSession | undefined> {
  try {
    const [response, { startKeycloakSession }] = await Promise.all([signInConfig, import('@zu/shared-auth/keycloak')]);
    if (!response.ok) throw new Error(`/config answered ${response.status}`);
    return await startKeycloakSession((await response.json()) as SignInConfig, options);
  } catch (error) {
    console.warn('[shell] sign-in unavailable, browsing as a visitor', error);
    return undefined;
  }
}

/**
 * /config, asked again after a short pause when the API could not answer: a returning player is not shown as a
 * visitor because the first request met an API that was restarting.
 */
async function fetchSignInConfig(url: string, timeoutMs: number): Promise<Response> {
  for (const delayMs of signInConfigRetryDelaysMs) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (response.status < 500) return response;
    } catch {
      // A network failure or the time-out: try again after the pause.
    }
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  return fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
}

/** A visitor's session until they want to sign in: 'Se connecter' loads the sign-in code, then signs in. */
function visitorUntilSignIn(signIn: Promise<void>, wantSignIn: () => void): AuthSession {
  const session: AuthSession = {
    ...anonymousSession,
    login: async () => {
      wantSignIn();
      await signIn;
      const loaded = getAuthSession();
      if (loaded !== session) await loaded.login();
    },
  };
  return session;
}

/**
 * A visitor's session once the sign-in could not start (/config timed out or failed, keycloak-js did not load): a
 * busy API or a network hiccup must not leave 'Se connecter' dead until a reload, so each press asks /config and
 * starts keycloak-js again, then goes to the provider; presses while one try is under way share it.
 */
function signInAgainSession(askSignInConfig: () => Promise<Response>): AuthSession {
  let trying: Promise<void> | undefined;
  const tryAgain = async () => {
    const session = await openKeycloakSession(askSignInConfig());
    if (!session) return;
    setAuthSession(session);
    await session.login();
  };
  return {
    ...anonymousSession,
    login: () =>
      (trying ??= tryAgain().finally(() => {
        trying = undefined;
      })),
  };
}

/** keycloak-js comes back with `#state=…&code=…` (or `#error=…`) in the address (fragment response mode). */
function isComingBackFromProvider(location: Pick<Location, 'hash'>): boolean {
  const fragment = new URLSearchParams(location.hash.slice(1));
  return fragment.has('state') && (fragment.has('code') || fragment.has('error'));
}
