import { screen } from '@testing-library/react';
import { lazyPage, pageNamesOfArea, type IntroPageLoader } from '@zu/shared-platform';
import { renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import { Suspense } from 'react';
import { pages } from './pages';

setupApiServer();

describe('leaderboards pages', () => {
  it('exposes a page for exactly the routes (and group layouts) this area owns', () => {
    expect(Object.keys(pages).sort()).toEqual(pageNamesOfArea('leaderboards').sort());
  });

  it.each(pageNamesOfArea('leaderboards'))('loads a component for %s', async (name) => {
    const module = await pages[name as keyof typeof pages]();
    expect(typeof module.default).toBe('function');
  });

  // Pages whose full content comes with a later issue render their heading; real pages have their own tests.
  const introPages = Object.entries(pages).filter((entry): entry is [string, IntroPageLoader] => 'introTitle' in entry[1]);
  if (introPages.length) it.each(introPages)('renders the heading of the intro page %s', async (_name, loader) => {
    const Page = lazyPage(loader);
    renderWithProviders(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: loader.introTitle })).toBeInTheDocument();
  });
});
