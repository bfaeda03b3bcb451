#!/usr/bin/env node
// Serves every built app, each on its own port and in its own process (as separate deployments are).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { areas, portOf } from '../src/areas.mjs';

const serveApp = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve-app.mjs');
const children = areas.map(({ area }) => spawn(process.execPath, [serveApp, '--app', area], { stdio: 'inherit' }));

let stopping = false;
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300);
}
for (const child of children) child.on('exit', (code) => !stopping && code !== 0 && stopAll(code ?? 1));
process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());
setTimeout(() => console.log(`\nSite: http://localhost:${portOf('shell')}/`), 500);
