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
export { sessionCheckHintParam, takeSessionCheckHint, withSessionCheckHint } from './session-check-hint';

export { useAuth } from './use-auth';
