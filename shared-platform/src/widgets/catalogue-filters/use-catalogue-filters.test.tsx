import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import { storageKeys } from '@zu/shared-platform';
import { renderWithProviders } from '@zu/shared-platform/testing';
import { CatalogueFiltersBar } from './CatalogueFiltersBar';
import { storeFilters, defaultCatalogueFilters } from './catalogue-filters';
import { useCatalogueFilters } from './use-catalogue-filters';
import { useDebouncedValue } from './use-debounced-value';

function Harness({ starActive = false }: { starActive?: boolean }) {
  const { filters, setFilters, clear, panelOpenOnArrival } = useCatalogueFilters();
  const location = useLocation();
  const navigate = useNavigate();
  const settled = useDebouncedValue(filters);
  return (
    <>
      <CatalogueFiltersBar
        filters={filters}
        onChange={setFilters}
        onReset={() => {
          clear();
          void navigate('/catalogue');
        }}
        starActive={starActive}
        panelOpenOnArrival={panelOpenOnArrival}
      />
      <output data-testid="location">{location.pathname + location.search}</output>
      <output data-testid="settled">{JSON.stringify(settled)}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Précédent
      </button>
    </>
  );
}

const renderAt = (route: string, starActive = false) =>
  renderWithProviders(<Harness starActive={starActive} />, { route, path: '/catalogue/:pack?' });
const location = () => screen.getByTestId('location').textContent ?? '';
const rarity = (n: number) => screen.getByRole('button', { name: `Rareté ${n}` });

describe('catalogue filters widget', () => {
  beforeEach(() => localStorage.clear());

  it('offers rarities 1-5, and STAR only with the STAR feature', () => {
    const { unmount } = renderAt('/catalogue');
    expect(screen.getAllByRole('button', { name: /^Rareté \d$/ })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Carte STAR' })).not.toBeInTheDocument();
    unmount();
    renderAt('/catalogue', true);
    expect(screen.getByRole('button', { name: 'Carte STAR' })).toBeInTheDocument();
  });

  it('restores the stored filters on arrival and writes them into the address', () => {
    storeFilters(localStorage, { ...defaultCatalogueFilters, rarities: [3], search: 'dragon', shinyLevel: 1 });
    renderAt('/catalogue');
    expect(rarity(3)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: 'Rechercher une carte' })).toHaveValue('dragon');
    expect(screen.getByRole('combobox', { name: 'Brillance' })).toHaveValue('1');
    expect(location()).toContain('rarete=3');
    expect(location()).toContain('recherche=dragon');
  });

  it('leaves a plain address plain when the stored filters are the defaults', () => {
    renderAt('/catalogue/classique?year=2025');
    expect(location()).toBe('/catalogue/classique?year=2025');
  });

  it('treats an address without filters as no filter once the user has changed them', async () => {
    storeFilters(localStorage, { ...defaultCatalogueFilters, rarities: [3] });
    renderAt('/catalogue');
    await userEvent.click(rarity(3));
    expect(location()).toBe('/catalogue');
    expect(rarity(3)).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(storageKeys.catalogueFilteredRarities)).toBe('[]');
  });

  it("lets a link's filters win over the stored ones, and stores them", () => {
    storeFilters(localStorage, { ...defaultCatalogueFilters, rarities: [3] });
    renderAt('/catalogue?rarete=5&brillance=2');
    expect(rarity(5)).toHaveAttribute('aria-pressed', 'true');
    expect(rarity(3)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('combobox', { name: 'Brillance' })).toHaveValue('2');
    expect(JSON.parse(localStorage.getItem(storageKeys.catalogueFilteredRarities)!)).toEqual([5]);
  });

  it('stores every change and puts it in the address; the back button undoes it', async () => {
    renderAt('/catalogue');
    await userEvent.click(rarity(2));
    expect(rarity(2)).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(storageKeys.catalogueFilteredRarities)!)).toEqual([2]);
    expect(location()).toContain('rarete=2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Brillance' }), 'Dorées');
    expect(localStorage.getItem(storageKeys.catalogueShinyLevel)).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(screen.getByRole('combobox', { name: 'Brillance' })).toHaveValue('0');
    expect(rarity(2)).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the extra-filters panel on arrival only if extra filters were active', async () => {
    const { unmount } = renderAt('/catalogue');
    const toggle = screen.getByRole('button', { name: 'Plus de filtres' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeVisible();
    unmount();
    storeFilters(localStorage, { ...defaultCatalogueFilters, materials: true });
    renderAt('/catalogue');
    expect(screen.getByRole('group', { name: 'Filtres supplémentaires' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Composants de fusion' })).toBeChecked();
    expect(screen.getByRole('button', { name: /Plus de filtres \(1\)/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles keywords, fusions and materials from the panel', async () => {
    renderAt('/catalogue');
    await userEvent.click(screen.getByRole('button', { name: 'Plus de filtres' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Échangeables' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cartes obtenues par fusion' }));
    expect(location()).toContain('filtre=IS_TRADABLE');
    expect(location()).toContain('fusions=1');
    expect(JSON.parse(localStorage.getItem(storageKeys.catalogueFilters)!)).toEqual(['IS_TRADABLE']);
    expect(localStorage.getItem(storageKeys.catalogueFilterFusions)).toBe('true');
  });

  it('reset clears the filters, the stored ones too', async () => {
    storeFilters(localStorage, { ...defaultCatalogueFilters, rarities: [4], filters: ['IS_RECYCLABLE'] });
    renderAt('/catalogue/classique?year=2025');
    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(location()).toMatch(/^\/catalogue(\?|$)/);
    expect(rarity(4)).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(localStorage.getItem(storageKeys.catalogueFilters)!)).toEqual([]);
    expect(JSON.parse(localStorage.getItem(storageKeys.catalogueFilteredRarities)!)).toEqual([]);
  });

  it('resets in place: the defaults in the address, nothing stored', async () => {
    storeFilters(localStorage, { ...defaultCatalogueFilters, rarities: [4] });
    function InPlace() {
      const { filters, resetInPlace } = useCatalogueFilters();
      const here = useLocation();
      return (
        <>
          <output data-testid="rarities">{filters.rarities.join(',')}</output>
          <output data-testid="location">{here.pathname + here.search}</output>
          <button type="button" onClick={resetInPlace}>
            Réinitialiser
          </button>
        </>
      );
    }
    renderWithProviders(<InPlace />, { route: '/joueur/bob/inventaire', path: '/joueur/:name/inventaire' });
    expect(screen.getByTestId('rarities')).toHaveTextContent('4');
    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(screen.getByTestId('rarities')).toBeEmptyDOMElement();
    expect(location()).toBe('/joueur/bob/inventaire');
    expect(JSON.parse(localStorage.getItem(storageKeys.catalogueFilteredRarities)!)).toEqual([]);
  });

  it('settles a change only after a 500 ms pause', async () => {
    jest.useFakeTimers();
    try {
      renderAt('/catalogue');
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.click(rarity(1));
      act(() => jest.advanceTimersByTime(499));
      expect(JSON.parse(screen.getByTestId('settled').textContent!).rarities).toEqual([]);
      act(() => jest.advanceTimersByTime(1));
      expect(JSON.parse(screen.getByTestId('settled').textContent!).rarities).toEqual([1]);
    } finally {
      jest.useRealTimers();
    }
  });
});
