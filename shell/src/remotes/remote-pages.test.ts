import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { type PagePreloadContext, type RemotePagesModule, makeStore } from '@zu/shared-platform';
import { remoteRoutePreloader } from '../features/navigation/model/route-preload';
import type { RemoteLoader } from './remote-loader';
import { RemotePages } from './remote-pages';

function loaderWith(module: RemotePagesModule): RemoteLoader & { loads: number } {
  const loader = {
    loads: 0,
    async preload() {},
    async loadPages() {
      loader.loads += 1;
      return module;
    },
    reset() {},
  };
  return loader;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('remote pages preloading', () => {
  it("starts the page's chunk and its first requests, with the address's parameters and query string", async () => {
    const pageChunk = jest.fn(() => Promise.resolve({ default: () => null }));
    const contexts: PagePreloadContext[] = [];
    const store = makeStore();
    const remotePages = new RemotePages(
      loaderWith({
        pages: { ItemsGrid: pageChunk },
        preloadData: { ItemsGrid: (context) => void contexts.push(context) },
      }),
      store.dispatch,
    );
    remoteRoutePreloader(remotePages)('/catalogue/classique?year=2025&rarete=3');
    await flush();
    expect(pageChunk).toHaveBeenCalledTimes(1);
    expect(contexts).toHaveLength(1);
    expect(contexts[0]!.params).toEqual({ pack: 'classique' });
    expect(contexts[0]!.search.get('year')).toBe('2025');
    expect(contexts[0]!.dispatch).toBe(store.dispatch);
  });

  it("loads a page's code once, but starts its requests again for another address", async () => {
    const contexts: PagePreloadContext[] = [];
    const loader = loaderWith({
      pages: { ItemsGrid: () => Promise.resolve({ default: () => null }) },
      preloadData: { ItemsGrid: (context) => void contexts.push(context) },
    });
    const preload = remoteRoutePreloader(new RemotePages(loader, makeStore().dispatch));
    preload('/catalogue');
    preload('/catalogue?rarete=5');
    await flush();
    expect(loader.loads).toBe(1);
    expect(contexts.map((context) => context.search.get('rarete'))).toEqual([null, '5']);
  });

  it("settles once the page's code is there and its first requests have answered, never rejecting", async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const remotePages = new RemotePages(
      loaderWith({
        pages: {
          ItemsGrid: () => Promise.resolve({ default: () => null }),
          Item: () => Promise.reject(new Error('x')),
        },
        preloadData: { ItemsGrid: () => answered },
      }),
      makeStore().dispatch,
    );
    let settled = false;
    const preloaded = remoteRoutePreloader(remotePages)('/catalogue').then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    answer();
    await preloaded;
    expect(settled).toBe(true);
    // A page whose code fails is left to the visit (its boundary shows the error).
    await expect(remoteRoutePreloader(remotePages)('/carte/1-x')).resolves.toBeUndefined();
  });

  it('draws a preloaded page at once, without suspending', async () => {
    const remotePages = new RemotePages(
      loaderWith({
        pages: { ItemsGrid: () => Promise.resolve({ default: () => createElement('p', null, 'la page') }) },
        buildId: 'b7',
      }),
    );
    remoteRoutePreloader(remotePages)('/catalogue');
    await flush();
    // No Suspense boundary: a lazy component would throw here.
    render(createElement(remotePages.component('catalogue', 'ItemsGrid')));
    expect(screen.getByText('la page').closest('[data-remote-build]')).toHaveAttribute('data-remote-build', 'b7');
  });

  it('leaves pages without preloader, and a preloader that throws, to ask for their data themselves', async () => {
    const listPreloader = jest.fn(() => {
      throw new Error('broken');
    });
    const remotePages = new RemotePages(
      loaderWith({
        pages: {
          ItemsGrid: () => Promise.resolve({ default: () => createElement('p', null, 'la grille') }),
          ItemsList: () => Promise.resolve({ default: () => createElement('p', null, 'la liste') }),
        },
        preloadData: { ItemsList: listPreloader },
      }),
      makeStore().dispatch,
    );
    await expect(remoteRoutePreloader(remotePages)('/catalogue')).resolves.toBeUndefined();
    expect(listPreloader).not.toHaveBeenCalled();
    await expect(remoteRoutePreloader(remotePages)('/catalogue/liste')).resolves.toBeUndefined();
    expect(listPreloader).toHaveBeenCalledTimes(1);
    // Their code came all the same: both draw at once (no Suspense boundary here) and then ask for their own data.
    render(createElement(remotePages.component('catalogue', 'ItemsGrid')));
    render(createElement(remotePages.component('catalogue', 'ItemsList')));
    expect(screen.getByText('la grille')).toBeInTheDocument();
    expect(screen.getByText('la liste')).toBeInTheDocument();
  });
});
