import type { RemoteArea } from '../areas/areas';
import type { PageLoader } from '../pages/page-map';
import { routeGroups, routesOfArea } from '../routing/route-table';

/** Every page an area's remote must expose: its routes, and the layouts it owns for a group of routes. */
function pageNamesOfArea(area: RemoteArea): string[] {
  const layouts = Object.values(routeGroups)
    .filter((g) => g.area === area)
    .map((g) => g.layoutPage);
  return [...routesOfArea(area).map((route) => route.name), ...layouts];
}

/**
 * The tests every remote runs on its `./pages` module: it exposes exactly the pages its area owns, and each loads
 * a component. The pages have their own tests.
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
  });
}
