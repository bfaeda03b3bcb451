import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteArea, PageName } from '@zu/shared-platform';
import { RemoteUnavailableError, type RemoteLoader } from './remote-loader';

/**
 * One lazy component per remote page, kept outside React state: a component that suspends loses its state,
 * so a lazy created during render would start loading again forever.
 */
export class RemotePages {
  private readonly components = new Map<string, LazyExoticComponent<ComponentType>>();

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

  /** After a failure: forget the area's pages and its container, so the next render loads them afresh. */
  retry(area: RemoteArea): void {
    this.loader.reset(area);
    for (const key of [...this.components.keys()]) {
      if (key.startsWith(`${area}:`)) this.components.delete(key);
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
