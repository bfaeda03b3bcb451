import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Boosters } from '@zu/shared-contract';
import { formatRateAsPercent } from '@zu/shared-ui';
import { apiUrl, packFixture, renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import BoostersPage from './BoostersPage';

const boosters: Boosters = {
  balanceCost: 1000,
  goldenRate: 0.03,
  chromaRate: 0.005,
  rarities: [
    { rarity: 1, cardCount: 40, rate: 0.5 },
    { rarity: 5, cardCount: 2, rate: 0.5 },
  ],
  packs: [
    {
      pack: packFixture,
      cardCount: 42,
      rate: 1,
      rarities: [
        { rarity: 1, cardCount: 40, rate: 0.5 },
        { rarity: 5, cardCount: 2, rate: 0.5 },
      ],
    },
  ],
};
const server = setupApiServer(http.get(apiUrl('/public/booster'), () => HttpResponse.json(boosters)));

describe('boosters page', () => {
  it('shows the chances per rarity and pack by pack', async () => {
    renderWithProviders(<BoostersPage />);
    const table = await screen.findByRole('table', { name: 'Chances par rareté' });
    expect(within(table).getByRole('row', { name: /^Rareté 5 2 50\s%$/ })).toBeInTheDocument();
    expect(screen.getByText(/chromatique 0,5 % du temps, sinon dorée 3 %/)).toBeInTheDocument();
    const pack = screen.getByRole('region', { name: 'Classique 2026' });
    expect(within(pack).getByText('42 cartes · 100 % des invocations')).toBeInTheDocument();
    expect(within(pack).getByRole('link', { name: 'Classique 2026' })).toHaveAttribute(
      'href',
      '/catalogue/classique?year=2026',
    );
  });

  it('shows a spinner while the chances load', async () => {
    renderWithProviders(<BoostersPage />);
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Chances par rareté' });
    expect(screen.queryByText('Chargement…')).not.toBeInTheDocument();
  });

  it('offers to retry when the chances cannot be read, and shows them once they can', async () => {
    let failing = true;
    server.use(
      http.get(apiUrl('/public/booster'), () =>
        failing ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(boosters),
      ),
    );
    renderWithProviders(<BoostersPage />);
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    failing = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('table', { name: 'Chances par rareté' })).toBeInTheDocument();
  });

  it('writes chances as French percentages', () => {
    expect(formatRateAsPercent(0.0345)).toBe('3,45\u00a0%');
    expect(formatRateAsPercent(0.33333)).toBe('33,33\u00a0%');
  });
});
