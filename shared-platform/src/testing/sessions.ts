import { anonymousSession, type AuthSession } from '@zu/shared-auth';

/** A signed-in session for component tests: `setAuthSession(signedInAs(name))`, `anonymousSession` restored after. */
export function signedInAs(userName: string): AuthSession {
  return { ...anonymousSession, isAuthenticated: () => true, getUserName: () => userName, getToken: () => 'token' };
}
