import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { anonymousSession, setAuthSession } from '@zu/shared-auth';
import type { ActiveChallenge, GameEvent } from '@zu/shared-contract';
import {
  apiUrl,
  appSettingsFixture,
  installFakeEventSource,
  itemFixture,
  packFixture,
  renderWithProviders,
  setupApiServer,
  signedInAs,
} from '@zu/shared-platform/testing';
import EventsPage from './EventsPage';

const event: GameEvent = {
  id: '00000000-0000-4000-8000-0000000000e1',
  name: 'Nuit des lanternes',
  imageUrl: 'http://api.test/images/event/lanternes.webp',
  beginDate: '2026-12-08T00:00:00',
  endDate: '2026-12-17T23:59:59',
  balanceCost: 1500,
  loreDustCost: 10,
  invokeCount: 42,
  isActive: true,
  isOneTime: false,
  isPityEnabled: true,
  pack: { ...packFixture, name: 'Lanternes' },
  items: [itemFixture(1, { name: 'Lanterne rouge' }), itemFixture(2, { name: 'Lanterne bleue' })],
};

const challenge = (n: number, extra: Partial<ActiveChallenge> = {}): ActiveChallenge => ({
  id: `00000000-0000-4000-8000-0000000000c${n}`,
  beginDate: '2026-12-07T00:00:00',
  endDate: '2026-12-13T23:59:59',
  challenge: {
    id: `00000000-0000-4000-8000-0000000000d${n}`,
    description: `Défi numéro ${n}`,
    type: 'INVOKE',
    score: 10 * n,
    rewardLoreDust: 100 * n,
  },
  ...extra,
});

let challengeReads: string[] = [];
const server = setupApiServer(
  http.get(apiUrl('/public/event/current'), () => HttpResponse.json([event])),
  http.get(apiUrl('/public/challenge/'), () => {
    challengeReads.push('');
    return HttpResponse.json([challenge(1), challenge(2), challenge(3)]);
  }),
  http.get(apiUrl('/public/challenge/:userName'), ({ params }) => {
    challengeReads.push(String(params.userName));
    return HttpResponse.json([
      challenge(1, {
        progress: { type: 'INVOKE', current: 30, max: 100, shown: { current: 3, max: 10, unit: 'invocations' } },
      }),
      challenge(2, { challengeLog: { id: '00000000-0000-4000-8000-0000000000f2', date: '2026-12-09T18:00:00' } }),
      challenge(3, {
        progress: {
          type: 'INVOKE_ITEMS',
          current: 1,
          max: 2,
          items: [
            { name: 'Lanterne rouge', done: true },
            { name: 'Lanterne bleue', done: false },
          ],
        },
      }),
    ]);
  }),
);

const features = (gameFeatures: AppFeature[]) =>
  server.use(http.get(apiUrl('/app/settings'), () => HttpResponse.json(appSettingsFixture({ gameFeatures }))));
type AppFeature = ReturnType<typeof appSettingsFixture>['gameFeatures'][number];

jest.setTimeout(15000);
beforeEach(() => (challengeReads = []));
const live = installFakeEventSource();
afterEach(() => setAuthSession(anonymousSession));

