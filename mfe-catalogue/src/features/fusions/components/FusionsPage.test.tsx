import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Fusion } from '@zu/shared-contract';
import { apiUrl, itemFixture, renderAt, setupApiServer } from '@zu/shared-platform/testing';
import FusionsPage from './FusionsPage';

const [egg, feather, scale] = [
  itemFixture(1, { name: 'Œuf' }),
  itemFixture(2, { name: 'Plume' }),
  itemFixture(3, { name: 'Écaille' }),
];
const fusions: Fusion[] = [
  { item: itemFixture(10, { name: 'Phénix', isFusion: true }), items: [egg, egg, feather] },
  { item: itemFixture(11, { name: 'Dragon', isFusion: true }), items: [egg, scale, scale, scale] },
];
const server = setupApiServer(http.get(apiUrl('/public/fusion'), () => HttpResponse.json(fusions)));

const openAt = (url: string) => renderAt(<FusionsPage />, 'Fusions', url);

describe('fusions page', () => {
  it('lists every fusion with its result and materials counted', async () => {
    openAt('/fusions');
    expect(await screen.findByTestId('fusions-count')).toHaveTextContent('2 fusions');
    const dragon = screen.getByRole('article', { name: 'Dragon' });
    expect(within(dragon).getByText('4 cartes à réunir')).toBeInTheDocument();
    expect(within(dragon).getByText('×3')).toBeInTheDocument();
    expect(within(dragon).getByText('×1')).toBeInTheDocument();
    expect(within(dragon).getByRole('link', { name: 'Dragon' })).toHaveAttribute('href', '/fusions/11-carte-11');
  });

  it('finds fusions by result or material name', async () => {
    openAt('/fusions');
    await screen.findByTestId('fusions-count');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher une fusion ou une carte' }), 'plume');
    expect(screen.getByTestId('fusions-count')).toHaveTextContent('1 fusion');
    expect(screen.getByRole('article', { name: 'Phénix' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher une fusion ou une carte' }), 'zzz');
    expect(screen.getByTestId('fusions-count')).toHaveTextContent(/^0 fusion$/);
  });

  it('focuses one fusion by its slug, and says so for an unknown one', async () => {
    const { unmount } = openAt('/fusions/10-carte-10');
    expect(await screen.findByRole('article', { name: 'Phénix' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Dragon' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toutes les fusions' })).toHaveAttribute('href', '/fusions');
    unmount();
    openAt('/fusions/nulle-part');
    expect(await screen.findByText("Cette fusion n'existe pas.")).toBeInTheDocument();
  });

  it('shows a spinner while the fusions load, and offers to retry when they cannot be read', async () => {
    let failing = true;
    server.use(
      http.get(apiUrl('/public/fusion'), () =>
        failing ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(fusions),
      ),
    );
    openAt('/fusions');
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    failing = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('article', { name: 'Phénix' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });
});
