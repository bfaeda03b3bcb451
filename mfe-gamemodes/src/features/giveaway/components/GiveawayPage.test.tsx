import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { anonymousSession, setAuthSession } from '@zu/shared-auth';
import type { Giveaway, GiveawayEntry, GiveawayPlayer } from '@zu/shared-contract';
import {
  apiUrl,
  giveawayFixture,
  installFakeEventSource,
  profileFixture,
  renderWithProviders,
  setupApiServer,
  signedInAs,
} from '@zu/shared-platform/testing';
import GiveawayPage from './GiveawayPage';

const winner = (userName: string, n: number) =>
  profileFixture(userName, { user: { id: `00000000-0000-4000-8000-0000000000${10 + n}` } }).user;

const drawnGiveaway = (n: number, overrides: Partial<Giveaway> = {}) =>
  giveawayFixture(n, {
    isOpen: false,
    isDrawn: true,
    beginDate: '2026-11-09T00:00:00',
    endDate: '2026-11-16T00:00:00',
    entryCount: 40,
    winners: [winner('alice', 1), winner('bob', 2), winner('chloe', 3)],
    drawSeed: `giveaway/${giveawayFixture(n).id}/2026-11-16`,
    ...overrides,
  });

const bannerGiveaway = drawnGiveaway(2, {
  prize: {
    kind: 'BANNER',
    label: 'La bannière « Aurore boréale »',
    banner: {
      id: '40000000-0000-4000-8000-000000000001',
      name: 'aurore',
      title: 'Aurore boréale',
      imageUrl: 'http://api.test/images/banner/aurore.webp',
    },
  },
});
const currencyGiveaway = drawnGiveaway(1, {
  endDate: '2026-11-09T00:00:00',
  prize: {
    kind: 'CURRENCIES',
    label: "5 000 ZUMonnaie, 250 poudres créatrices et 100 cristaux d'histoire",
    currencies: { balance: 5000, loreDust: 250, loreFragment: 100 },
  },
  entryCount: 2,
  winners: [winner('dan', 4), winner('eve', 5)],
});

// The API's state: the list, who entered the open giveaway, and every entry sent.
let giveaways: Giveaway[];
let entered: boolean;
let entriesSent: string[];
const wins: Record<string, string> = { [bannerGiveaway.id]: 'bob' };

const server = setupApiServer(
  http.get(apiUrl('/public/giveaway'), () => HttpResponse.json(giveaways)),
  http.get(apiUrl('/public/giveaway/:id/player/:userName'), ({ params }) => {
    const { id, userName } = params as { id: string; userName: string };
    const open = giveaways.find((giveaway) => giveaway.isOpen);
    const answer: GiveawayPlayer =
      id === open?.id
        ? { hasEntered: entered, hasWon: false }
        : { hasEntered: wins[id] === userName, hasWon: wins[id] === userName };
    return HttpResponse.json(answer);
  }),
  http.post(apiUrl('/public/giveaway/:id/enter'), ({ params }) => {
    entriesSent.push(params.id as string);
    entered = true;
    giveaways = giveaways.map((giveaway) =>
      giveaway.id === params.id ? { ...giveaway, entryCount: giveaway.entryCount + 1 } : giveaway,
    );
    const answer: GiveawayEntry = {
      giveaway: giveaways.find((giveaway) => giveaway.id === params.id)!,
      player: { hasEntered: true, enteredDate: '2026-11-27T10:00:00', hasWon: false },
    };
    return HttpResponse.json(answer);
  }),
);

const live = installFakeEventSource();
beforeEach(() => {
  giveaways = [giveawayFixture(3), bannerGiveaway, currencyGiveaway];
  entered = false;
  entriesSent = [];
});
afterEach(() => {
  setAuthSession(anonymousSession);
  jest.restoreAllMocks();
});

const renderPage = () => renderWithProviders(<GiveawayPage />, { route: '/giveaway' });
const pastGiveaway = (title: string) => screen.findByRole('article', { name: title });

