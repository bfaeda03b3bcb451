export { anonymousSession, getAuthSession, setAuthSession } from './auth-session';
export type { AuthSession, UnauthorizedOutcome } from './auth-session';
export { startKeycloakSession } from './keycloak/keycloak-session';
export type { SignInConfig } from './keycloak/keycloak-session';

export { useAuth } from './use-auth';
