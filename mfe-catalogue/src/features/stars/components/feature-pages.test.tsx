import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, itemFixture, renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import ConstellationsPage from '../../constellations/components/ConstellationsPage';
import EffectsPage from '../../effects/components/EffectsPage';
import StarsPage from './StarsPage';

const requests: URLSearchParams[] = [];
const server = setupApiServer(
  http.get(apiUrl('/public/item'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    if (params.get('rarity') === '6') return HttpResponse.json([itemFixture(1, { rarity: 6, name: 'Nova' })]);
    if (params.get('effects') === 'true') {
      return HttpResponse.json([itemFixture(2, { name: 'Malédiction', effect: 'DEBUFF_POINTS' })]);
    }
    if (params.getAll('filters').includes('IS_UPGRADABLE')) {
      return HttpResponse.json([
        itemFixture(3, { rarity: 3, isUpgradable: true }),
        itemFixture(4, { rarity: 5, isUpgradable: true }),
      ]);
    }
    return HttpResponse.json([]);
  }),
);

describe('STAR, effect and constellation pages', () => {
  beforeEach(() => {
    requests.length = 0;
  });

  it('lists the STAR cards with their double-width icon', async () => {
    renderWithProviders(<StarsPage />);
    expect(await screen.findByTestId('items-count')).toHaveTextContent('1 carte correspond à la sélection');
    expect(requests[0]!.getAll('rarity')).toEqual(['6']);
    const list = screen.getByRole('list', { name: 'Cartes' });
    expect(within(list).getByRole('img', { name: 'Carte STAR' })).toBeInTheDocument();
  });

  it('explains the ten effects with their amounts and lists the effect cards', async () => {
    renderWithProviders(<EffectsPage />);
    const table = screen.getByRole('table', { name: 'Les effets' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('row', { name: /Points Malus −500 points au classement/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Forge Bonus −30\s% sur les prix de la forge/ })).toBeInTheDocument();
    expect(within(table).getByText(/1,5\s% des invocations/)).toBeInTheDocument();
    expect(await screen.findByTestId('items-count')).toHaveTextContent('1 carte correspond à la sélection');
    expect(requests.map((params) => params.get('effects'))).toEqual(['true']);
    // Which card carries which effect, in the table: the one read for the grid.
    expect(
      within(screen.getByTestId('effect-cards-DEBUFF_POINTS')).getByRole('link', { name: 'Malédiction' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/carte\//));
    expect(screen.getByTestId('effect-cards-BUFF_POINTS')).toHaveTextContent('Aucune carte');
  });

  it('explains the constellation levels and shows the upgradable cards at their highest level', async () => {
    renderWithProviders(<ConstellationsPage />);
    const levels = screen.getByRole('table', { name: 'Niveaux de constellation' });
    expect(within(levels).getByRole('img', { name: 'Constellation niveau 1 sur 4' })).toBeInTheDocument();
    expect(within(levels).getByRole('img', { name: 'Constellation niveau 4 sur 4' })).toBeInTheDocument();
    expect(await screen.findByTestId('items-count')).toHaveTextContent('2 cartes correspondent à la sélection');
    expect(requests[0]!.getAll('filters')).toEqual(['IS_UPGRADABLE']);
    const list = screen.getByRole('list', { name: 'Cartes' });
    expect(within(list).getByRole('img', { name: 'Constellation niveau 5 sur 5' })).toBeInTheDocument();
    // A long list: a search by number or name narrows it, in the browser.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher une carte' }), '#4');
    expect(screen.getByTestId('items-count')).toHaveTextContent('1 carte correspond à la sélection');
    expect(requests).toHaveLength(1);
  });

  it('shows a spinner while the cards load, and offers to retry when they cannot be read', async () => {
    server.use(http.get(apiUrl('/public/item'), () => HttpResponse.json({}, { status: 500 })));
    renderWithProviders(<StarsPage />);
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.queryByTestId('items-count')).not.toBeInTheDocument();
  });

  it('says when a selection holds no card', async () => {
    server.use(http.get(apiUrl('/public/item'), () => HttpResponse.json([])));
    renderWithProviders(<StarsPage />);
    expect(await screen.findByTestId('items-count')).toHaveTextContent('0 carte correspond à la sélection');
  });
});
