// Each built app runs as its own server process, as separate deployments would; tests may stop and restart one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import areaList from '@zu/shared-platform/areas.json';

export type Area = (typeof areaList)[number]['area'];
const areas = areaList as { area: Area; dir: string; port: number }[];

const repoRoot = path.resolve(__dirname, '../..');
const serveApp = path.join(repoRoot, 'shared-build/bin/serve-app.mjs');
const stateFile = path.join(os.tmpdir(), 'zu-e2e-apps.json');

type State = Partial<Record<Area, number>>;

export const portOf = (area: Area) => Number(process.env[`PORT_${area.toUpperCase()}`] ?? areas.find((a) => a.area === area)!.port);
export const originOf = (area: Area) => `http://localhost:${portOf(area)}`;

const readState = (): State => (fs.existsSync(stateFile) ? (JSON.parse(fs.readFileSync(stateFile, 'utf8')) as State) : {});
const writeState = (state: State) => fs.writeFileSync(stateFile, JSON.stringify(state));

export function isPortOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForPort(port: number, open: boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await isPortOpen(port)) === open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`port ${port} did not ${open ? 'open' : 'close'} within ${timeoutMs} ms`);
}

export async function startApp(area: Area): Promise<void> {
  const port = portOf(area);
  if (await isPortOpen(port)) throw new Error(`port ${port} is already in use: stop whatever serves it before the e2e tests`);
  const dist = path.join(repoRoot, areas.find((a) => a.area === area)!.dir, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} is missing: run "npm run build" first`);
  const child = spawn(process.execPath, [serveApp, '--app', area, '--port', String(port)], { detached: true, stdio: 'ignore' });
  child.unref();
  writeState({ ...readState(), [area]: child.pid });
  await waitForPort(port, true);
}

export async function stopApp(area: Area): Promise<void> {
  const state = readState();
  const pid = state[area];
  if (pid) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
    delete state[area];
    writeState(state);
  }
  await waitForPort(portOf(area), false);
}

export async function startAllApps(): Promise<void> {
  await Promise.all(areas.map((a) => startApp(a.area)));
}

export async function stopAllApps(): Promise<void> {
  await Promise.all(Object.keys(readState()).map((area) => stopApp(area as Area)));
}