describe('the En ce moment page', () => {
  it('shows a visitor the running event: picture, dates, costs, how to invoke, the pity, and its cards', async () => {
    renderWithProviders(<EventsPage />, { route: '/en-ce-moment' });
    const panel = await screen.findByRole('article', { name: 'Nuit des lanternes' });
    expect(within(panel).getByTestId('event-dates')).toHaveTextContent(
      'Du 8 décembre 2026 au 17 décembre 2026 · pack Lanternes',
    );
    expect(within(panel).getByTestId('event-cost')).toHaveTextContent(
      /^Coût d'une invocation : 1\s500 ZUMonnaie et 10 poudres créatrices\.$/,
    );
    expect(within(panel).getByText("42 invocations jusqu'ici.")).toBeInTheDocument();
    expect(within(panel).getByText('/im Nuit des lanternes')).toBeInTheDocument();
    expect(within(panel).getByTestId('event-pity')).toHaveTextContent(
      "Compteur de pitié actif : si tu enchaînes les invocations sans carte de rareté 4 ou 5, la 50e d'affilée t'en donne une, garantie.",
    );
    expect(panel.querySelector('img[src="http://api.test/images/event/lanternes.webp"]')).not.toBeNull();
    // The cards fold behind a button, which unfolds them.
    expect(within(panel).queryByRole('list', { name: /Les cartes de l'événement/ })).not.toBeInTheDocument();
    const unfold = within(panel).getByRole('button', { name: 'Voir les 2 cartes' });
    expect(unfold).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(unfold);
    expect(within(panel).getByRole('button', { name: 'Masquer les cartes' })).toHaveAttribute('aria-expanded', 'true');
    const cards = within(panel).getByRole('list', { name: "Les cartes de l'événement Nuit des lanternes" });
    expect(within(cards).getByRole('img', { name: 'Lanterne rouge' })).toBeInTheDocument();
    expect(within(cards).getByRole('img', { name: 'Lanterne bleue' })).toBeInTheDocument();
  });

  it('says an event without the pity does not count toward it, and an event invoked once only says so', async () => {
    server.use(
      http.get(apiUrl('/public/event/current'), () =>
        HttpResponse.json([{ ...event, isPityEnabled: false, isOneTime: true, loreDustCost: 0, invokeCount: 1 }]),
      ),
    );
    renderWithProviders(<EventsPage />, { route: '/en-ce-moment' });
    const panel = await screen.findByRole('article', { name: 'Nuit des lanternes' });
    expect(within(panel).getByText("1 invocation jusqu'ici.")).toBeInTheDocument();
    expect(within(panel).getByTestId('event-pity')).toHaveTextContent(
      'Les invocations de cet événement ne comptent pas pour le compteur de pitié.',
    );
    expect(within(panel).getByText(/Une seule invocation par joueur/)).toBeInTheDocument();
    expect(within(panel).getByTestId('event-cost')).toHaveTextContent(/^Coût d'une invocation : 1\s500 ZUMonnaie\.$/);
  });

  it('says when no event runs', async () => {
    server.use(http.get(apiUrl('/public/event/current'), () => HttpResponse.json([])));
    renderWithProviders(<EventsPage />, { route: '/en-ce-moment' });
    expect(await screen.findByTestId('no-event')).toHaveTextContent(
      'Aucun événement en ce moment. Le prochain ouvre le 8 décembre 2026.',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when the next event opens, below the running one', async () => {
    renderWithProviders(<EventsPage />, { route: '/en-ce-moment' });
    await screen.findByRole('article', { name: 'Nuit des lanternes' });
    expect(await screen.findByTestId('next-event')).toHaveTextContent(
      'Le prochain événement ouvre le 8 décembre 2026.',
    );
  });

  it("shows a visitor the week's three challenges with their end date, and no progress", async () => {
    renderWithProviders(<EventsPage />, { route: '/en-ce-moment' });
    const items = await screen.findAllByTestId('challenge');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Défi numéro 1',
      'Défi numéro 2',
      'Défi numéro 3',
    ]);
    expect(items[1]).toHaveTextContent('Récompense : 200 poudres créatrices · 20 points de défi');
    expect(screen.getByTestId('challenges-end')).toHaveTextContent(
      "Jusqu'au 13 décembre 2026. Connecte-toi pour suivre ta progression.",
    );
    expect(screen.queryByTestId('challenge-progress')).not.toBeInTheDocument();
    expect(challengeReads).toEqual(['']);
  });

  it("shows a signed-in player's progress on each challenge", async () => {
    setAuthSession(signedInAs('alice'));
    renderWithProviders(<EventsPage />, { route: '/en-ce-moment' });
    const [first, second, third] = await screen.findAllByTestId('challenge');
    expect(within(first!).getByRole('progressbar', { name: 'Progression' })).toHaveAttribute('aria-valuenow', '3');
    expect(first).toHaveTextContent('3 / 10 invocations (30 %)');
    expect(first).not.toHaveTextContent('30 / 100');
    expect(within(second!).getByTestId('challenge-progress')).toHaveTextContent('Réussi le 9 décembre 2026 !');
    expect(
      within(third!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['✓ Lanterne rouge', '○ Lanterne bleue']);
    expect(screen.getByTestId('challenges-end')).toHaveTextContent(/^Jusqu'au 13 décembre 2026\.$/);
    expect(challengeReads).toEqual(['alice']);
  });

  it('shows only the part whose feature is active', async () => {
    features(['CHALLENGE']);
    const { unmount } = renderWithProviders(<EventsPage />, { route: '/en-ce-moment' });
    expect(await screen.findAllByTestId('challenge')).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: "Événements d'invocation" })).not.toBeInTheDocument();
    unmount();
    features(['AUTOMATED_EVENT']);
    renderWithProviders(<EventsPage />, { route: '/en-ce-moment' });
    expect(await screen.findByRole('article', { name: 'Nuit des lanternes' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Défis de la semaine' })).not.toBeInTheDocument();
  });
});

describe('the running event, live', () => {
  it('is read again when the event topic changes: an event opening while the page is open shows', async () => {
    let running: GameEvent[] = [];
    server.use(http.get(apiUrl('/public/event/current'), () => HttpResponse.json(running)));
    renderWithProviders(<EventsPage />, { route: '/en-ce-moment' });
    expect(await screen.findByTestId('no-event')).toBeInTheDocument();
    await waitFor(() => expect(live.latest?.topics).toEqual(['event']));

    running = [event];
    act(() => live.latest!.change('event', '40'));
    expect(await screen.findByRole('article', { name: 'Nuit des lanternes' })).toBeInTheDocument();
  });
});
