import type { SignInConfig } from '@zu/shared-contract';
import { hasStoredSession, markSessionResuming, setAuthSession } from '@zu/shared-auth';
import type { RuntimeConfig } from '@zu/shared-platform';

/** How long the API's /config may take before the site gives up signing in (it browses as a visitor). */
const signInConfigTimeoutMs = 5000;

/**
 * Starts the sign-in beside the first render: signs the player back in from stored tokens, or completes a sign-in
 * coming back from the provider. keycloak-js is loaded only here, off the first-paint path. Without the API's
 * /config (API down), the site still works for visitors. While a stored session is being resumed, API calls wait
 * for it and the header shows neither menu (see `markSessionResuming`).
 */
export function startSession(
  config: RuntimeConfig,
  { storage = window.localStorage, location = window.location }: { storage?: Storage; location?: Location } = {},
): Promise<void> {
  const signIn = (async () => {
    try {
      const [response, { startKeycloakSession }] = await Promise.all([
        fetch(`${config.apiUrl}/config`, { signal: AbortSignal.timeout(signInConfigTimeoutMs) }),
        import('@zu/shared-auth/keycloak'),
      ]);
      if (!response.ok) return;
      const signInConfig = (await response.json()) as SignInConfig;
      setAuthSession(await startKeycloakSession(signInConfig));
    } catch (error) {
      console.warn('[shell] sign-in unavailable, browsing as a visitor', error);
    }
  })();
  if (hasStoredSession(storage) || isComingBackFromProvider(location)) markSessionResuming(signIn);
  return signIn;
}

/** keycloak-js comes back with `#state=…&code=…` (or `#error=…`) in the address (fragment response mode). */
function isComingBackFromProvider(location: Pick<Location, 'hash'>): boolean {
  const fragment = new URLSearchParams(location.hash.slice(1));
  return fragment.has('state') && (fragment.has('code') || fragment.has('error'));
}
