import { createElement, lazy, type ComponentType } from 'react';
import type { AppDispatch, PageName, RemoteArea, RemotePagesModule } from '@zu/shared-platform';
import { RemoteUnavailableError, type RemoteLoader } from './remote-loader';

/** The address a preloaded page is about to show. */
export interface PreloadTarget {
  params: Readonly<Record<string, string | undefined>>;
  search: string;
}

/**
 * One lazy component per remote page, kept outside React state: a component that suspends loses its state,
 * so a lazy created during render would start loading again forever.
 */
export class RemotePages {
  private readonly components = new Map<string, ComponentType>();
  /** Pages whose code a preload already brought: drawn at once, without suspending. */
  private readonly loadedPages = new Map<string, ComponentType>();
  private readonly preloaded = new Map<string, Promise<RemotePagesModule>>();

  /** `dispatch`: the store that a page's first requests are started in, ahead of it (see `preload`). */
  constructor(
    private readonly loader: RemoteLoader,
    private readonly dispatch?: AppDispatch,
  ) {}

  component(area: RemoteArea, routeName: PageName): ComponentType {
    const key = `${area}:${routeName}`;
    let component = this.components.get(key) ?? this.loadedPages.get(key);
    if (!component) {
      component = lazy(async () => {
        const { pages, buildId = 'inconnu' } = await this.loader.loadPages(area);
        const load = pages[routeName];
        if (!load) throw new RemoteUnavailableError(area, { cause: new Error(`no page ${routeName}`) });
        const { default: Page } = await load();
        return { default: withBuildMark(Page, area, buildId) };
      });
      this.components.set(key, component);
    }
    return component;
  }

  /**
   * When a link to the page is about to be followed (pointer or focus on it), or at once for the page a visit opens
   * on: the remote's manifest and entry, then its pages module; then, side by side, the page's own chunk and the
   * page's first requests (when the remote says what they are, for `target`), so that the render finds them loaded
   * or on their way. Failures are left to the visit: the promise, settled once the page's code is there and its
   * first requests have answered (or failed), never rejects.
   */
  preload(area: RemoteArea, routeName: PageName, target?: PreloadTarget): Promise<void> {
    const key = `${area}:${routeName}`;
    const modules = this.preloaded.get(key) ?? this.loader.preload(area).then(() => this.loader.loadPages(area));
    this.preloaded.set(key, modules);
    const pageCode = modules.then(async (module) => {
      const load = module.pages[routeName];
      if (!load || this.loadedPages.has(key)) return;
      try {
        const { default: Page } = await load();
        this.loadedPages.set(key, withBuildMark(Page, area, module.buildId ?? 'inconnu'));
      } catch {
        this.preloaded.delete(key);
      }
    });
    const pageData = modules.then(({ preloadData }) => {
      const preloader = preloadData?.[routeName];
      if (!preloader || !target || !this.dispatch) return;
      try {
        return preloader({
          dispatch: this.dispatch,
          params: target.params,
          search: new URLSearchParams(target.search),
        });
      } catch {
        // The page asks for its data itself.
      }
    });
    modules.catch(() => this.preloaded.delete(key));
    return Promise.allSettled([pageCode, pageData]).then(() => undefined);
  }

  /** After a failure: forget the area's pages and its container, so the next render loads them afresh. */
  retry(area: RemoteArea): void {
    this.loader.reset(area);
    for (const key of [...this.components.keys()]) {
      if (key.startsWith(`${area}:`)) this.components.delete(key);
    }
    for (const key of [...this.preloaded.keys()]) {
      if (key.startsWith(`${area}:`)) this.preloaded.delete(key);
    }
    for (const key of [...this.loadedPages.keys()]) {
      if (key.startsWith(`${area}:`)) this.loadedPages.delete(key);
    }
  }
}

/** Marks which remote and which of its builds rendered the page (`display: contents`: no effect on layout). */
function withBuildMark(Page: ComponentType, area: RemoteArea, buildId: string): ComponentType {
  function RemoteBuildMark() {
    return createElement(
      'div',
      { 'data-remote': area, 'data-remote-build': buildId, style: { display: 'contents' } },
      createElement(Page),
    );
  }
  return RemoteBuildMark;
}
