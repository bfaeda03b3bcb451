// One shared map, generated identically for every app, so the host and the remotes agree on each singleton.
// A shared module keeps every export (no app knows what the others use), so a library reached through one of the
// site's own packages is not listed: it is bundled into that package and tree-shaken there. Chakra and emotion are
// reached only through @zu/shared-ui (listed, they would ship the whole 1.1 MB library again); Redux Toolkit,
// react-redux, immer and reselect only through @zu/shared-platform.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../areas.mjs';
import { writeReactRouterEntry } from './shared-entries.mjs';

const thirdParty = ['react', 'react-dom', 'react-router', 'react-router-dom', 'keycloak-js'];
// Trailing-slash keys share subpath imports (react/jsx-runtime, react-dom/client).
const withSubpaths = ['react', 'react-dom'];
const workspacePackages = {
  '@zu/shared-auth': 'shared-auth',
  '@zu/shared-contract': 'shared-contract',
  '@zu/shared-ui': 'shared-ui',
  '@zu/shared-platform': 'shared-platform',
  // Its own shared module, loaded only by the pages that show a widget.
  '@zu/shared-platform/widgets': 'shared-platform',
};

/**
 * @param {string} packageJsonPath
 * @returns {string}
 */
function versionOf(packageJsonPath) {
  return JSON.parse(fs.readFileSync(packageJsonPath, 'utf8')).version;
}

/** @typedef {{ singleton: boolean, requiredVersion: string, version: string, import?: string }} SharedSingleton */

/** @returns {Record<string, SharedSingleton>} */
export function sharedSingletons() {
  /** @type {ReturnType<typeof sharedSingletons>} */
  const shared = {};
  /**
   * @param {string} key
   * @param {string} version
   */
  const add = (key, version) => {
    shared[key] = { singleton: true, requiredVersion: `^${version}`, version };
  };
  for (const name of thirdParty) {
    const version = versionOf(path.join(repoRoot, 'node_modules', name, 'package.json'));
    add(name, version);
    if (withSubpaths.includes(name)) add(`${name}/`, version);
  }
  // Provided from the site's own entry: only the names the apps use (see shared-entries.mjs). It is one of the
  // third-party packages added above.
  /** @type {SharedSingleton} */ (shared['react-router']).import = writeReactRouterEntry();
  for (const [name, dir] of Object.entries(workspacePackages)) {
    add(name, versionOf(path.join(repoRoot, dir, 'package.json')));
  }
  return shared;
}
