import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Loot, LootMap } from '@zu/shared-contract';
import { apiUrl, renderAt, setupApiServer } from '@zu/shared-platform/testing';
import UserActivityPage from './UserActivityPage';

const loot = (date: string, type: Loot['type'] = 'DAILY'): Loot => ({
  amount: 1000,
  baseAmount: 1000,
  corporationAmount: 0,
  subscriptionAmount: 0,
  corporationBonusLevel: 0,
  type,
  date: `${date}T10:00:00`,
});
const years: string[] = [];
const map: LootMap = {
  '2026-01-30': [],
  '2026-01-31': [loot('2026-01-31')],
  '2026-02-01': [loot('2026-02-01'), loot('2026-02-01', 'WEEKLY')],
};

const server = setupApiServer(
  http.get(apiUrl('/public/loot/alice'), ({ request }) => {
    years.push(new URL(request.url).searchParams.get('year') ?? '');
    return HttpResponse.json(map);
  }),
);
const render = () => renderAt(<UserActivityPage />, 'UserActivity', '/joueur/alice/activite');

describe('UserActivityPage', () => {
  beforeEach(() => {
    years.length = 0;
  });

  it('shows each day of the period by month, marking the days with loots', async () => {
    render();
    expect(await screen.findByTestId('loot-day-count')).toHaveTextContent('2 jours de butin sur 3');
    const january = screen.getByRole('region', { name: 'janvier 2026' });
    expect(within(january).getByRole('img', { name: '30 janvier : aucun butin' })).toHaveAttribute('data-loots', '0');
    expect(within(january).getByRole('img', { name: /31 janvier : 1 butin, 1\s000 ZUMonnaie/ })).toBeInTheDocument();
    const february = screen.getByRole('region', { name: 'février 2026' });
    expect(within(february).getByRole('img', { name: /1 février : 2 butins/ })).toHaveAttribute('data-loots', '2');
    expect(years).toEqual(['0']);
    const legend = screen.getByRole('list', { name: 'Légende' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Aucun butin', 'Un butin', 'Plusieurs butins']);
  });

  it('reads a calendar year when one is chosen', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByTestId('loot-day-count');
    const thisYear = String(new Date().getFullYear());
    await user.click(screen.getByRole('button', { name: thisYear }));
    expect(screen.getByRole('button', { name: thisYear })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByTestId('loot-day-count');
    expect(years).toEqual(['0', thisYear]);
  });

  it('offers to retry when the loots cannot be read', async () => {
    server.use(http.get(apiUrl('/public/loot/alice'), () => HttpResponse.json({}, { status: 500 })));
    render();
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
