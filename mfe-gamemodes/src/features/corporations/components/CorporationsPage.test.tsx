import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CorporationSummary } from '@zu/shared-contract';
import { apiUrl, renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import CorporationsPage from './CorporationsPage';
import { shorten } from './shorten';

const corporation = (n: number, description: string): CorporationSummary => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Corporation ${n}`,
  description,
  balance: 12000 * n,
  logoUrl: `http://api.test/images/corporation/${n}.webp`,
  createdDate: '2025-01-01T00:00:00',
  modifiedDate: '2025-01-02T00:00:00',
  currentBonusLevel: n,
  totalBonusLevel: 16,
  currentMemberCount: n + 3,
  totalMemberCount: 8,
});
const long = 'Une corporation de collectionneurs passionnés qui se retrouvent chaque soir pour ouvrir leurs boosters.';

setupApiServer(
  http.get(apiUrl('/public/corporation'), () => HttpResponse.json([corporation(1, long), corporation(2, 'Courte.')])),
);

const renderAt = (route: string) =>
  renderWithProviders(<CorporationsPage />, { route, path: '/corporations/:displayMode' });

describe('corporations', () => {
  it('cuts texts at 60 characters plus an ellipsis', () => {
    expect(shorten(long)).toBe(`${long.slice(0, 60)}…`);
    expect(shorten('Courte.')).toBe('Courte.');
  });

  it('lists the corporations of the API with members and treasury, linking to each', async () => {
    renderAt('/corporations/liste');
    expect(await screen.findByTestId('corporations-count')).toHaveTextContent('2 corporations');
    const first = screen.getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link', { name: 'Corporation 1' })).toHaveAttribute(
      'href',
      '/corporation/00000000-0000-4000-8000-000000000001',
    );
    expect(within(first).getByText(`${long.slice(0, 60)}…`)).toBeInTheDocument();
    expect(within(first).getByText('4 / 8 membres')).toBeInTheDocument();
  });

  it('explains the rules on the info page', () => {
    renderAt('/corporations/info');
    expect(screen.getByText(/Créer une corporation coûte 10\s000 ZUMonnaie/)).toBeInTheDocument();
  });
});
