import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { areaInfo, remoteAreas, type RemotePagesModule, type RuntimeConfig } from '@zu/shared-platform';
import { RemoteUnavailableError, type RemoteLoader } from './remote-loader';

/** Registers every remote from the runtime config (no URL is built into the shell) and loads their pages. */
export function createFederationLoader(config: RuntimeConfig): RemoteLoader {
  const entryOf = (area: (typeof remoteAreas)[number]) => ({
    name: areaInfo(area).container,
    entry: config.remotes[area],
  });
  registerRemotes(remoteAreas.map(entryOf));

  return {
    async loadPages(area) {
      try {
        const module = await loadRemote<RemotePagesModule>(`${areaInfo(area).container}/pages`);
        if (!module?.pages) throw new Error('the remote exposes no pages');
        return module;
      } catch (cause) {
        throw new RemoteUnavailableError(area, { cause });
      }
    },
    async preload(area) {
      try {
        await preloadRemote([
          { nameOrAlias: areaInfo(area).container, exposes: ['./pages'], resourceCategory: 'sync' },
        ]);
      } catch {
        // A remote that is down is told when the page is opened.
      }
    },
    reset(area) {
      // force: drops the cached (failed) container so that the manifest is fetched again.
      registerRemotes([entryOf(area)], { force: true });
    },
  };
}
