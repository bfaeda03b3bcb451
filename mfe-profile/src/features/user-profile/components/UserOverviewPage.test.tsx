import { screen, within } from '@testing-library/react';
import type { PlayerOverview } from '@zu/shared-contract';
import { http, HttpResponse } from 'msw';
import { apiUrl, itemFixture, profileFixture, renderAt, setupApiServer } from '@zu/shared-platform/testing';
import { tooManyRequestsMessage } from '@zu/shared-ui';
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
  achievementLogCount: 4,
  achievementCount: 60,
  tradeCountToday: 1,
  tradeLimit: 10,
  leaderboards: [
    { type: 'GLOBAL', score: 5000, position: 42 },
    { type: 'ACHIEVEMENT', score: 40, position: 7 },
    { type: 'TRADELESS', score: 4000, position: 3 },
    { type: 'INVENTORY_UNIQUE_NORMAL', score: 80, position: 12 },
    { type: 'LUCKY', score: 9, position: 5 },
    // One fewer than the 10 distinct cards held: one of them does not count for the leaderboards.
    { type: 'INVENTORY_UNIQUE', score: 9, position: 20 },
  ],
});
const overview: PlayerOverview = {
  countByRarity: [],
  pins: [
    {
      date: '2026-03-01T10:00:00',
      inventory: {
        id: '00000000-0000-4000-8000-0000000e0001',
        item: itemFixture(5, { name: 'Phénix' }),
        quantity: 2,
        shinyLevel: 1,
        isGolden: true,
        upgradeLevel: 0,
        isFusion: false,
        isFusionComponent: false,
      },
    },
  ],
  bestInventoryLogs: [
    {
      item: itemFixture(9, { name: 'Licorne' }),
      shinyLevel: 0,
      upgradeLevel: 0,
      date: '2026-04-02T10:00:00',
      isPity: false,
      source: 'INVOKE',
      deltaQuantity: 1,
    },
  ],
  invokeBeforePity: 57,
  invocationsBeforePity: 5,
};

const server = setupApiServer(
  http.get(apiUrl('/public/user/bob'), () => HttpResponse.json(profile)),
  http.get(apiUrl('/public/user/bob/overview'), () => HttpResponse.json(overview)),
);

