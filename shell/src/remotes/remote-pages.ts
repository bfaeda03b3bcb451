import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
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
        const pages = await this.loader.loadPages(area);
        const load = pages[routeName];
        if (!load) throw new RemoteUnavailableError(area, { cause: new Error(`no page ${routeName}`) });
        return load();
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
