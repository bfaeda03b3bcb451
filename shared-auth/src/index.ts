export { anonymousSession, getAuthSession, setAuthSession } from './auth-session';
export type { AuthSession } from './auth-session';
