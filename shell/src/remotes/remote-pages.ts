import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteArea, PageName } from '@zu/shared-platform';
import { RemoteUnavailableError, type RemoteLoader } from './remote-loader';

/**
 * One lazy component per remote page, kept outside React state: a component that suspends loses its state,
 * so a lazy created during render would start loading again forever.
 */
export class RemotePages {
  private readonly components = new Map<string, LazyExoticComponent<ComponentType>>();
  private readonly preloaded = new Set<string>();

  constructor(private readonly loader: RemoteLoader) {}

  component(area: RemoteArea, routeName: PageName): LazyExoticComponent<ComponentType> {
    const key = `${area}:${routeName}`;
    let component = this.components.get(key);
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
   * When a link to the page is about to be followed (pointer or focus on it): the remote's manifest and entry, then
   * its pages module and the page's own chunk, so that the click finds them loaded. Failures are left to the visit.
   */
  preload(area: RemoteArea, routeName: PageName): void {
    const key = `${area}:${routeName}`;
    if (this.preloaded.has(key)) return;
    this.preloaded.add(key);
    void this.loader
      .preload(area)
      .then(() => this.loader.loadPages(area))
      .then(({ pages }) => pages[routeName]?.())
      .catch(() => this.preloaded.delete(key));
  }

  /** After a failure: forget the area's pages and its container, so the next render loads them afresh. */
  retry(area: RemoteArea): void {
    this.loader.reset(area);
    for (const key of [...this.components.keys()]) {
      if (key.startsWith(`${area}:`)) this.components.delete(key);
    }
    for (const key of [...this.preloaded]) {
      if (key.startsWith(`${area}:`)) this.preloaded.delete(key);
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
