import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import type { Item, Pack } from '@zu/shared-contract';
import { makeStore, storageKeys, type AppStore } from '@zu/shared-platform';
import {
  apiUrl,
  appSettingsFixture,
  itemFixture,
  renderRoutes,
  setupApiServer,
  tableRoutes,
} from '@zu/shared-platform/testing';
import { preloadCatalogue } from '../api/preload-catalogue';
import ItemsGridPage from './ItemsGridPage';
import ItemsListPage from './ItemsListPage';

const packs: Pack[] = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Classique', slug: 'classique', year: 2025 },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Classique', slug: 'classique', year: 2026 },
  { id: '33333333-3333-4333-8333-333333333333', name: 'Vallée des Dragons', slug: 'vallee-des-dragons', year: 2026 },
];
const allCards: Item[] = Array.from({ length: 120 }, (_, i) =>
  itemFixture(i + 1, {
    pack: packs[i % 3]!,
    rarity: 1 + (i % 6),
    name: i === 7 ? 'Dragon écarlate' : `Carte ${i + 1}`,
    isUpgradable: i % 2 === 0,
    shinyLevels: { 0: true, 1: true, 2: i % 4 === 0 },
  }),
);
const requests: URLSearchParams[] = [];

/** A stand-in for the API's filters, enough to check what the page asks for and shows. */
function filterCards(params: URLSearchParams): Item[] {
  const rarities = params.getAll('rarity').map(Number);
  const keywords = params.getAll('filters');
  const search = params.get('search')?.toLowerCase();
  const shinyLevel = Number(params.get('shinyLevel') ?? 0) as 0 | 1 | 2;
  return allCards.filter(
    (c) =>
      (!params.get('packId') || c.pack.id === params.get('packId')) &&
      (!params.get('year') || c.pack.year === Number(params.get('year'))) &&
      (rarities.length === 0 || rarities.includes(c.rarity)) &&
      (!keywords.includes('IS_UPGRADABLE') || c.isUpgradable) &&
      (!search || c.name.toLowerCase().includes(search)) &&
      c.shinyLevels[shinyLevel],
  );
}

const server = setupApiServer(
  http.get(apiUrl('/public/pack'), () => HttpResponse.json(packs)),
  http.get(apiUrl('/public/item'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    return HttpResponse.json(filterCards(params));
  }),
);

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const renderPage = (url: string, store?: AppStore) =>
  renderRoutes(
    [
      { element: <Location />, path: '*' },
      ...tableRoutes({
        ItemsList: (
          <>
            <ItemsListPage />
            <Location />
          </>
        ),
        ItemsGrid: (
          <>
            <ItemsGridPage />
            <Location />
          </>
        ),
        Item: <h1>Page de la carte</h1>,
      }),
    ],
    { initialEntries: [url], store },
  );
const countLine = () => screen.findByTestId('items-count');
/** The count line once it says `text`: while new cards load, the line keeps the previous count beside a spinner. */
const expectCountLine = (text: string) =>
  waitFor(() => expect(screen.getByTestId('items-count')).toHaveTextContent(text));
const location = () => screen.getByTestId('location').textContent ?? '';
const lastRequest = () => requests[requests.length - 1]!;
const rarity = (n: number) => screen.getByRole('button', { name: `Rareté ${n}` });

// The machine running the suite is shared: give these page-level tests room.
jest.setTimeout(15000);
// Reloads wait 500 ms on purpose; leave the async queries time beyond it on a busy machine.
configure({ asyncUtilTimeout: 4000 });

