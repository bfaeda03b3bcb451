import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Item, Pack } from '@zu/shared-contract';
import { apiUrl, itemFixture, renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import ItemsGridPage from './ItemsGridPage';

const packs: Pack[] = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Classique', slug: 'classique', year: 2025 },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Classique', slug: 'classique', year: 2026 },
  { id: '33333333-3333-4333-8333-333333333333', name: 'Vallée des Dragons', slug: 'vallee-des-dragons', year: 2026 },
];
const card = (n: number, pack: Pack): Item => itemFixture(n, { pack });
const allCards = Array.from({ length: 75 }, (_, i) => card(i + 1, packs[i % 3]!));
const requestedPackIds: (string | null)[] = [];

setupApiServer(
  http.get(apiUrl('/public/pack'), () => HttpResponse.json(packs)),
  http.get(apiUrl('/public/item'), ({ request }) => {
    const packId = new URL(request.url).searchParams.get('packId');
    requestedPackIds.push(packId);
    return HttpResponse.json(packId ? allCards.filter((c) => c.pack.id === packId) : allCards);
  }),
);

const renderAt = (route: string) => renderWithProviders(<ItemsGridPage />, { route, path: '/catalogue/:pack?' });

describe('catalogue grid', () => {
  beforeEach(() => {
    requestedPackIds.length = 0;
  });

  it('shows every card page by page, with the count line of the spec', async () => {
    renderAt('/catalogue');
    expect(await screen.findByTestId('items-count')).toHaveTextContent('75 cartes correspondent à la sélection');
    expect(screen.getAllByRole('listitem')).toHaveLength(60);
    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus de cartes' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(75);
    expect(screen.getByRole('link', { name: /Carte 1$/ })).toHaveAttribute('href', '/carte/1-carte-1');
  });

  it("shows one pack's newest year, or the year of the query", async () => {
    renderAt('/catalogue/classique');
    expect(await screen.findByTestId('items-count')).toHaveTextContent('25 cartes correspondent à la sélection');
    expect(requestedPackIds).toContain(packs[1]!.id);
    const years = screen.getByRole('group', { name: 'Années du pack' });
    expect(within(years).getByRole('link', { name: '2025' })).toHaveAttribute('href', '/catalogue/classique?year=2025');
  });

  it('lists the packs once each, as links', async () => {
    renderAt('/catalogue');
    const nav = await screen.findByRole('navigation', { name: 'Packs' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Toutes les cartes', 'Classique', 'Vallée des Dragons']);
  });

  it('says so for an unknown pack', async () => {
    renderAt('/catalogue/nulle-part');
    expect(await screen.findByText("Ce pack n'existe pas.")).toBeInTheDocument();
  });
});
