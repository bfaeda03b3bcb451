// One shared map, generated identically for every app, so the host and the remotes agree on each singleton.
// Chakra and emotion are deliberately absent: they are reached only through @zu/shared-ui;
// listing them would ship the whole 1.1 MB library again.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../areas.mjs';

const thirdParty = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@reduxjs/toolkit',
  'react-redux',
  'keycloak-js',
];
// Trailing-slash keys share subpath imports (react/jsx-runtime, react-dom/client, @reduxjs/toolkit/query/react).
const withSubpaths = ['react', 'react-dom', '@reduxjs/toolkit'];
const workspacePackages = {
  '@zu/shared-auth': 'shared-auth',
  '@zu/shared-contract': 'shared-contract',
  '@zu/shared-ui': 'shared-ui',
  '@zu/shared-platform': 'shared-platform',
  // Its own shared module, loaded only by the pages that show a widget.
  '@zu/shared-platform/widgets': 'shared-platform',
};

function versionOf(packageJsonPath) {
  return JSON.parse(fs.readFileSync(packageJsonPath, 'utf8')).version;
}

export function sharedSingletons() {
  const shared = {};
  const add = (key, version) => {
    shared[key] = { singleton: true, requiredVersion: `^${version}`, version };
  };
  for (const name of thirdParty) {
    const version = versionOf(path.join(repoRoot, 'node_modules', name, 'package.json'));
    add(name, version);
    if (withSubpaths.includes(name)) add(`${name}/`, version);
  }
  for (const [name, dir] of Object.entries(workspacePackages)) {
    add(name, versionOf(path.join(repoRoot, dir, 'package.json')));
  }
  return shared;
}
