import { useSyncExternalStore } from 'react';
import { getAuthSession, isSessionResuming, subscribeToAuth } from './auth-session';

export interface AuthState {
  isAuthenticated: boolean;
  userName: string | undefined;
  /** A stored session is being resumed: neither the visitor's nor the player's menu is known yet. */
  isResuming: boolean;
}

let last: AuthState = { isAuthenticated: false, userName: undefined, isResuming: false };
const snapshot = (): AuthState => {
  const session = getAuthSession();
  const next = {
    isAuthenticated: session.isAuthenticated(),
    userName: session.getUserName(),
    isResuming: isSessionResuming(),
  };
  if (
    next.isAuthenticated !== last.isAuthenticated ||
    next.userName !== last.userName ||
    next.isResuming !== last.isResuming
  ) {
    last = next;
  }
  return last;
};

/** The signed-in state for components, re-rendered when it changes; actions go through getAuthSession(). */
export function useAuth(): AuthState & { login(): void; logout(): void } {
  const state = useSyncExternalStore(subscribeToAuth, snapshot, snapshot);
  return { ...state, login: () => void getAuthSession().login(), logout: () => void getAuthSession().logout() };
}
