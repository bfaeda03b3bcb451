import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { TicketCounts } from '@zu/shared-contract';
import { apiUrl, renderAt, setupApiServer } from '@zu/shared-platform/testing';
import TicketPage from './TicketPage';

const counts: TicketCounts = { counts: { LUCKY_RAYOU: 2, RAYOU_OFFICIAL: 0, ZERA_3000: 1 } };
const refusal = (status: number, code: string) => HttpResponse.json({ code, message: 'Message de l’API' }, { status });

const server = setupApiServer(http.get(apiUrl('/public/lucky/:code/count'), () => HttpResponse.json(counts)));

const openAt = (code: string) => renderAt(<TicketPage />, 'Ticket', `/ticket/${code}`);

describe('the page of a ticket link', () => {
  it("counts the link's tickets by type, each type it holds opening its scratch page", async () => {
    openAt('abc123');
    const lucky = await screen.findByTestId('ticket-count-LUCKY_RAYOU');
    expect(within(lucky).getByRole('heading', { name: 'Lucky Rayou' })).toBeInTheDocument();
    expect(within(lucky).getByText('2 tickets')).toBeInTheDocument();
    expect(within(lucky).getByRole('link', { name: 'Gratter un ticket Lucky Rayou' })).toHaveAttribute(
      'href',
      '/lucky/abc123?type=LUCKY_RAYOU',
    );
    const zera = screen.getByTestId('ticket-count-ZERA_3000');
    expect(within(zera).getByText('1 ticket')).toBeInTheDocument();
    expect(within(zera).getByRole('link', { name: 'Gratter un ticket Zera 3000' })).toHaveAttribute(
      'href',
      '/lucky/abc123?type=ZERA_3000',
    );
    const official = screen.getByTestId('ticket-count-RAYOU_OFFICIAL');
    expect(within(official).getByText('0 ticket')).toBeInTheDocument();
    expect(within(official).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says in its own words that the link has expired', async () => {
    server.use(http.get(apiUrl('/public/lucky/:code/count'), () => refusal(404, 'LUCKY_LINK_EXPIRED')));
    openAt('vieux');
    expect(await screen.findByText('Lien expiré')).toBeInTheDocument();
    expect(screen.getByText(/Ce lien de tickets a expiré : demande un nouveau lien/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });

  it.each([
    [400, 'NO_TICKET'],
    [404, 'LUCKY_LINK_EMPTY'],
  ])('says in its own words that the link is empty (%s %s)', async (status, code) => {
    server.use(http.get(apiUrl('/public/lucky/:code/count'), () => refusal(status, code)));
    openAt('vide');
    expect(await screen.findByText('Plus aucun ticket')).toBeInTheDocument();
    expect(screen.getByText('Ce lien ne contient plus aucun ticket à gratter.')).toBeInTheDocument();
    expect(screen.queryByText(/a expiré/)).not.toBeInTheDocument();
  });

  it('falls back on the generic message, with a retry, for a failure it has no words for', async () => {
    server.use(http.get(apiUrl('/public/lucky/:code/count'), () => refusal(500, 'INTERNAL')));
    openAt('abc123');
    expect(await screen.findByText(/Une erreur s'est produite/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
