import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { genericErrorMessage, tooManyRequestsMessage } from '@zu/shared-ui';
import { apiUrl, profileFixture, renderWithProviders, setupApiServer } from '../../testing';
import { PlayerHoverCard } from './PlayerHoverCard';

const requests: string[] = [];
const alice = profileFixture('alice', {
  user: {
    discordGlobalName: 'Alice des Brumes',
    userBanner: {
      id: '00000000-0000-4000-8000-0000000000b1',
      date: '2026-03-01T10:00:00',
      banner: {
        id: '00000000-0000-4000-8000-0000000000b2',
        name: 'aurore',
        title: 'Aurore boréale',
        imageUrl: 'http://api.test/images/banner/aurore.webp',
      },
    },
  },
  inventoryUniqueCount: 420,
  leaderboards: [
    { type: 'GLOBAL', score: 1000, position: 12 },
    // Below the 420 distinct cards held: some of them do not count for the leaderboards.
    { type: 'INVENTORY_UNIQUE', score: 417, position: 30 },
  ],
});

setupApiServer(
  http.get(apiUrl('/public/user/:name'), ({ params }) => {
    requests.push(String(params.name));
    if (params.name === 'alice') return HttpResponse.json(alice);
    if (params.name === 'pressé')
      return HttpResponse.json({ code: 'TOO_MANY_REQUESTS', message: 'x' }, { status: 429 });
    if (params.name === 'panne') return HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 });
    return HttpResponse.json({ code: 'USER_NOT_FOUND', message: 'x' }, { status: 404 });
  }),
);

function Names() {
  return (
    <>
      <PlayerHoverCard userName="alice">
        <a href="/joueur/alice">alice (1)</a>
      </PlayerHoverCard>
      <PlayerHoverCard userName="alice">
        <a href="/joueur/alice">alice (2)</a>
      </PlayerHoverCard>
      <PlayerHoverCard userName="bob">
        <a href="/joueur/bob">bob</a>
      </PlayerHoverCard>
    </>
  );
}

describe('PlayerHoverCard', () => {
  beforeEach(() => {
    requests.length = 0;
  });

  it('asks for nothing until a name is hovered, then shows a 550 px card with banner and stat chips', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Names />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.hover(screen.getByRole('link', { name: 'alice (1)' }));
    const card = await screen.findByRole('tooltip', { name: 'Carte du joueur alice' });
    expect(await within(card).findByText('Alice des Brumes')).toBeInTheDocument();
    expect(card).toHaveStyle({ width: '550px' });
    expect(within(card).getByTestId('player-hover-card-banner')).toHaveStyle({
      backgroundImage: 'url(http://api.test/images/banner/aurore.webp)',
    });
    expect(within(card).getByText(/Aurore boréale/)).toBeInTheDocument();
    expect(within(card).getByText('Cartes différentes : 420/1 500')).toBeInTheDocument();
    expect(within(card).getByText('Top Général : #12')).toBeInTheDocument();
    expect(within(card).getByText('Top Cartes uniques : #30 · 417 cartes comptabilisées')).toBeInTheDocument();
    expect(within(card).getByText('Rang : Novice')).toBeInTheDocument();

    await user.unhover(screen.getByRole('link', { name: 'alice (1)' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('opens on keyboard focus, closes on Escape, and loads each player once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Names />);
    await user.tab();
    expect(await screen.findByText('Alice des Brumes')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Alice des Brumes')).toBeInTheDocument();
    await user.hover(screen.getByRole('link', { name: 'alice (1)' }));
    await user.unhover(screen.getByRole('link', { name: 'alice (1)' }));
    expect(requests).toEqual(['alice']);
  });

  it('says so when the player does not exist', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Names />);
    await user.hover(screen.getByRole('link', { name: 'bob' }));
    expect(await screen.findByText("Ce joueur n'existe pas !")).toBeInTheDocument();
  });

  it('asks to wait, rather than saying the player does not exist, when the API refuses for too many requests', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <PlayerHoverCard userName="pressé">
        <a href="/joueur/presse">pressé</a>
      </PlayerHoverCard>,
    );
    await user.hover(screen.getByRole('link', { name: 'pressé' }));
    expect(await screen.findByText(tooManyRequestsMessage)).toBeInTheDocument();
    expect(screen.queryByText("Ce joueur n'existe pas !")).not.toBeInTheDocument();
  });

  it('labels the generic error with what failed, and a missing player with nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <PlayerHoverCard userName="panne">
          <a href="/joueur/panne">panne</a>
        </PlayerHoverCard>
        <Names />
      </>,
    );
    await user.hover(screen.getByRole('link', { name: 'panne' }));
    expect(await screen.findByText(genericErrorMessage)).toBeInTheDocument();
    expect(screen.getByTestId('error-code-label').textContent).toBe('Erreur serveur');
    await user.unhover(screen.getByRole('link', { name: 'panne' }));
    await user.hover(screen.getByRole('link', { name: 'bob' }));
    expect(await screen.findByText("Ce joueur n'existe pas !")).toBeInTheDocument();
    expect(screen.queryByTestId('error-code-label')).not.toBeInTheDocument();
  });
});