/** Zoe, signed in, clicks « Participer »: the open giveaway's part of the page. */
async function enterAsZoe() {
  setAuthSession(signedInAs('zoe'));
  const user = userEvent.setup();
  renderPage();
  const open = await screen.findByRole('region', { name: 'Giveaway n°3' });
  await user.click(await within(open).findByRole('button', { name: 'Participer' }));
  return open;
}

describe('the Giveaway page', () => {
  it('shows the open giveaway first: its prize, end date, time left, entries and winners to draw', async () => {
    // 10:00 in Paris on the fixture world's day, 2026-11-27: the entries close as the 30th begins.
    jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 27, 9, 0));
    renderPage();
    const open = await screen.findByRole('region', { name: 'Giveaway n°3' });
    expect(within(open).getByText('Le giveaway n°3 de la communauté.')).toBeInTheDocument();
    expect(within(open).getByTestId('giveaway-prize')).toHaveTextContent('Lot : 1 carte dorée : Carte 3');
    const cards = within(open).getByRole('list', { name: 'Les cartes du lot' });
    expect(within(cards).getByRole('img', { name: 'Carte 3' })).toBeInTheDocument();
    expect(within(open).getByTestId('giveaway-end')).toHaveTextContent(
      "Participations jusqu'au 30 novembre 2026 à 00:00",
    );
    expect(within(open).getByTestId('giveaway-countdown')).toHaveTextContent('Fin dans 2 jours et 14 heures');
    expect(within(open).getByTestId('giveaway-entries')).toHaveTextContent('123 participants');
    expect(within(open).getByTestId('giveaway-winner-count')).toHaveTextContent(
      '3 gagnants tirés au sort à la fin, chacun reçoit le lot entier.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Giveaway' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au site' })).toHaveAttribute('href', '/');
    expect(document.title).toMatch(/^Giveaway \|/);
  });

  it('invites a visitor to sign in to enter, through the site’s sign-in', async () => {
    const login = jest.fn(async () => {});
    setAuthSession({ ...anonymousSession, login });
    const user = userEvent.setup();
    renderPage();
    const open = await screen.findByRole('region', { name: 'Giveaway n°3' });
    expect(within(open).queryByRole('button', { name: 'Participer' })).not.toBeInTheDocument();
    await user.click(within(open).getByRole('button', { name: 'Connecte-toi pour participer' }));
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('lets a signed-in player enter once: the button gives way to « Tu participes ! » and the count grows', async () => {
    const open = await enterAsZoe();
    expect(await within(open).findByText('Tu participes !')).toBeInTheDocument();
    expect(within(open).getByTestId('giveaway-entries')).toHaveTextContent('124 participants');
    expect(within(open).queryByRole('button', { name: 'Participer' })).not.toBeInTheDocument();
    expect(entriesSent).toEqual([giveawayFixture(3).id]);
  });

  it('tells a player who entered already so, without a button', async () => {
    entered = true;
    setAuthSession(signedInAs('zoe'));
    renderPage();
    const open = await screen.findByRole('region', { name: 'Giveaway n°3' });
    expect(await within(open).findByText('Tu participes !')).toBeInTheDocument();
    expect(within(open).queryByRole('button', { name: 'Participer' })).not.toBeInTheDocument();
  });

  it('shows the API’s French words when it refuses the entry', async () => {
    server.use(
      http.post(apiUrl('/public/giveaway/:id/enter'), () =>
        HttpResponse.json(
          { code: 'GIVEAWAY_CLOSED', message: 'Ce giveaway est terminé : les participations sont closes.' },
          { status: 400 },
        ),
      ),
    );
    const open = await enterAsZoe();
    expect(
      await within(open).findByText('Ce giveaway est terminé : les participations sont closes.'),
    ).toBeInTheDocument();
    expect(within(open).queryByText('Tu participes !')).not.toBeInTheDocument();
  });

  it('lists the past giveaways with their prize, end, entries, winners and verifiable draw', async () => {
    renderPage();
    const banner = await pastGiveaway('Giveaway n°2');
    expect(within(banner).getByTestId('past-giveaway-facts')).toHaveTextContent(
      'Terminé le 16 novembre 2026 · 40 participants',
    );
    expect(within(banner).getByRole('img', { name: 'Bannière Aurore boréale' })).toHaveAttribute(
      'src',
      'http://api.test/images/banner/aurore.webp',
    );
    const winners = within(banner).getByRole('list', { name: 'Les gagnants' });
    expect(
      within(winners)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/joueur/alice', '/joueur/bob', '/joueur/chloe']);
    const draw = within(banner).getByTestId('draw-proof');
    expect(within(draw).getByText('Tirage vérifiable')).toBeInTheDocument();
    expect(draw).toHaveTextContent(`Graine du tirage : giveaway/${giveawayFixture(2).id}/2026-11-16`);
    expect(draw).toHaveTextContent('Tiré parmi 40 participants.');
    expect(draw).toHaveTextContent('Chacun peut refaire ce tirage');

    const currencies = await pastGiveaway('Giveaway n°1');
    expect(
      within(within(currencies).getByRole('list', { name: 'Les monnaies du lot' }))
        .getAllByRole('listitem')
        .map((line) => line.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['+5 000 ZUMonnaie', '+250 poudre créatrice', "+100 cristal d'histoire"]);
    expect(within(currencies).getByRole('link', { name: 'dan' })).toHaveAttribute('href', '/joueur/dan');
    expect(screen.queryByTestId('giveaway-won')).not.toBeInTheDocument();
  });

  it('marks the past giveaway the signed-in player won', async () => {
    setAuthSession(signedInAs('bob'));
    renderPage();
    const won = await pastGiveaway('Giveaway n°2');
    expect(await within(won).findByText('Tu as gagné !')).toBeInTheDocument();
    expect(within(await pastGiveaway('Giveaway n°1')).queryByText('Tu as gagné !')).not.toBeInTheDocument();
    expect(screen.getAllByText('Tu as gagné !')).toHaveLength(1);
  });

  it('shows the past giveaways a few at a time', async () => {
    giveaways = Array.from({ length: 7 }, (_, n) => drawnGiveaway(20 - n));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByTestId('no-open-giveaway')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Giveaways passés' });
    expect(within(list).getAllByRole('article')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Voir des giveaways plus anciens' }));
    expect(within(list).getAllByRole('article')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Voir des giveaways plus anciens' })).not.toBeInTheDocument();
  });

  it('says when there is no giveaway yet', async () => {
    giveaways = [];
    renderPage();
    expect(await screen.findByTestId('no-giveaway')).toHaveTextContent('Aucun giveaway pour le moment');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('tells a failed read in French, with a retry', async () => {
    server.use(http.get(apiUrl('/public/giveaway'), () => HttpResponse.json({}, { status: 500 })));
    renderPage();
    expect(await screen.findByRole('button', { name: /Réessayer/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Giveaway n°3' })).not.toBeInTheDocument();
  });

  it('shows a giveaway drawn elsewhere without a reload, when the live channel says so', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'Giveaway n°3' });
    await waitFor(() => expect(live.latest?.topics).toEqual(['event']));
    giveaways = [drawnGiveaway(3, { winners: [winner('zoe', 6)] }), bannerGiveaway, currencyGiveaway];
    act(() => live.latest!.change('event', '41'));
    const drawn = await pastGiveaway('Giveaway n°3');
    expect(within(drawn).getByRole('link', { name: 'zoe' })).toHaveAttribute('href', '/joueur/zoe');
    expect(screen.queryByRole('region', { name: 'Giveaway n°3' })).not.toBeInTheDocument();
  });
});
