import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Fusion } from '@zu/shared-contract';
import {
  apiUrl,
  appSettingsFixture,
  itemFixture,
  renderWithProviders,
  setupApiServer,
} from '@zu/shared-platform/testing';
import HomePage from './HomePage';

const fusions: Fusion[] = Array.from({ length: 7 }, (_, i) => ({
  item: itemFixture(100 + i, { name: `Résultat ${i}` }),
  items: [itemFixture(1), itemFixture(1), itemFixture(2)],
}));

const server = setupApiServer(
  http.get(apiUrl('/public/fusion'), () => HttpResponse.json(fusions)),
  http.get(apiUrl('/public/post'), () => HttpResponse.json([])),
);

describe('home page', () => {
  it('shows the hero, the card showcase, a fusion and every block whose feature is on', async () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('link', { name: 'Jouer maintenant' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Résultat 5' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Résultat 6' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir le catalogue' })).toHaveAttribute('href', '/catalogue');
    expect(screen.getByRole('link', { name: 'Voir les fusions' })).toHaveAttribute('href', '/fusions');
    const fusion = screen.getByTestId('fusion-showcase');
    expect(within(fusion).getByText('× 2')).toBeInTheDocument();
    expect(within(fusion).getByRole('img', { name: 'Résultat 0' })).toBeInTheDocument();
    expect(await screen.findByTestId('play-modes')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('play-modes'))
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Le Vortex', 'Les défis', "L'abonnement"]);
    expect(screen.getByRole('heading', { name: 'Les cartes STAR' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Les tickets Lucky' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir les commandes' })).toHaveAttribute('href', '/commandes');
  });

  it('leaves out the blocks whose features are off', async () => {
    server.use(
      http.get(apiUrl('/app/settings'), () => HttpResponse.json(appSettingsFixture({ gameFeatures: ['TOWER'] }))),
    );
    renderWithProviders(<HomePage />);
    const modes = await screen.findByTestId('play-modes');
    expect(
      within(modes)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Le Vortex']);
    expect(screen.queryByRole('heading', { name: 'Les cartes STAR' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Les tickets Lucky' })).not.toBeInTheDocument();
  });
});
