#!/usr/bin/env node
// Serves every built app, each on its own port and in its own process (as separate deployments are): the remotes
// once, the shell twice, as the hardcore site and as the normal one (its folder made by the build).
import { areas, portOf } from '../src/areas.mjs';
import { normalSite, spawnApp, spawnNormalSite, superviseChildren, waitForHttp } from '../src/site-processes.cjs';
superviseChildren(
  [...areas.map(({ area }) => spawnApp(area, { stdio: 'inherit' })), spawnNormalSite({ stdio: 'inherit' })],
  { label: 'the apps' },
);
const hardcore = `http://localhost:${portOf('shell')}/`;
const normal = `http://localhost:${normalSite.port}/`;
await Promise.all([waitForHttp(hardcore), waitForHttp(normal)]);
console.log(`\nHardcore site: ${hardcore}\nNormal site:   ${normal}`);