describe('catalogue', () => {
  beforeEach(() => {
    requests.length = 0;
    localStorage.clear();
  });

  it('shows the count line of the spec and draws only the cards near the viewport', async () => {
    renderPage('/catalogue');
    await expectCountLine('120 cartes correspondent à la sélection');
    const tiles = within(screen.getByRole('list', { name: 'Cartes' })).getAllByRole('listitem');
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.length).toBeLessThan(100);
    expect(screen.getByRole('link', { name: /#6 · Carte 6/ })).toHaveAttribute('href', '/carte/6-carte-6');
  });

  it.each([
    ['/catalogue', ''],
    ['/catalogue/classique', '?year=2025&rarete=3'],
  ])(
    'finds its first cards already asked for when the visit was preloaded (%s%s): no second request',
    async (path, search) => {
      localStorage.setItem(storageKeys.catalogueSearch, JSON.stringify('carte'));
      const store = makeStore();
      preloadCatalogue({
        dispatch: store.dispatch,
        params: path === '/catalogue' ? {} : { pack: 'classique' },
        search: new URLSearchParams(search),
      });
      await waitFor(() => expect(requests).toHaveLength(1));
      renderPage(`${path}${search}`, store);
      await countLine();
      expect(requests).toHaveLength(1);
      expect(requests[0]!.get('packId')).toBe(path === '/catalogue' ? null : packs[0]!.id);
    },
  );

  it('preloads the pictures of the first cards the page opens on, in its order and shiny level', async () => {
    const preloaded: string[] = [];
    const RealImage = window.Image;
    window.Image = class {
      fetchPriority = 'auto';
      set src(value: string) {
        preloaded.push(value);
      }
    } as unknown as typeof Image;
    try {
      const store = makeStore();
      const search = '?tri=alpha&rarete=2&rarete=4&brillance=1';
      preloadCatalogue({ dispatch: store.dispatch, params: {}, search: new URLSearchParams(search) });
      await waitFor(() => expect(preloaded.length).toBeGreaterThan(0));
      renderPage(`/catalogue${search}`, store);
      await countLine();
      const shown = within(screen.getByRole('list', { name: 'Cartes' }))
        .getAllByRole('img', { name: /^(Carte|Dragon)/ })
        .map((image) => image.getAttribute('src'));
      expect(preloaded.length).toBeLessThanOrEqual(14);
      expect(preloaded.slice(0, 5)).toEqual(shown.slice(0, 5));
      expect(preloaded[0]).toMatch(/-1\.webp$/);
    } finally {
      window.Image = RealImage;
    }
  });

  it('shows a spinner while the cards load', async () => {
    renderPage('/catalogue');
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    await countLine();
    expect(screen.queryByText('Chargement…')).not.toBeInTheDocument();
  });

  it('offers to retry when the cards cannot be read, and shows them once they can', async () => {
    let failing = true;
    server.use(
      http.get(apiUrl('/public/item'), ({ request }) =>
        failing
          ? HttpResponse.json({}, { status: 500 })
          : HttpResponse.json(filterCards(new URL(request.url).searchParams)),
      ),
    );
    renderPage('/catalogue');
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    expect(screen.queryByTestId('items-count')).not.toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(retry);
    await expectCountLine('120 cartes correspondent à la sélection');
  });

  it("shows one pack's newest year, or the year chosen", async () => {
    renderPage('/catalogue/classique');
    await expectCountLine('40 cartes correspondent à la sélection');
    expect(lastRequest().get('packId')).toBe(packs[1]!.id);
    const years = screen.getByRole('combobox', { name: 'Année' });
    expect(years).toHaveValue('2026');
    await userEvent.selectOptions(years, '2025');
    expect(location()).toContain('year=2025');
    await waitFor(() => expect(lastRequest().get('packId')).toBe(packs[0]!.id));
  });

  it('filters every card by year when no pack is chosen', async () => {
    renderPage('/catalogue');
    await countLine();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Année' }), '2025');
    await waitFor(() => expect(lastRequest().get('year')).toBe('2025'));
    await expectCountLine('40 cartes correspondent à la sélection');
  });

  it('lists the packs once each as tabs, the Constellation pack with UPGRADE, and a dropdown for narrow screens', async () => {
    renderPage('/catalogue');
    // The tabs are for wide screens (hidden by the narrow-screen style jsdom applies).
    const nav = await screen.findByTestId('pack-tabs');
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((a) => a.textContent),
    ).toEqual(['Toutes les cartes', 'Classique', 'Constellation', 'Vallée des Dragons']);
    const dropdown = screen.getByRole('combobox', { name: 'Pack' });
    expect(within(dropdown).getByRole('option', { name: 'Classique (2026, 2025)' })).toBeInTheDocument();
    await userEvent.selectOptions(dropdown, 'vallee-des-dragons');
    expect(location()).toMatch(/^\/catalogue\/vallee-des-dragons/);
  });

  it('has no Constellation pack without UPGRADE, and no STAR rarity without STAR', async () => {
    server.use(
      http.get(apiUrl('/app/settings'), () =>
        HttpResponse.json(appSettingsFixture({ gameFeatures: ['LOOT', 'FUSION'] })),
      ),
    );
    renderPage('/catalogue');
    const nav = await screen.findByTestId('pack-tabs');
    expect(within(nav).getAllByRole('link', { hidden: true })).toHaveLength(3);
    expect(screen.queryByRole('option', { name: 'Constellation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carte STAR' })).not.toBeInTheDocument();
  });

  it('says so for an unknown pack', async () => {
    renderPage('/catalogue/nulle-part');
    expect(await screen.findByText("Ce pack n'existe pas.")).toBeInTheDocument();
  });

  it('filters by rarity among the loaded cards: the count line and the address follow, no new request', async () => {
    renderPage('/catalogue');
    await countLine();
    const before = requests.length;
    await userEvent.click(rarity(2));
    await userEvent.click(screen.getByRole('button', { name: 'Carte STAR' }));
    expect(await screen.findByText('40 cartes correspondent à la sélection')).toBeInTheDocument();
    expect(location()).toContain('rarete=2');
    expect(location()).toContain('rarete=6');
    expect(requests.length).toBe(before);
    const shown = within(screen.getByRole('list', { name: 'Cartes' })).getAllByRole('img', { name: /Rareté|STAR/ });
    expect(shown.every((icon) => ['Rareté 2', 'Carte STAR'].includes(icon.getAttribute('aria-label')!))).toBe(true);
  });

  it('keeps the previous cards and their count on screen, dimmed, a spinner beside the count, while the next ones load', async () => {
    renderPage('/catalogue');
    await expectCountLine('120 cartes correspondent à la sélection');
    await userEvent.click(rarity(1));
    const results = screen.getByRole('list', { name: 'Cartes' }).parentElement!;
    expect(results).toHaveAttribute('aria-busy', 'true');
    expect(results).toHaveStyle({ opacity: '0.5' });
    expect(screen.getByTestId('items-count')).toHaveTextContent('120 cartes correspondent à la sélection');
    expect(screen.getByTestId('items-count').parentElement).toHaveTextContent('Chargement…');
    expect(await screen.findByText('20 cartes correspondent à la sélection')).toBeInTheDocument();
    expect(results).toHaveAttribute('aria-busy', 'false');
    expect(results).toHaveStyle({ opacity: '1' });
    expect(screen.queryByText('Chargement…')).not.toBeInTheDocument();
  });

  it('searches after a pause, not at every keystroke', async () => {
    renderPage('/catalogue');
    await countLine();
    const before = requests.length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher une carte' }), 'dragon');
    expect(await screen.findByText('1 carte correspond à la sélection')).toBeInTheDocument();
    expect(requests.length - before).toBe(1);
    expect(lastRequest().get('search')).toBe('dragon');
  });

  it('restores the stored filters on a new visit, and a link wins over them', async () => {
    localStorage.setItem(storageKeys.catalogueFilteredRarities, '[3]');
    const first = renderPage('/catalogue');
    await expectCountLine('20 cartes');
    expect(rarity(3)).toHaveAttribute('aria-pressed', 'true');
    first.unmount();
    requests.length = 0;
    renderPage('/catalogue?rarete=4&brillance=0');
    await expectCountLine('20 cartes');
    expect(screen.getByRole('combobox', { name: 'Brillance' })).toHaveValue('0');
    expect(rarity(4)).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(storageKeys.catalogueFilteredRarities)).toBe('[4]');
  });

  it('opens the extra-filters panel on arrival when extra filters were on', async () => {
    localStorage.setItem(storageKeys.catalogueFilters, '["IS_UPGRADABLE"]');
    renderPage('/catalogue');
    await countLine();
    expect(screen.getByRole('checkbox', { name: 'Améliorables en constellation' })).toBeVisible();
    expect(lastRequest().getAll('filters')).toEqual(['IS_UPGRADABLE']);
  });

  it('reset clears the filters and goes to the catalogue without pack', async () => {
    localStorage.setItem(storageKeys.catalogueFilteredRarities, '[3]');
    renderPage('/catalogue/vallee-des-dragons');
    await countLine();
    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    await waitFor(() => expect(location()).toMatch(/^\/catalogue(\?|$)/));
    expect(rarity(3)).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('120 cartes correspondent à la sélection')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.catalogueFilteredRarities)).toBe('[]');
  });

  it('brings chromatic back to normal on the Constellation pack and asks for upgradable Classique cards', async () => {
    renderPage('/catalogue?brillance=2');
    await countLine();
    await userEvent.click(screen.getByRole('link', { name: 'Constellation', hidden: true }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Brillance' })).toHaveValue('0'));
    expect(screen.getByRole('option', { name: 'Chromatiques' })).toBeDisabled();
    await waitFor(() => expect(lastRequest().get('packId')).toBe(packs[1]!.id));
    expect(lastRequest().getAll('filters')).toEqual(['IS_UPGRADABLE']);
    expect(lastRequest().get('shinyLevel')).toBeNull();
  });

  it('keeps the filters when switching between grid and list; sorting only in grid', async () => {
    renderPage('/catalogue?rarete=1&brillance=0');
    await countLine();
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Liste' }));
    expect(location()).toMatch(/^\/catalogue\/liste\?.*rarete=1/);
    expect(await screen.findByTestId('items-view')).toHaveAttribute('data-layout', 'list');
    expect(screen.queryByRole('combobox', { name: 'Trier par' })).not.toBeInTheDocument();
    expect(rarity(1)).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Grille' }));
    expect(await screen.findByTestId('items-view')).toHaveAttribute('data-layout', 'grid');
  });

  it('sorts the grid by rarity, name, number or points', async () => {
    renderPage('/catalogue');
    await countLine();
    const firstName = () =>
      within(screen.getByRole('list', { name: 'Cartes' })).getAllByRole('link')[0]!.textContent ?? '';
    expect(firstName()).toContain('#6 · Carte 6');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Numéro');
    expect(firstName()).toContain('#1 · Carte 1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Alphabétique');
    expect(firstName()).toContain('#1 · Carte 1');
    expect(location()).toContain('tri=alpha');
  });

  it('opens a card page from a tile', async () => {
    renderPage('/catalogue');
    await countLine();
    await userEvent.click(screen.getByRole('link', { name: /#6 · Carte 6/ }));
    expect(await screen.findByRole('heading', { name: 'Page de la carte' })).toBeInTheDocument();
  });
});
