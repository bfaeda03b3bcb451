import { useSyncExternalStore } from 'react';
import { getAuthSession } from './auth-session';

export interface AuthState {
  isAuthenticated: boolean;
  userName: string | undefined;
}

let last: AuthState = { isAuthenticated: false, userName: undefined };
const snapshot = (): AuthState => {
  const session = getAuthSession();
  const next = { isAuthenticated: session.isAuthenticated(), userName: session.getUserName() };
  if (next.isAuthenticated !== last.isAuthenticated || next.userName !== last.userName) last = next;
  return last;
};

/** The signed-in state for components, re-rendered when it changes; actions go through getAuthSession(). */
export function useAuth(): AuthState & { login(): void; logout(): void } {
  const state = useSyncExternalStore((listener) => getAuthSession().subscribe(listener), snapshot, snapshot);
  return { ...state, login: () => void getAuthSession().login(), logout: () => void getAuthSession().logout() };
}
