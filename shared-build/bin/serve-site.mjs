#!/usr/bin/env node
// Serves every built app, each on its own port and in its own process (as separate deployments are).
import { areas, portOf } from '../src/areas.mjs';
import { spawnApp, superviseChildren, waitForHttp } from '../src/site-processes.cjs';
superviseChildren(
  areas.map(({ area }) => spawnApp(area, { stdio: 'inherit' })),
  { label: 'the apps' },
);
await waitForHttp(`http://localhost:${portOf('shell')}/`);
console.log(`\nSite: http://localhost:${portOf('shell')}/`);
