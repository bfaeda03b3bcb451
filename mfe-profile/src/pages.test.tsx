import { screen } from '@testing-library/react';
import { lazyPage, pageNamesOfArea, routesOfArea } from '@zu/shared-platform';
import { renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import { Suspense } from 'react';
import { pages } from './pages';

setupApiServer();

describe('profile pages', () => {
  it('exposes a page for exactly the routes (and group layouts) this area owns', () => {
    expect(Object.keys(pages).sort()).toEqual(pageNamesOfArea('profile').sort());
  });

  it.each(routesOfArea('profile').map((r) => [r.name, r.pageName] as const))('renders %s with its heading', async (name, pageName) => {
    const Page = lazyPage(pages[name]);
    renderWithProviders(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: pageName })).toBeInTheDocument();
  });
});