describe('user overview', () => {
  it("shows the player's currencies, collection and corporation, and names the page after them", async () => {
    renderAt(<UserOverviewPage />, 'UserOverview', '/joueur/bob');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil de bob' })).toBeInTheDocument();
    expect(screen.getByText('ZUMonnaie').nextSibling).toHaveTextContent(/123\s456/);
    expect(screen.getByText('Poudre créatrice').nextSibling).toHaveTextContent(/2\s000/);
    expect(screen.getByText('10 / 1 500'.replace(' ', ' '))).toBeInTheDocument();
    expect(screen.getByText('Cartes dorées différentes').nextSibling).toHaveTextContent(/^2$/);
    expect(screen.getByRole('link', { name: 'Les Veilleurs' })).toHaveAttribute(
      'href',
      '/corporation/00000000-0000-4000-8000-00000000000c',
    );
    expect(screen.getByText(/PDG de la corporation/)).toBeInTheDocument();
    expect(document.title).toBe('bob | ZUnivers Hardcore');
  });

  it('invites to search when no player is named', () => {
    renderAt(<UserOverviewPage />, 'UserOverview', '/joueur');
    expect(screen.getByText(/Cherche un joueur/)).toBeInTheDocument();
  });

  it('shows the counters and the leaderboard positions', async () => {
    renderAt(<UserOverviewPage />, 'UserOverview', '/joueur/bob');
    const counters = await screen.findByTestId('profile-counters');
    expect(within(counters).getByText('Succès').nextSibling).toHaveTextContent('4 / 60');
    expect(within(counters).getByText("Échanges aujourd'hui").nextSibling).toHaveTextContent('1/10');
    const ranks = screen.getByRole('list', { name: 'Classements' });
    expect(within(ranks).getByText('Classement général').nextSibling).toHaveTextContent('#42');
    expect(within(ranks).getByText('Classement par succès').nextSibling).toHaveTextContent('#7');
    expect(within(ranks).getByText('Classement sans échange').nextSibling).toHaveTextContent('#3');
    expect(within(ranks).getByText('Classement inventaire : uniques normales').nextSibling).toHaveTextContent('#12');
    expect(within(ranks).getByText('Classement Rayou Official').nextSibling).toHaveTextContent('#5');
    expect(ranks).not.toHaveTextContent(/[A-Z]{2,}_|TRADELESS|LUCKY/);
  });

  it("tells the distinct cards held ('différentes') from the unique-card boards' figure ('comptabilisées')", async () => {
    renderAt(<UserOverviewPage />, 'UserOverview', '/joueur/bob');
    expect((await screen.findByText('Cartes différentes')).nextSibling).toHaveTextContent('10 / 1 500');
    const ranks = screen.getByRole('list', { name: 'Classements' });
    expect(within(ranks).getByText('Classement inventaire : cartes uniques').parentElement).toHaveTextContent(
      /^Classement inventaire : cartes uniques#209 cartes comptabilisées$/,
    );
    expect(within(ranks).getByText('Classement inventaire : uniques normales').parentElement).toHaveTextContent(
      /#1280 cartes comptabilisées$/,
    );
    // The other boards do not count cards: their position alone.
    expect(within(ranks).getByText('Classement général').parentElement).toHaveTextContent(/^Classement général#42$/);
  });

  it('shows the pinned cards, the best invocations and the count before the guarantee', async () => {
    renderAt(<UserOverviewPage />, 'UserOverview', '/joueur/bob');
    expect(await screen.findByRole('list', { name: 'Vitrine' })).toHaveTextContent('Phénix');
    expect(screen.getByRole('list', { name: 'Meilleurs tirages' })).toHaveTextContent('Licorne');
    // The API's count includes the guaranteed invocation: the 5th from now is the one.
    expect(screen.getByTestId('pity-count')).toHaveTextContent(
      'Carte de rareté 4 ou 5 garantie au plus tard à la 5e invocation à venir.',
    );
  });

  it('says when the next invocation is the guaranteed one', async () => {
    server.use(
      http.get(apiUrl('/public/user/bob/overview'), () =>
        HttpResponse.json({ ...overview, invokeBeforePity: 10, invocationsBeforePity: 1 }),
      ),
    );
    renderAt(<UserOverviewPage />, 'UserOverview', '/joueur/bob');
    expect(await screen.findByTestId('pity-count')).toHaveTextContent(
      'Carte de rareté 4 ou 5 garantie au plus tard à ta prochaine invocation.',
    );
  });

  it('says so when nothing is pinned or invoked', async () => {
    server.use(
      http.get(apiUrl('/public/user/bob/overview'), () =>
        HttpResponse.json({ ...overview, pins: [], bestInventoryLogs: [] }),
      ),
    );
    renderAt(<UserOverviewPage />, 'UserOverview', '/joueur/bob');
    expect(await screen.findByText('Aucune carte en vitrine.')).toBeInTheDocument();
    expect(screen.getByText('Aucune invocation pour le moment.')).toBeInTheDocument();
  });

  it('keeps the figures and offers to retry when the pins and invocations cannot be read', async () => {
    server.use(http.get(apiUrl('/public/user/bob/overview'), () => HttpResponse.json({}, { status: 500 })));
    renderAt(<UserOverviewPage />, 'UserOverview', '/joueur/bob');
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-counters')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Vitrine' })).not.toBeInTheDocument();
  });

  it('keeps the profile and tells why its cards are missing when the API refuses them', async () => {
    server.use(
      http.get(apiUrl('/public/user/bob/overview'), () =>
        HttpResponse.json({ code: 'TOO_MANY_REQUESTS', message: 'x' }, { status: 429 }),
      ),
    );
    renderAt(<UserOverviewPage />, 'UserOverview', '/joueur/bob');
    expect(await screen.findByText(tooManyRequestsMessage)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Profil de bob' })).toBeInTheDocument();
  });
});
