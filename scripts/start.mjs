#!/usr/bin/env node
// `npm start`: build every app for production (and the normal site from the shell's build), create and seed the
// embedded database when missing, start the API and serve both sites' shells and each remote on its own port, render
// the pages whose first view is data (the catalogue) from the API for each site, then print the sites' addresses.
// Ctrl-C stops everything.
//   --no-build   reuse the existing builds
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { areas, portOf } from '@zu/shared-build/areas';
import { deployNormalSite } from '@zu/shared-build/normal-site';
import {
  apiEnv,
  apiPort,
  buildAll,
  normalSite,
  seedIfEmpty,
  snapshotPages,
  spawnApi,
  spawnApp,
  spawnNormalSite,
  superviseChildren,
  waitForHttp,
} from '@zu/shared-build/site-processes';

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
const started = Date.now();

if (!values['no-build']) buildAll();
// A build made before the normal site was: its folder is made from the shell's build as it stands.
else if (!fs.existsSync(path.join(normalSite.dist, 'index.html'))) await deployNormalSite();
const env = apiEnv();
seedIfEmpty(env);

const children = [
  spawnApi(env, { stdio: 'inherit' }),
  ...areas.map(({ area }) => spawnApp(area, { stdio: 'inherit' })),
  spawnNormalSite({ stdio: 'inherit' }),
];
const { stop } = superviseChildren(children);

const shellPort = portOf('shell');
try {
  await Promise.all([
    waitForHttp(`http://localhost:${apiPort}/health`),
    waitForHttp(`http://localhost:${shellPort}/`),
    waitForHttp(`http://localhost:${normalSite.port}/`),
  ]);
} catch (error) {
  console.error(error.message);
  await stop(1);
}
try {
  snapshotPages();
} catch (error) {
  // The site works without them: the app draws those pages itself.
  console.warn(`${error.message}: the pages are drawn by the app alone`);
}
console.log(`
  ZUnivers is running (ready in ${((Date.now() - started) / 1000).toFixed(0)} s):

    Hardcore site   http://localhost:${shellPort}/
    Normal site     http://localhost:${normalSite.port}/
    API             http://localhost:${apiPort}/   (docs: http://localhost:${apiPort}/docs)

  Press Ctrl-C to stop.
`);
