import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { anonymousSession, setAuthSession, type AuthSession } from '@zu/shared-auth';
import { baseApi } from '@zu/shared-platform';
import { apiUrl, appSettingsFixture, renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import { loadOnDemandParts } from '@zu/shared-ui';
import { AccountArea } from './AccountArea';

// The menu's code as it is once a pointer came over its button (its arrival is shared-ui's OnDemandMenu's test).
beforeAll(() => loadOnDemandParts());

const seenAuthorization: (string | null)[] = [];
const server = setupApiServer(
  http.get(apiUrl('/public/user/alice'), ({ request }) => {
    seenAuthorization.push(request.headers.get('authorization'));
    return HttpResponse.json({
      user: { discordUserName: 'alice', discordGlobalName: 'Alice des Brumes', balance: 12345 },
      userCorporation: {
        corporation: { id: 'c-1', name: 'Les Veilleurs' },
        role: 'MEMBER',
        joinedDate: '2025-01-01T00:00:00',
      },
    });
  }),
);

function signedIn(overrides: Partial<AuthSession> = {}): AuthSession {
  return {
    ...anonymousSession,
    isAuthenticated: () => true,
    getUserName: () => 'alice',
    getToken: () => 'jeton',
    ...overrides,
  };
}

describe('account area', () => {
  afterEach(() => setAuthSession(anonymousSession));

  it("offers 'Se connecter' to a visitor, which starts the sign-in", async () => {
    const login = jest.fn(async () => {});
    setAuthSession({ ...anonymousSession, login });
    renderWithProviders(<AccountArea />);
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(login).toHaveBeenCalledTimes(1);
  });

  it("shows the player's menu with their corporation, loaded with their token, and signs out", async () => {
    const logout = jest.fn(async () => {});
    setAuthSession(signedIn({ logout }));
    renderWithProviders(<AccountArea />);
    const trigger = await screen.findByRole('button', { name: 'Menu de alice' });
    expect(await screen.findByText('Alice des Brumes')).toBeInTheDocument();
    expect(seenAuthorization).toContain('Bearer jeton');
    await userEvent.click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'Profil' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Les Veilleurs' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Se déconnecter' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it("opens the menu only once the game's features are known, so that no item moves as they arrive", async () => {
    let answerSettings!: () => void;
    const settingsAsked = new Promise<void>((resolve) => {
      server.use(
        http.get(apiUrl('/app/settings'), async () => {
          resolve();
          await new Promise<void>((release) => (answerSettings = release));
          return HttpResponse.json(appSettingsFixture());
        }),
      );
    });
    setAuthSession(signedIn());
    renderWithProviders(<AccountArea />);
    const trigger = await screen.findByRole('button', { name: 'Menu de alice' });
    await settingsAsked;
    expect(await screen.findByText('Alice des Brumes')).toBeInTheDocument();
    expect(trigger).toBeDisabled();
    answerSettings();
    await waitFor(() => expect(trigger).toBeEnabled());
    await userEvent.click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'Les Veilleurs' })).toBeInTheDocument();
  });

  it("shows the player's ZUMonnaie beside the menu, and the new figure once a write refreshes the account", async () => {
    setAuthSession(signedIn());
    const { store } = renderWithProviders(<AccountArea />);
    expect(await screen.findByTestId('header-balance')).toHaveTextContent(/^Solde : 12\s345 ZU$/);
    server.use(
      http.get(apiUrl('/public/user/alice'), () =>
        HttpResponse.json({ user: { discordUserName: 'alice', discordGlobalName: 'Alice', balance: 12845 } }),
      ),
    );
    store.dispatch(baseApi.util.invalidateTags(['Account']));
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent(/^Solde : 12\s845 ZU$/));
  });
});
