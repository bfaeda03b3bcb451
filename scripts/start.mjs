#!/usr/bin/env node
// `npm start`: build every app for production, create and seed the embedded database when missing, start the API
// and serve the shell and each remote on its own port, then print the site's address. Ctrl-C stops everything.
//   --no-build   reuse the existing builds
import { parseArgs } from 'node:util';
import { areas } from '../shared-build/src/areas.mjs';
import { apiEnv, apiPort, buildAll, seedIfEmpty, spawnApi, spawnApp, waitForHttp } from './lib/site-processes.cjs';

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
const started = Date.now();

if (!values['no-build']) buildAll();
const env = apiEnv();
seedIfEmpty(env);

const children = [
  spawnApi(env, { stdio: 'inherit' }),
  ...areas.map(({ area }) => spawnApp(area, { stdio: 'inherit' })),
];
let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the site…');
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        }),
    ),
  );
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => !stopping && code !== 0 && void stop(code ?? 1));
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

const shellPort = areas.find((a) => a.area === 'shell').port;
try {
  await Promise.all([waitForHttp(`http://localhost:${apiPort}/health`), waitForHttp(`http://localhost:${shellPort}/`)]);
} catch (error) {
  console.error(error.message);
  await stop(1);
}
console.log(`
  ZUnivers Hardcore is running (ready in ${((Date.now() - started) / 1000).toFixed(0)} s):

    Site   http://localhost:${shellPort}/
    API    http://localhost:${apiPort}/   (docs: http://localhost:${apiPort}/docs)

  Press Ctrl-C to stop.
`);
