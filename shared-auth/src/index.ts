export { anonymousSession, getAuthSession, setAuthSession } from './auth-session';
export type { AuthSession } from './auth-session';
export { startKeycloakSession } from './keycloak/keycloak-session';
export type { KeycloakSessionOptions, SignInConfig } from './keycloak/keycloak-session';
export { tokenStorageKeys } from './storage-keys';
export { useAuth } from './use-auth';
export type { AuthState } from './use-auth';
