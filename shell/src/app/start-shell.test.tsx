import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { anonymousSession, setAuthSession, type AuthSession } from '@zu/shared-auth';
import { startKeycloakSession } from '@zu/shared-auth/keycloak';
import { routesOfArea, type RemotePagesModule } from '@zu/shared-platform';
import { apiUrl, appSettingsFixture, setupApiServer, testApiUrl } from '@zu/shared-platform/testing';
import type { RemoteLoader } from '../remotes/remote-loader';
import { startShell } from './start-shell';

jest.mock('@zu/shared-auth/keycloak', () => ({ startKeycloakSession: jest.fn() }));
const startKeycloak = jest.mocked(startKeycloakSession);

/** A response the test releases when it chooses (`/config` or the settings held back). */
function heldBack() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, released };
}

const postsAuthorization: (string | null)[] = [];
const server = setupApiServer(
  http.get('http://localhost/runtime-config.json', () => HttpResponse.json({ apiUrl: testApiUrl })),
  http.get(apiUrl('/public/post'), ({ request }) => {
    postsAuthorization.push(request.headers.get('authorization'));
    return HttpResponse.json([]);
  }),
  http.get(apiUrl('/public/fusion'), () => HttpResponse.json([])),
  http.get(apiUrl('/public/giveaway'), () => HttpResponse.json([])),
  http.get(apiUrl('/public/user/alice'), () =>
    HttpResponse.json({ user: { discordUserName: 'alice', discordGlobalName: 'Alice des Brumes' } }),
  ),
);

const signInConfig = { url: 'http://idp.test', realm: 'zunivers', clientId: 'site' };
const aliceSession: AuthSession = {
  ...anonymousSession,
  isAuthenticated: () => true,
  getUserName: () => 'alice',
  getToken: () => 'jeton',
};

function fakeLoader(): RemoteLoader {
  return {
    async loadPages(area) {
      const pages: RemotePagesModule['pages'] = {};
      for (const route of routesOfArea(area)) {
        pages[route.name] = () => Promise.resolve({ default: () => <p>{`${area} page ${route.name}`}</p> });
      }
      return { pages, buildId: 'test' };
    },
    async preload() {},
    reset() {},
  };
}

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

let started: Awaited<ReturnType<typeof startShell>> | undefined;
async function start(path: string, storage = memoryStorage()) {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    started = await startShell({ container, createLoader: fakeLoader, storage });
  });
  return started!;
}

beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => {
  act(() => started?.root.unmount());
  started = undefined;
  document.body.innerHTML = '';
  setAuthSession(anonymousSession);
  startKeycloak.mockReset();
  postsAuthorization.length = 0;
});

