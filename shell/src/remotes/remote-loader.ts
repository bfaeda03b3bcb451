import type { RemoteArea, RemotePagesModule } from '@zu/shared-platform';

/** How the shell reaches the remotes' `./pages` modules: Module Federation in the browser, a fake in tests. */
export interface RemoteLoader {
  loadPages(area: RemoteArea): Promise<RemotePagesModule>;
  /** Fetches the area's manifest, entry and pages module ahead of a likely visit (never throws). */
  preload(area: RemoteArea): Promise<void>;
  /** Forget a failed or stale remote so that the next load fetches its manifest again. */
  reset(area: RemoteArea): void;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly area: RemoteArea,
    options?: { cause?: unknown },
  ) {
    super(`The ${area} remote could not be loaded`, options);
    this.name = 'RemoteUnavailableError';
  }
}
