export {
  anonymousSession,
  getAuthSession,
  isSessionResuming,
  markSessionResuming,
  setAuthSession,
  subscribeToAuth,
  whenSessionSettled,
} from './auth-session';
export type { AuthSession, UnauthorizedOutcome } from './auth-session';
export type { SignInConfig } from './keycloak/keycloak-session';
export { hasStoredSession, resumableSessionKeys } from './storage-keys';

export { useAuth } from './use-auth';
