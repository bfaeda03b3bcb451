import {
  anonymousSession,
  getAuthSession,
  isSessionResuming,
  markSessionResuming,
  setAuthSession,
  subscribeToAuth,
  whenSessionSettled,
  type AuthSession,
} from './index';

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

describe('following the session across its replacement', () => {
  afterEach(() => setAuthSession(anonymousSession));

  it('tells a listener of the first session that another one was installed, then follows the new one', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToAuth(listener);
    let notifyNew: () => void = () => {};
    setAuthSession({
      ...anonymousSession,
      subscribe: (l) => {
        notifyNew = l;
        return () => {};
      },
    });
    expect(listener).toHaveBeenCalledTimes(1);
    notifyNew();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setAuthSession(anonymousSession);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('marks a session being resumed until it settles, and lets calls wait for it', async () => {
    let settle!: () => void;
    const resume = new Promise<void>((resolve) => (settle = resolve));
    markSessionResuming(resume);
    expect(isSessionResuming()).toBe(true);
    let waited = false;
    const waiting = whenSessionSettled().then(() => (waited = true));
    await Promise.resolve();
    expect(waited).toBe(false);
    settle();
    await waiting;
    expect(isSessionResuming()).toBe(false);
  });
});
