import type { SignInConfig } from '@zu/shared-contract';
import { setAuthSession, startKeycloakSession } from '@zu/shared-auth';
import type { RuntimeConfig } from '@zu/shared-platform';

/**
 * Signs the player back in from stored tokens, or completes a sign-in coming back from the provider, before the
 * first render. Without the API's /config (API down), the site still works for visitors.
 */
export async function startSession(config: RuntimeConfig): Promise<void> {
  try {
    const response = await fetch(`${config.apiUrl}/config`, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) return;
    const signIn = (await response.json()) as SignInConfig;
    setAuthSession(await startKeycloakSession(signIn));
  } catch (error) {
    console.warn('[shell] sign-in unavailable, browsing as a visitor', error);
  }
}
