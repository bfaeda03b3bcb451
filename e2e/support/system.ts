// The system under test, started as `npm start` starts it (the runner of @zu/shared-build): the API on a fresh
// seeded database, the shell and each remote on its own port, and the normal site's shell on its own, each its own
// process so a test can stop and restart one of them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import apps from '@zu/shared-contract/apps.json';
import {
  apiEnv,
  apiPort,
  normalSite,
  portOf as appPort,
  seedIfEmpty,
  snapshotPages,
  spawnApi,
  spawnApp,
  spawnNormalSite,
  waitForHttp,
} from '@zu/shared-build/site-processes';

export type Area = (typeof apps.areas)[number]['area'];
/** A process of the system: the API, an app, or the normal site's shell. */
export type Part = Area | 'api' | 'normal-site';

const areas = apps.areas as { area: Area; dir: string; port: number }[];
const stateFile = path.join(os.tmpdir(), 'zu-e2e-system.json');
interface State {
  dataDir: string;
  pids: Partial<Record<Part, number>>;
  playerText?: PlayerText;
}

/** What `api/test/browser-fixtures/player-text.ts` wrote into the world: markup and script where players write. */
export interface PlayerText {
  globalName: string;
  corporationName: string;
  corporationDescription: string;
  postTitle: string;
  postContent: string;
  userName: string;
  corporationId: string;
  postSlug: string;
}

/** The last day the browser tests' world has played. */
export const worldDate = '2026-12-10';

export const apiOrigin = `http://localhost:${apiPort}`;
export const portOf = (part: Part) =>
  part === 'api' ? apiPort : part === 'normal-site' ? normalSite.port : appPort(part);
export const originOf = (part: Part) => `http://localhost:${portOf(part)}`;

const readState = (): State => JSON.parse(fs.readFileSync(stateFile, 'utf8')) as State;
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

async function waitForPortClosed(port: number, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (await isPortOpen(port)) {
    if (Date.now() > deadline) throw new Error(`port ${port} still open after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function start(part: Part): Promise<void> {
  const port = portOf(part);
  if (await isPortOpen(port))
    throw new Error(`port ${port} is already in use: stop whatever serves it before the browser tests`);
  const state = readState();
  const options = { detached: true, stdio: 'ignore' as const };
  const child =
    part === 'api'
      ? spawnApi(apiEnv({ DATA_DIR: state.dataDir }), options)
      : part === 'normal-site'
        ? spawnNormalSite(options)
        : spawnApp(part, options);
  child.unref();
  writeState({ ...state, pids: { ...state.pids, [part]: child.pid } });
  await waitForHttp(part === 'api' ? `${originOf('api')}/health` : `${originOf(part)}/`);
}

/** Stops a part: SIGTERM lets it close cleanly; SIGKILL is a crash (`kill -9`), nothing closed. */
export async function stop(part: Part, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
  const state = readState();
  const pid = state.pids[part];
  if (pid) {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
    delete state.pids[part];
    writeState(state);
  }
  await waitForPortClosed(portOf(part));
}

export async function startSystem(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zu-e2e-data-'));
  writeState({ dataDir, pids: {} });
  for (const area of areas) {
    if (!fs.existsSync(path.join(__dirname, '../..', area.dir, 'dist', 'index.html'))) {
      throw new Error(`${area.dir}/dist is missing: run "npm run build" first`);
    }
  }
  if (!fs.existsSync(path.join(normalSite.dist, 'index.html'))) {
    throw new Error('the normal site is not deployed (shell/dist-normal): run "npm run build" first');
  }
  // One world for every run, whatever the machine's date: played up to a December day, so the holiday calendar is
  // open and today's box is there to open.
  seedIfEmpty(apiEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_TODAY: worldDate }));
  const playerText = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'test/browser-fixtures/player-text.ts'], {
      cwd: path.join(__dirname, '../../api'),
      env: apiEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
      encoding: 'utf8',
    }),
  ) as PlayerText;
  writeState({ dataDir, pids: {}, playerText });
  await Promise.all([start('api'), ...areas.map((a) => start(a.area)), start('normal-site')]);
  snapshotPages();
}

export async function stopSystem(): Promise<void> {
  if (!fs.existsSync(stateFile)) return;
  const state = readState();
  await Promise.all((Object.keys(state.pids) as Part[]).map((part) => stop(part)));
  fs.rmSync(state.dataDir, { recursive: true, force: true });
  fs.rmSync(stateFile, { force: true });
}

/** The players' text the world was given before the site started (see PlayerText). */
export function playerText(): PlayerText {
  const { playerText: written } = readState();
  if (!written) throw new Error("the system was started without the players' text");
  return written;
}
