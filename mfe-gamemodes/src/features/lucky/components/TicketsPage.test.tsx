import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { anonymousSession, setAuthSession } from '@zu/shared-auth';
import type { LuckyLink, TicketCounts } from '@zu/shared-contract';
import {
  apiUrl,
  installFakeEventSource,
  itemFixture,
  profileFixture,
  renderWithProviders,
  setupApiServer,
  signedInAs,
} from '@zu/shared-platform/testing';
import TicketsPage from './TicketsPage';

const ownLink = (ticketCount: number): LuckyLink => ({
  code: 'monlien',
  url: '/ticket/monlien',
  expiresDate: '2026-12-03',
  ticketCount,
});
const counts: TicketCounts = { counts: { LUCKY_RAYOU: 3, RAYOU_OFFICIAL: 1, ZERA_3000: 0 } };

const live = installFakeEventSource();

let linkRequests = 0;
let countRequests = 0;
const server = setupApiServer(
  http.get(apiUrl('/public/lucky/jackpot'), () => HttpResponse.json({ jackpot: 12300 })),
  http.post(apiUrl('/public/lucky/link'), ({ request }) => {
    linkRequests += 1;
    expect(request.headers.get('Authorization')).toBe('Bearer token');
    return HttpResponse.json(ownLink(4));
  }),
  http.get(apiUrl('/public/lucky/:code/count'), ({ params }) => {
    countRequests += 1;
    expect(params.code).toBe('monlien');
    return HttpResponse.json(counts);
  }),
  http.get(apiUrl('/public/user/:name'), ({ params }) =>
    HttpResponse.json(profileFixture(String(params.name), { luckyCount: 42 })),
  ),
  http.get(apiUrl('/public/lucky/history'), () =>
    HttpResponse.json({
      tickets: [
        {
          id: '00000000-0000-4000-8000-000000000002',
          type: 'LUCKY_RAYOU',
          scratchedAt: '2026-11-20T18:30:00',
          loreDust: 30,
          item: itemFixture(7, { name: 'Sapinière timide' }),
          shinyLevel: 1,
        },
        { id: '00000000-0000-4000-8000-000000000001', type: 'ZERA_3000', scratchedAt: '2026-11-19T09:00:00' },
      ],
    }),
  ),
);

function signIn(userName: string) {
  setAuthSession(signedInAs(userName));
}

beforeEach(() => {
  linkRequests = 0;
  countRequests = 0;
});
afterEach(() => setAuthSession(anonymousSession));

describe('the Tickets page', () => {
  it('tells a visitor what tickets are and how they are won, with the jackpot, and makes no link', async () => {
    renderWithProviders(<TicketsPage />, { route: '/tickets' });
    expect(await screen.findByTestId('lucky-jackpot')).toHaveTextContent('12 300 ZUMonnaie');
    expect(screen.getByText(/Les tickets à gratter se gagnent en jouant/)).toBeInTheDocument();
    for (const name of ['Lucky Rayou', 'Rayou Official', 'Zera 3000']) {
      expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('button', { name: 'Se connecter pour voir mes tickets' })).toBeInTheDocument();
    expect(screen.queryByText('Mes tickets')).not.toBeInTheDocument();
    expect(linkRequests).toBe(0);
  });

  it("shows a signed-in player's tickets by type from their link, the button that opens it, and their count", async () => {
    signIn('alice');
    renderWithProviders(<TicketsPage />, { route: '/tickets' });
    expect(await screen.findByTestId('lucky-own-count')).toHaveTextContent('Tu as 4 tickets à gratter.');
    const lucky = await screen.findByTestId('ticket-count-LUCKY_RAYOU');
    expect(within(lucky).getByText('3 tickets')).toBeInTheDocument();
    expect(within(lucky).getByRole('link', { name: 'Gratter un ticket Lucky Rayou' })).toHaveAttribute(
      'href',
      '/lucky/monlien?type=LUCKY_RAYOU',
    );
    expect(within(screen.getByTestId('ticket-count-ZERA_3000')).getByText('0 ticket')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir mon lien' })).toHaveAttribute('href', '/ticket/monlien');
    expect(screen.getByText(/valable jusqu'au 3 décembre 2026/)).toBeInTheDocument();
    expect(await screen.findByTestId('lucky-scratched-count')).toHaveTextContent("Tickets grattés jusqu'ici : 42");
    const history = within(await screen.findByTestId('lucky-history')).getAllByRole('listitem');
    expect(history.map((line) => line.textContent)).toEqual([
      '20\u00a0novembre 2026 · Lucky Rayou : 30 poudre créatrice, la carte Sapinière timide dorée',
      '19\u00a0novembre 2026 · Zera 3000 : rien',
    ]);
    expect(screen.getByTestId('lucky-jackpot')).toHaveTextContent('12 300 ZUMonnaie');
    expect(screen.queryByRole('button', { name: 'Se connecter pour voir mes tickets' })).not.toBeInTheDocument();
  });

  it('tells a signed-in player without tickets so, without asking an empty link for its counts', async () => {
    server.use(http.post(apiUrl('/public/lucky/link'), () => HttpResponse.json(ownLink(0))));
    signIn('bob');
    renderWithProviders(<TicketsPage />, { route: '/tickets' });
    expect(await screen.findByTestId('lucky-own-count')).toHaveTextContent(
      "Tu n'as aucun ticket à gratter pour le moment.",
    );
    expect(within(screen.getByTestId('ticket-count-LUCKY_RAYOU')).queryByRole('link')).not.toBeInTheDocument();
    expect(countRequests).toBe(0);
  });
});

describe('the jackpot, live', () => {
  it('is read again when its topic changes: a scratch elsewhere shows in the amount', async () => {
    let jackpot = 12300;
    server.use(http.get(apiUrl('/public/lucky/jackpot'), () => HttpResponse.json({ jackpot })));
    renderWithProviders(<TicketsPage />);
    expect(await screen.findByTestId('lucky-jackpot')).toHaveTextContent('12 300 ZUMonnaie');
    await waitFor(() => expect(live.latest?.topics).toEqual(['jackpot']));

    jackpot = 12800;
    act(() => live.latest!.change('jackpot', '2'));
    await waitFor(() => expect(screen.getByTestId('lucky-jackpot')).toHaveTextContent('12 800 ZUMonnaie'));
  });
});
