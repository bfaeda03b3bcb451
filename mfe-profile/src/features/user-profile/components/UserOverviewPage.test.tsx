import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, profileFixture, renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import UserOverviewPage from './UserOverviewPage';

const profile = profileFixture('bob', {
  user: { balance: 123456, loreDust: 2000, upgradeDust: 7 },
  userCorporation: {
    corporation: {
      id: '00000000-0000-4000-8000-00000000000c',
      name: 'Les Veilleurs',
      description: 'x',
      balance: 0,
      createdDate: '2025-01-01T00:00:00',
      modifiedDate: '2025-01-01T00:00:00',
    },
    joinedDate: '2025-02-01T00:00:00',
    role: 'ADMIN',
  },
  inventoryCount: 12,
  inventoryUniqueCount: 10,
  inventoryUniqueGoldenCount: 2,
  inventoryUniqueUpgradableCount: 1,
});

setupApiServer(http.get(apiUrl('/public/user/bob'), () => HttpResponse.json(profile)));

describe('user overview', () => {
  it("shows the player's currencies, collection and corporation, and names the page after them", async () => {
    renderWithProviders(<UserOverviewPage />, { route: '/joueur/bob', path: '/joueur/:discordUserName?' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil de bob' })).toBeInTheDocument();
    expect(screen.getByText('ZUMonnaie').nextSibling).toHaveTextContent(/123\s456/);
    expect(screen.getByText('Poudre créatrice').nextSibling).toHaveTextContent(/2\s000/);
    expect(screen.getByText('10 / 1 500'.replace(' ', ' '))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Les Veilleurs' })).toHaveAttribute(
      'href',
      '/corporation/00000000-0000-4000-8000-00000000000c',
    );
    expect(screen.getByText(/PDG de la corporation/)).toBeInTheDocument();
    expect(document.title).toBe('bob | ZUnivers Hardcore');
  });

  it('invites to search when no player is named', () => {
    renderWithProviders(<UserOverviewPage />, { route: '/joueur', path: '/joueur/:discordUserName?' });
    expect(screen.getByText(/Cherche un joueur/)).toBeInTheDocument();
  });
});
