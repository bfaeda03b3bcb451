import { anonymousSession, getAuthSession, setAuthSession, type AuthSession } from './index';

describe('auth session singleton', () => {
  afterEach(() => setAuthSession(anonymousSession));

  it('starts anonymous', () => {
    expect(getAuthSession().isAuthenticated()).toBe(false);
    expect(getAuthSession().getToken()).toBeUndefined();
  });

  it('hands every reader the session the shell installed', () => {
    const session: AuthSession = { ...anonymousSession, getToken: () => 'abc', isAuthenticated: () => true };
    setAuthSession(session);
    expect(getAuthSession().getToken()).toBe('abc');
    expect(getAuthSession().isAuthenticated()).toBe(true);
  });
});
