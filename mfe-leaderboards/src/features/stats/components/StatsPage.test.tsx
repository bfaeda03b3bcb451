import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { GameStats } from '@zu/shared-contract';
import { apiUrl, renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import StatsPage from './StatsPage';

const stats: GameStats = {
  playerCount: 60123,
  activePlayerCount: 4321,
  corporationCount: 2000,
  itemCount: 1500,
  starItemCount: 15,
  packCount: 14,
  fusionCount: 60,
};
const seen: (string | null)[] = [];
const server = setupApiServer(
  http.get(apiUrl('/public/stats'), ({ request }) => {
    seen.push(request.headers.get('X-ZUnivers-RuleSetType'));
    return HttpResponse.json(stats);
  }),
);

describe('stats page', () => {
  it('shows the hardcore figures of the API', async () => {
    renderWithProviders(<StatsPage />);
    expect(await screen.findByTestId('stat-playerCount')).toHaveTextContent(/^60\s123$/);
    expect(screen.getByTestId('stat-activePlayerCount')).toHaveTextContent(/^4\s321$/);
    expect(screen.getByText('Cartes STAR')).toBeInTheDocument();
    expect(seen).toContain('HARDCORE');
  });

  it('shows the generic error when the figures cannot be read', async () => {
    server.use(http.get(apiUrl('/public/stats'), () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<StatsPage />);
    expect(await screen.findByText(/Une erreur s'est produite/)).toBeInTheDocument();
  });
});
