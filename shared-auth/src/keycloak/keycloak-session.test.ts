import { http, HttpResponse } from 'msw';
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
  fakeJwt({ sub: name, preferred_username: name, exp: now() + ttl, iat: now(), azp: 'zunivers-web' });
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
});
