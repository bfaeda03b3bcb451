import Keycloak from 'keycloak-js';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { tokenStorageKeys } from '../storage-keys';
import { startKeycloakSession } from './keycloak-session';

const config = { url: 'http://idp.test', realm: 'zunivers', clientId: 'zunivers-web' };
const tokenUrl = 'http://idp.test/realms/zunivers/protocol/openid-connect/token';
const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** keycloak-js only decodes tokens; the API is the one that verifies signatures. */
const fakeJwt = (claims: object) => `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(claims)}.c2lnbmF0dXJl`;
const now = () => Math.floor(Date.now() / 1000);
const accessToken = (name: string, ttl: number) =>
  fakeJwt({
    sub: name,
    preferred_username: name,
    exp: now() + ttl,
    iat: now(),
    azp: 'zunivers-web',
    jti: Math.random().toString(36),
  });
const refreshToken = () => fakeJwt({ typ: 'Refresh', exp: now() + 3600, iat: now() });
const idToken = () => fakeJwt({ sub: 'x', exp: now() + 3600, iat: now(), nonce: 'n' });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

function storeSession(name: string, ttl: number) {
  localStorage.setItem(tokenStorageKeys.token, accessToken(name, ttl));
  localStorage.setItem(tokenStorageKeys.refreshToken, refreshToken());
  localStorage.setItem(tokenStorageKeys.idToken, idToken());
}

const tokensResponse = (name = 'joueur.test') =>
  HttpResponse.json({
    access_token: accessToken(name, 300),
    refresh_token: refreshToken(),
    id_token: idToken(),
    expires_in: 300,
  });

const storedTokens = () => Object.values(tokenStorageKeys).map((key) => localStorage.getItem(key));

/** A session resumed from stored tokens with a working provider, then the provider's answer replaced. */
async function signedInSession() {
  server.use(http.post(tokenUrl, () => tokensResponse()));
  storeSession('joueur.test', 5);
  const session = await startKeycloakSession(config, { refreshIntervalMs: 60_000 });
  expect(session.isAuthenticated()).toBe(true);
  return session;
}

