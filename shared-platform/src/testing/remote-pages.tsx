import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import type { RemoteArea } from '../areas/areas';
import type { IntroPageLoader } from '../pages/intro-page';
import { lazyPage } from '../pages/lazy-page';
import type { PageLoader } from '../pages/page-map';
import { routeGroups, routesOfArea } from '../routing/route-table';
import { renderWithProviders } from './render-with-providers';

/** Every page an area's remote must expose: its routes, and the layouts it owns for a group of routes. */
function pageNamesOfArea(area: RemoteArea): string[] {
  const layouts = Object.values(routeGroups)
    .filter((g) => g.area === area)
    .map((g) => g.layoutPage);
  return [...routesOfArea(area).map((route) => route.name), ...layouts];
}

/**
 * The tests every remote runs on its `./pages` module: it exposes exactly the pages its area owns, each loads a
 * component, and intro pages (whose content comes with a later issue) render their heading. Real pages have
 * their own tests. Call inside a file that has set up the API server.
 */
export function describeRemotePages(area: RemoteArea, pages: Record<string, PageLoader>): void {
  describe(`${area} pages`, () => {
    it('exposes a page for exactly the routes (and group layouts) this area owns', () => {
      expect(Object.keys(pages).sort()).toEqual(pageNamesOfArea(area).sort());
    });

    it.each(pageNamesOfArea(area))('loads a component for %s', async (name) => {
      const module = await pages[name]!();
      expect(typeof module.default).toBe('function');
    });

    const introPages = Object.entries(pages).filter(
      (entry): entry is [string, IntroPageLoader] => 'introTitle' in entry[1],
    );
    if (introPages.length) {
      it.each(introPages)('renders the heading of the intro page %s', async (_name, loader) => {
        const Page = lazyPage(loader);
        renderWithProviders(
          <Suspense fallback={null}>
            <Page />
          </Suspense>,
        );
        expect(await screen.findByRole('heading', { level: 1, name: loader.introTitle })).toBeInTheDocument();
      });
    }
  });
}
