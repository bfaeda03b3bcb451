import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { NextTicket, ScratchResult } from '@zu/shared-contract';
import { apiUrl, itemFixture, renderAt, renderRoutes, setupApiServer, tableRoutes } from '@zu/shared-platform/testing';
import LuckyScratchPage from './LuckyScratchPage';
import { scratchAt, scratchBand } from './scratch-drawing';

// jsdom draws nothing on a canvas: the drawing is replaced, the page's behaviour around it is what is tested.
jest.mock('./scratch-drawing');

const ticketId = (n: number) => `00000000-0000-4000-8000-0000000000a${n}`;

/** A link holding the given tickets of one type, each with the prize the server will answer when scratched. */
function linkHolding(tickets: { result: ScratchResult }[], type: NextTicket['type'] = 'LUCKY_RAYOU') {
  const left = tickets.map((ticket, i) => ({ id: ticketId(i + 1), ...ticket }));
  const scratched: string[] = [];
  let answer: () => void = () => {};
  let held = false;
  server.use(
    http.get(apiUrl('/public/lucky/:code'), ({ request }) => {
      expect(new URL(request.url).searchParams.get('type')).toBe(type);
      const next = left.find((ticket) => !scratched.includes(ticket.id));
      return next
        ? HttpResponse.json<NextTicket>({ id: next.id, type, value: left.length - scratched.length })
        : HttpResponse.json({ code: 'NO_TICKET', message: 'Plus rien' }, { status: 400 });
    }),
    http.post(apiUrl('/public/lucky/:ticketId'), async ({ params }) => {
      const ticket = left.find((t) => t.id === params.ticketId);
      if (held) await new Promise<void>((resolve) => (answer = resolve));
      scratched.push(String(params.ticketId));
      return HttpResponse.json({ ticketId: ticket?.id, ...ticket?.result });
    }),
  );
  return {
    scratched,
    /** The server waits before answering scratches, until `answer()`. */
    hold: () => (held = true),
    answer: () => answer(),
  };
}

const server = setupApiServer();
const openAt = (codeAndQuery: string) => renderAt(<LuckyScratchPage />, 'LuckyScratch', `/lucky/${codeAndQuery}`);

