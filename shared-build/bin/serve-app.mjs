#!/usr/bin/env node
// Serves one built app on its own port, as its own deployment would be:
// `serve-app.mjs --app market [--port N] [--dir D] [--runtime-config F]`. Every app's security policy names the
// origins of the deployment's runtime configuration: the shell's runtime-config.json unless F says otherwise.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { appDir, findArea, portOf } from '../src/areas.mjs';
import { createStaticServer } from '../src/static-server.mjs';
import { createVisitRenderer } from '../src/visit-render.mjs';

// A deployment: the packages a page render requires (React, Redux) load their production builds.
process.env.NODE_ENV ??= 'production';

const { values } = parseArgs({
  options: {
    app: { type: 'string' },
    port: { type: 'string' },
    dir: { type: 'string' },
    'runtime-config': { type: 'string' },
  },
});
if (!values.app) {
  console.error('usage: serve-app.mjs --app <area> [--port <port>] [--dir <built folder>] [--runtime-config <file>]');
  process.exit(2);
}
const info = findArea(values.app);
const port = values.port ? Number(values.port) : portOf(info.area);
const root = values.dir ? path.resolve(values.dir) : path.join(appDir(info.area), 'dist');
const runtimeConfigFile = values['runtime-config']
  ? path.resolve(values['runtime-config'])
  : path.join(appDir('shell'), 'dist', 'runtime-config.json');
// The shell's server renders a player's page for each visit, with the page renderer its deployment built.
const renderOnVisit = info.area === 'shell' ? createVisitRenderer({ shellDist: root }) : undefined;
const server = createStaticServer({ root, runtimeConfigFile, renderOnVisit });
server.listen(port, () =>
  console.log(`${info.dir} served from ${path.relative(process.cwd(), root) || '.'} on http://localhost:${port}`),
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