describe('keycloak-js session (real library)', () => {
  it('stays a visitor when nothing is stored, without leaving the page', async () => {
    const session = await startKeycloakSession(config, { refreshIntervalMs: 60_000 });
    expect(session.isAuthenticated()).toBe(false);
    expect(session.getToken()).toBeUndefined();
    await session.logout();
  });

  it('resumes a stored session, refreshing it, and stores the new tokens', async () => {
    const grants: string[] = [];
    server.use(
      http.post(tokenUrl, async ({ request }) => {
        grants.push(new URLSearchParams(await request.text()).get('grant_type')!);
        return HttpResponse.json({
          access_token: accessToken('joueur.test', 300),
          refresh_token: refreshToken(),
          id_token: idToken(),
          expires_in: 300,
        });
      }),
    );
    storeSession('joueur.test', 5);
    const session = await startKeycloakSession(config, { refreshIntervalMs: 60_000 });
    expect(session.isAuthenticated()).toBe(true);
    expect(session.getUserName()).toBe('joueur.test');
    expect(grants).toContain('refresh_token');
    expect(localStorage.getItem(tokenStorageKeys.token)).toBe(session.getToken());
  });

  it('clears the stored tokens when the refresh fails', async () => {
    server.use(http.post(tokenUrl, () => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })));
    storeSession('joueur.test', 5);
    const session = await startKeycloakSession(config, { refreshIntervalMs: 60_000 });
    expect(session.isAuthenticated()).toBe(false);
    expect(localStorage.getItem(tokenStorageKeys.token)).toBeNull();
    expect(localStorage.getItem(tokenStorageKeys.refreshToken)).toBeNull();
  });

  it.each([
    ['a network error', () => HttpResponse.error()],
    ['a 5xx', () => HttpResponse.json({ error: 'server_error' }, { status: 503 })],
  ])('keeps the stored tokens when the refresh at start fails for %s', async (_what, answer) => {
    server.use(http.post(tokenUrl, answer));
    storeSession('joueur.test', 5);
    const before = storedTokens();
    const session = await startKeycloakSession(config, { refreshIntervalMs: 60_000 });
    expect(storedTokens()).toEqual(before);
    expect(session.getToken()).toBe(before[0]);
    await session.logout().catch(() => {});
  });

  it('after a 401, refreshes once and asks for the call to be repeated (concurrent 401s share the refresh)', async () => {
    const session = await signedInSession();
    const oldToken = session.getToken();
    let refreshes = 0;
    server.use(
      http.post(tokenUrl, () => {
        refreshes++;
        return tokensResponse();
      }),
    );
    const outcomes = await Promise.all([session.handleUnauthorized(), session.handleUnauthorized()]);
    expect(outcomes).toEqual(['retry', 'retry']);
    expect(refreshes).toBe(1);
    expect(session.getToken()).not.toBe(oldToken);
    expect(localStorage.getItem(tokenStorageKeys.token)).toBe(session.getToken());
    expect(session.isAuthenticated()).toBe(true);
  });

  it('after a 401, a refresh refused with invalid_grant clears the tokens and signs out', async () => {
    const session = await signedInSession();
    const changes = jest.fn();
    session.subscribe(changes);
    server.use(http.post(tokenUrl, () => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })));
    expect(await session.handleUnauthorized()).toBe('signed-out');
    expect(session.isAuthenticated()).toBe(false);
    expect(storedTokens()).toEqual([null, null, null]);
    expect(changes).toHaveBeenCalled();
  });

  it.each([
    ['a network error', () => HttpResponse.error()],
    ['a 5xx', () => HttpResponse.json({ error: 'server_error' }, { status: 502 })],
  ])('after a 401, a refresh failing for %s keeps the tokens and tries again later', async (_what, answer) => {
    const session = await signedInSession();
    const before = storedTokens();
    server.use(http.post(tokenUrl, answer));
    expect(await session.handleUnauthorized()).toBe('kept');
    expect(session.isAuthenticated()).toBe(true);
    expect(storedTokens()).toEqual(before);
    // Later, the provider is back: the next try succeeds.
    server.use(http.post(tokenUrl, () => tokensResponse()));
    expect(await session.handleUnauthorized()).toBe('retry');
  });

  it('starts as a visitor when the provider takes longer than the time-out, keeping the stored tokens', async () => {
    server.use(
      http.post(tokenUrl, async () => {
        await delay(400);
        return tokensResponse();
      }),
    );
    storeSession('joueur.test', 5);
    const started = Date.now();
    const session = await startKeycloakSession(config, { refreshIntervalMs: 60_000, initTimeoutMs: 100 });
    expect(Date.now() - started).toBeLessThan(350);
    expect(session.isAuthenticated()).toBe(false);
    expect(session.getToken()).toBeUndefined();
    expect(localStorage.getItem(tokenStorageKeys.refreshToken)).not.toBeNull();
    // The provider answers at last: the session shows up.
    await new Promise<void>((resolve) => session.subscribe(() => session.isAuthenticated() && resolve()));
    expect(session.isAuthenticated()).toBe(true);
  });

  it('goes to the provider on login while the init that timed out is still under way', async () => {
    server.use(
      http.post(tokenUrl, async () => {
        await delay('infinite');
        return tokensResponse();
      }),
    );
    storeSession('joueur.test', 5);
    const keycloak = new Keycloak(config);
    // The login address is keycloak-js's to build (jsdom has no Web Crypto for its PKCE challenge); going there is
    // what is checked, as a hash change jsdom can follow.
    jest.spyOn(keycloak, 'createLoginUrl').mockResolvedValue(`${window.location.href.split('#')[0]}#provider`);
    const session = await startKeycloakSession(config, { refreshIntervalMs: 60_000, initTimeoutMs: 50, keycloak });
    expect(session.isAuthenticated()).toBe(false);

    void session.login();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.location.hash).toBe('#provider');
    window.location.hash = '';
  });

  it('checks the session at the provider once when asked and nothing is stored (prompt=none), and not otherwise', async () => {
    const keycloak = new Keycloak(config);
    const loginUrl = jest
      .spyOn(keycloak, 'createLoginUrl')
      .mockResolvedValue(`${window.location.href.split('#')[0]}#provider-check`);
    await startKeycloakSession(config, { refreshIntervalMs: 60_000, initTimeoutMs: 50, keycloak, checkSession: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loginUrl).toHaveBeenCalledWith(expect.objectContaining({ prompt: 'none' }));
    expect(window.location.hash).toBe('#provider-check');
    window.location.hash = '';

    const withoutHint = new Keycloak(config);
    const noLogin = jest.spyOn(withoutHint, 'createLoginUrl');
    const visitor = await startKeycloakSession(config, { refreshIntervalMs: 60_000, keycloak: withoutHint });
    expect(visitor.isAuthenticated()).toBe(false);
    expect(noLogin).not.toHaveBeenCalled();
  });

  it('resumes stored tokens in place even when a session check was asked', async () => {
    server.use(http.post(tokenUrl, () => tokensResponse()));
    storeSession('joueur.test', 5);
    const keycloak = new Keycloak(config);
    const loginUrl = jest.spyOn(keycloak, 'createLoginUrl');
    const session = await startKeycloakSession(config, { refreshIntervalMs: 60_000, keycloak, checkSession: true });
    expect(session.isAuthenticated()).toBe(true);
    expect(loginUrl).not.toHaveBeenCalled();
  });

  it('waits 3000 ms for the provider by default', async () => {
    const { keycloakInitTimeoutMs } = await import('./keycloak-session');
    expect(keycloakInitTimeoutMs).toBe(3000);
  });
});
