import { delay, http, HttpResponse } from 'msw';
import { anonymousSession, getAuthSession, setAuthSession, type AuthSession } from '@zu/shared-auth';
import { startKeycloakSession } from '@zu/shared-auth/keycloak';
import { getRuntimeConfig } from '@zu/shared-platform';
import { apiUrl, setupApiServer } from '@zu/shared-platform/testing';
import { startSession } from './start-session';

jest.mock('@zu/shared-auth/keycloak', () => ({ startKeycloakSession: jest.fn() }));
const startKeycloak = jest.mocked(startKeycloakSession);

const server = setupApiServer();
const signInConfig = { url: 'http://idp.test', realm: 'zunivers', clientId: 'site' };
/** Each /config request gives up after this long here (5 s on the site). */
const signInConfigTimeoutMs = 50;

/** A player who signed in on an earlier visit: their tokens are in the browser. */
function storeSession() {
  localStorage.setItem('token', 'jeton');
  localStorage.setItem('refreshToken', 'rafraichissement');
}

/** /config never answers in time for its first `slowAnswers` requests, then answers. */
function configTimingOut(slowAnswers: number) {
  let asked = 0;
  server.use(
    http.get(apiUrl('/config'), async () => {
      asked += 1;
      if (asked <= slowAnswers) await delay('infinite');
      return HttpResponse.json(signInConfig);
    }),
  );
  return { asked: () => asked };
}

/** keycloak-js's session, whose login would leave for the provider. */
function keycloakSession(): AuthSession & { login: jest.Mock } {
  return { ...anonymousSession, login: jest.fn(async () => {}) };
}

/** Every /config request of one sign-in start: the first and its two retries. */
const triesPerStart = 3;

beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => {
  localStorage.clear();
  setAuthSession(anonymousSession);
  startKeycloak.mockReset();
});

describe("'Se connecter' after the sign-in could not start", () => {
  it('asks /config again for a visitor whose sign-in check timed out, then goes to the provider', async () => {
    const configAnswers = configTimingOut(triesPerStart);
    const keycloak = keycloakSession();
    startKeycloak.mockResolvedValue(keycloak);
    const signIn = startSession(getRuntimeConfig(), { signInConfigTimeoutMs });

    // The first press meets the check that timed out, and starts it again at once.
    await getAuthSession().login();
    await signIn;
    expect(configAnswers.asked()).toBe(triesPerStart + 1);
    expect(startKeycloak).toHaveBeenCalledTimes(1);
    expect(startKeycloak).toHaveBeenCalledWith(signInConfig, {});
    expect(keycloak.login).toHaveBeenCalledTimes(1);
    expect(getAuthSession()).toBe(keycloak);
  });

  it('starts keycloak-js again for a returning player whose resume failed, then goes to the provider', async () => {
    server.use(http.get(apiUrl('/config'), () => HttpResponse.json(signInConfig)));
    const keycloak = keycloakSession();
    startKeycloak.mockRejectedValueOnce(new Error('the provider did not answer')).mockResolvedValue(keycloak);
    storeSession();
    await startSession(getRuntimeConfig());
    expect(getAuthSession().isAuthenticated()).toBe(false);

    await getAuthSession().login();
    expect(startKeycloak).toHaveBeenCalledTimes(2);
    expect(keycloak.login).toHaveBeenCalledTimes(1);
  });

  it('tries once for presses made together, and again at the next press when that try failed too', async () => {
    const configAnswers = configTimingOut(2 * triesPerStart);
    const keycloak = keycloakSession();
    startKeycloak.mockResolvedValue(keycloak);
    storeSession();
    await startSession(getRuntimeConfig(), { signInConfigTimeoutMs });
    expect(configAnswers.asked()).toBe(triesPerStart);

    await Promise.all([getAuthSession().login(), getAuthSession().login()]);
    expect(configAnswers.asked()).toBe(2 * triesPerStart);
    expect(startKeycloak).not.toHaveBeenCalled();

    await getAuthSession().login();
    expect(configAnswers.asked()).toBe(2 * triesPerStart + 1);
    expect(keycloak.login).toHaveBeenCalledTimes(1);
  });
});

describe('arriving from the other site with the session check hint', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('checks the session at once, without a press, and takes the hint out of the address', async () => {
    server.use(http.get(apiUrl('/config'), () => HttpResponse.json(signInConfig)));
    startKeycloak.mockResolvedValue(keycloakSession());
    window.history.replaceState(null, '', '/joueur/joueur.test?onglet=2&sso=1');
    await startSession(getRuntimeConfig());
    expect(startKeycloak).toHaveBeenCalledWith(signInConfig, { checkSession: true });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/joueur/joueur.test?onglet=2');
  });

  it('waits for a press without it, as for any visitor', async () => {
    server.use(http.get(apiUrl('/config'), () => HttpResponse.json(signInConfig)));
    startKeycloak.mockResolvedValue(keycloakSession());
    window.history.replaceState(null, '', '/joueur/joueur.test');
    void startSession(getRuntimeConfig());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(startKeycloak).not.toHaveBeenCalled();
  });
});
