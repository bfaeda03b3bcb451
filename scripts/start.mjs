#!/usr/bin/env node
// `npm start`: build every app for production, create and seed the embedded database when missing, start the API
// and serve the shell and each remote on its own port, render the pages whose first view is data (the catalogue) from
// the API, then print the site's address. Ctrl-C stops everything.
//   --no-build   reuse the existing builds
import { parseArgs } from 'node:util';
import { areas, portOf } from '@zu/shared-build/areas';
import {
  apiEnv,
  apiPort,
  buildAll,
  seedIfEmpty,
  snapshotPages,
  spawnApi,
  spawnApp,
  superviseChildren,
  waitForHttp,
} from '@zu/shared-build/site-processes';

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
const started = Date.now();

if (!values['no-build']) buildAll();
const env = apiEnv();
seedIfEmpty(env);

const children = [
  spawnApi(env, { stdio: 'inherit' }),
  ...areas.map(({ area }) => spawnApp(area, { stdio: 'inherit' })),
];
const { stop } = superviseChildren(children);

const shellPort = portOf('shell');
try {
  await Promise.all([waitForHttp(`http://localhost:${apiPort}/health`), waitForHttp(`http://localhost:${shellPort}/`)]);
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
  ZUnivers Hardcore is running (ready in ${((Date.now() - started) / 1000).toFixed(0)} s):

    Site   http://localhost:${shellPort}/
    API    http://localhost:${apiPort}/   (docs: http://localhost:${apiPort}/docs)

  Press Ctrl-C to stop.
`);