describe('scratching a ticket', () => {
  it('scratches with the pointer: the first stroke asks the server, the prize comes only from its answer', async () => {
    const link = linkHolding([{ result: { loreDust: 50, inventories: [cardWon] } }]);
    link.hold();
    openAt('abc?type=LUCKY_RAYOU');
    const surface = await screen.findByRole('button', { name: /Surface à gratter du ticket Lucky Rayou/ });
    expect(screen.queryByTestId('scratch-prize')).not.toBeInTheDocument();

    fireEvent.pointerDown(surface, { clientX: 10, clientY: 20, pointerId: 1 });
    fireEvent.pointerMove(surface, { clientX: 30, clientY: 20, pointerId: 1 });
    expect(scratchAt).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Grattage en cours…')).toBeInTheDocument();
    // Asked, not answered: nothing of the prize on the page yet.
    expect(screen.queryByTestId('scratch-prize')).not.toBeInTheDocument();
    expect(screen.queryByText(/\+50/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('card-tile')).not.toBeInTheDocument();

    link.answer();
    const prize = await screen.findByTestId('scratch-prize');
    expect(within(prize).getByText('+50 poudre créatrice')).toBeInTheDocument();
    expect(within(prize).getByTestId('card-tile')).toHaveTextContent('Carte 7');
    expect(link.scratched).toEqual([ticketId(1)]);
    expect(screen.queryByTestId('scratch-surface')).not.toBeInTheDocument();
  });

  it('scratches with the keyboard, then goes on with "Ticket suivant" until none is left', async () => {
    const link = linkHolding(
      [
        { result: { balance: 1000 } },
        { result: { luckyLink: 'abc', quantity: 1 } },
        { result: { userBanner: bannerWon } },
        { result: {} },
      ],
      'ZERA_3000',
    );
    const user = userEvent.setup();
    openAt('abc?type=ZERA_3000');
    expect(await screen.findByTestId('scratch-left')).toHaveTextContent('Encore 4 tickets Zera 3000 sur ce lien.');

    // Space on the surface.
    (await screen.findByTestId('scratch-surface')).focus();
    await user.keyboard(' ');
    expect(scratchBand).toHaveBeenCalled();
    expect(await screen.findByText('+1 000 ZUMonnaie')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Ticket suivant' }));

    // The "Gratter" button, pressed with Enter: an extra ticket, on the link it was put on.
    expect(screen.queryByTestId('scratch-prize')).not.toBeInTheDocument();
    (await screen.findByRole('button', { name: 'Gratter' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('+1 ticket à gratter')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les tickets du lien' })).toHaveAttribute('href', '/ticket/abc');
    await user.click(await screen.findByRole('button', { name: 'Ticket suivant' }));

    // The next surface has the focus: Space goes on scratching where the keyboard was.
    await waitFor(() => expect(screen.getByTestId('scratch-surface')).toHaveFocus());
    await user.keyboard(' ');
    expect(await screen.findByText('Bannière débloquée : Chasseur de tickets')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Ticket suivant' }));

    await user.click(await screen.findByRole('button', { name: 'Gratter' }));
    expect(await screen.findByText(/Perdu !/)).toBeInTheDocument();
    expect(await screen.findByText('Plus aucun ticket Zera 3000 à gratter sur ce lien.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ticket suivant' })).not.toBeInTheDocument();
    expect(link.scratched).toEqual([1, 2, 3, 4].map(ticketId));
  });

  it('says in its own words that the link has expired', async () => {
    server.use(
      http.get(apiUrl('/public/lucky/:code'), () =>
        HttpResponse.json({ code: 'LUCKY_LINK_EXPIRED', message: 'Expiré' }, { status: 400 }),
      ),
    );
    openAt('vieux?type=LUCKY_RAYOU');
    expect(await screen.findByText('Lien expiré')).toBeInTheDocument();
    expect(screen.queryByTestId('scratch-surface')).not.toBeInTheDocument();
  });

  it('says when the link holds no ticket of the type, beside the jackpot of a Rayou Official', async () => {
    linkHolding([], 'RAYOU_OFFICIAL');
    server.use(http.get(apiUrl('/public/lucky/jackpot'), () => HttpResponse.json({ jackpot: 10500 })));
    openAt('abc?type=RAYOU_OFFICIAL');
    expect(await screen.findByText('Plus aucun ticket Rayou Official à gratter sur ce lien.')).toBeInTheDocument();
    expect(await screen.findByTestId('lucky-jackpot')).toHaveTextContent('10 500 ZUMonnaie');
    expect(screen.queryByTestId('scratch-surface')).not.toBeInTheDocument();
  });

  it("leads a type it does not know back to the link's page", async () => {
    renderRoutes(tableRoutes({ LuckyScratch: <LuckyScratchPage />, Ticket: <p>Page du lien</p> }), {
      initialEntries: ['/lucky/abc?type=GROS_LOT'],
    });
    expect(await screen.findByText('Page du lien')).toBeInTheDocument();
  });

  it('shows the refusal of a ticket scratched meanwhile, and no prize', async () => {
    linkHolding([{ result: { balance: 100 } }]);
    server.use(
      http.post(apiUrl('/public/lucky/:ticketId'), () =>
        HttpResponse.json({ code: 'TICKET_NOT_FOUND', message: 'Non' }, { status: 400 }),
      ),
    );
    openAt('abc?type=LUCKY_RAYOU');
    await userEvent.click(await screen.findByRole('button', { name: 'Gratter' }));
    expect(await screen.findByText("Ce ticket n'existe pas ou a déjà été gratté.")).toBeInTheDocument();
    expect(screen.queryByTestId('scratch-prize')).not.toBeInTheDocument();
  });
});

const cardWon = {
  id: '00000000-0000-4000-8000-0000000000c1',
  item: itemFixture(7),
  quantity: 1,
  shinyLevel: 0,
  isGolden: false,
  upgradeLevel: 0,
  isFusion: false,
  isFusionComponent: false,
};
const bannerWon = {
  id: '00000000-0000-4000-8000-0000000000b1',
  date: '2026-11-27T12:00:00',
  banner: {
    id: '00000000-0000-4000-8000-0000000000b2',
    name: 'chasseur',
    title: 'Chasseur de tickets',
    imageUrl: 'http://api.test/images/banner/chasseur.webp',
  },
};