describe('shell start (boot order)', () => {
  it('renders the home page as a visitor while /config has not answered', async () => {
    const config = heldBack();
    server.use(
      http.get(apiUrl('/config'), async () => {
        await config.released;
        return HttpResponse.json(signInConfig);
      }),
    );
    startKeycloak.mockResolvedValue(anonymousSession);
    const { signIn } = await start('/');

    expect(await screen.findByRole('heading', { level: 1, name: /Collectionne, fusionne/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    // The visitor's data does not wait for the sign-in either.
    await waitFor(() => expect(postsAuthorization).toEqual([null]));
    expect(startKeycloak).not.toHaveBeenCalled();

    // A visitor needs keycloak-js only to sign in: it is not even loaded until then.
    config.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(startKeycloak).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await act(() => signIn);
    expect(startKeycloak).toHaveBeenCalledWith(signInConfig, { checkSession: false });
  });

  it("lets a visitor press 'Se connecter' before /config has answered: the sign-in starts once it has", async () => {
    const config = heldBack();
    server.use(
      http.get(apiUrl('/config'), async () => {
        await config.released;
        return HttpResponse.json(signInConfig);
      }),
    );
    const login = jest.fn(async () => {});
    startKeycloak.mockResolvedValue({ ...anonymousSession, login });
    const { signIn } = await start('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect(login).not.toHaveBeenCalled();
    config.release();
    await act(() => signIn);
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
  });

  it("resumes a stored session beside the render: no visitor button meanwhile, then the player's menu", async () => {
    const keycloak = heldBack();
    server.use(http.get(apiUrl('/config'), () => HttpResponse.json(signInConfig)));
    startKeycloak.mockImplementation(async () => {
      await keycloak.released;
      return aliceSession;
    });
    const { signIn } = await start('/', memoryStorage({ token: 'jeton', refreshToken: 'rafraichissement' }));

    expect(await screen.findByRole('heading', { level: 1, name: /Collectionne, fusionne/ })).toBeInTheDocument();
    await waitFor(() => expect(startKeycloak).toHaveBeenCalled());
    expect(screen.getByTestId('account-pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Se connecter' })).not.toBeInTheDocument();
    // Calls made during the resume wait for it, so that they carry the player's token.
    expect(postsAuthorization).toEqual([]);

    keycloak.release();
    await act(() => signIn);
    expect(await screen.findByRole('button', { name: 'Menu de alice' })).toBeInTheDocument();
    expect(screen.queryByTestId('account-pending')).not.toBeInTheDocument();
    await waitFor(() => expect(postsAuthorization).toEqual(['Bearer jeton']));
  });

  it('asks /config again when the API could not answer, so a returning player is still signed in', async () => {
    let asked = 0;
    server.use(
      http.get(apiUrl('/config'), () => {
        asked += 1;
        return asked === 1 ? HttpResponse.error() : HttpResponse.json(signInConfig);
      }),
    );
    startKeycloak.mockResolvedValue(aliceSession);
    const { signIn } = await start('/', memoryStorage({ token: 'jeton', refreshToken: 'rafraichissement' }));

    await act(() => signIn);
    expect(asked).toBe(2);
    expect(startKeycloak).toHaveBeenCalledWith(signInConfig, { checkSession: false });
    expect(await screen.findByRole('button', { name: 'Menu de alice' })).toBeInTheDocument();
  });

  it('keeps a page sent as HTML until its code is there, then draws the live page in its place', async () => {
    server.use(http.get(apiUrl('/config'), () => HttpResponse.json(signInConfig)));
    const pageCode = heldBack();
    const loader: RemoteLoader = {
      ...fakeLoader(),
      async loadPages(area) {
        const module = await fakeLoader().loadPages(area);
        const ItemsGrid = async () => {
          await pageCode.released;
          return { default: () => <p>live catalogue</p> };
        };
        return { ...module, pages: { ...module.pages, ItemsGrid } };
      },
    };
    window.history.replaceState(null, '', '/catalogue');
    const container = document.createElement('div');
    container.dataset.prerendered = '/catalogue';
    container.innerHTML = '<p>catalogue from the server</p>';
    document.body.append(container);
    const starting = startShell({ container, createLoader: () => loader, storage: memoryStorage() });

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(container).toHaveTextContent('catalogue from the server');
    expect(container.dataset.prerendered).toBe('/catalogue');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    pageCode.release();
    started = await act(() => starting);
    expect(await screen.findByText('live catalogue')).toBeInTheDocument();
    expect(container).not.toHaveTextContent('catalogue from the server');
    expect(container.dataset.prerendered).toBeUndefined();
  });

  it('keeps a gated route waiting for the settings only, not for the sign-in', async () => {
    const config = heldBack();
    const settings = heldBack();
    server.use(
      http.get(apiUrl('/config'), async () => {
        await config.released;
        return HttpResponse.json(signInConfig);
      }),
      http.get(apiUrl('/app/settings'), async () => {
        await settings.released;
        return HttpResponse.json(appSettingsFixture());
      }),
    );
    startKeycloak.mockResolvedValue(anonymousSession);
    await start('/stars');

    expect(await screen.findByRole('status')).toHaveTextContent('Chargement');
    expect(screen.queryByText('catalogue page Stars')).not.toBeInTheDocument();

    settings.release();
    expect(await screen.findByText('catalogue page Stars')).toBeInTheDocument();
    expect(startKeycloak).not.toHaveBeenCalled();
    config.release();
  });
});
