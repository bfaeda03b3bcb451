// The one process runner: how each part of the site is started and stopped, for `npm start`, `npm run serve`, the
// benches and the browser tests, so the tests run the system exactly as a newcomer does.
// CommonJS so that both the ESM scripts and the Playwright tests (compiled to CommonJS) can load it.
const { spawn, spawnSync } = require('node:child_process');
const path = require('node:path');

const apps = require('@zu/shared-contract/apps.json');

const repoRoot = path.resolve(__dirname, '../..');
const apiPort = Number(process.env.PORT_API ?? apps.api.port);

/**
 * Port of an app (`shell`, `catalogue`...): `PORT_<AREA>` (e.g. PORT_CATALOGUE) overrides the declared one.
 * @param {string} area
 * @returns {number}
 */
function portOf(area) {
  const entry = apps.areas.find((a) => a.area === area || a.dir === area || a.container === area);
  if (!entry) throw new Error(`Unknown app "${area}". Known: ${apps.areas.map((a) => a.area).join(', ')}`);
  const override = process.env[`PORT_${entry.area.toUpperCase()}`];
  return override ? Number(override) : entry.port;
}

/**
 * The shell's two deployments, made from its one build: the hardcore site is the build's own folder (its runtime
 * configuration is the build's), the normal site a copy with its own (normal-site.mjs makes it). The normal site's
 * port: `PORT_SHELL_NORMAL`, else the declared one.
 * @typedef {{ site: 'hardcore' | 'normal', dist: string, port: number }} ShellSite
 * @type {readonly [ShellSite, ShellSite]}
 */
const shellSites = [
  { site: 'hardcore', dist: path.join(repoRoot, 'shell', 'dist'), port: portOf('shell') },
  {
    site: 'normal',
    dist: path.join(repoRoot, 'shell', 'dist-normal'),
    port: Number(process.env.PORT_SHELL_NORMAL ?? apps.normalSite.port),
  },
];
const normalSite = shellSites[1];

/**
 * The origins the browser reaches the site at: both shells, then each remote's own (where it runs alone).
 * @returns {string[]}
 */
function siteOrigins() {
  return [
    ...shellSites.map(({ port }) => `http://localhost:${port}`),
    ...apps.areas.filter(({ area }) => area !== 'shell').map(({ area }) => `http://localhost:${portOf(area)}`),
  ];
}

/**
 * The API with the development tools (the feature switch, the chat bot) and the development identity provider,
 * which it accepts only in development; on this machine only (127.0.0.1) unless HOST says otherwise.
 * @param {Record<string, string>} [extra]
 * @returns {NodeJS.ProcessEnv}
 */
function apiEnv(extra = {}) {
  return {
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    // Every request of the browser tests (and of one developer) comes from one address: limits 50 times higher.
    RATE_LIMIT_SCALE: '50',
    // Both sites, and the remotes, which QA runs alone at their own origins against this API.
    SITE_ORIGINS: siteOrigins().join(','),
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(apiPort),
    DEV_TOOLS: 'on',
    DEV_IDENTITY_PROVIDER: 'on',
    ...extra,
  };
}

/** Builds every app, as `npm run build` does. */
function buildAll() {
  const result = spawnSync(process.execPath, [path.join(__dirname, '../bin/build-all.mjs')], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the build failed');
}

/**
 * Migrates, and loads the seed when the database is empty or was seeded by another version of the world.
 * @param {NodeJS.ProcessEnv} env
 */
function seedIfEmpty(env) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/scripts/seed.ts'], {
    cwd: path.join(repoRoot, 'api'),
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) throw new Error('seeding the database failed');
}

/**
 * Renders the pages whose first view is data into the built shell, from the running API (see page-snapshots.mjs):
 * run once the API answers. A page it cannot render is left to the app (a warning says so).
 */
function snapshotPages() {
  const result = spawnSync(process.execPath, [path.join(__dirname, '../bin/snapshot-pages.mjs')], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('rendering the pages ahead of visits failed');
}

/**
 * The API's server process.
 * @param {NodeJS.ProcessEnv} env
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {import('node:child_process').ChildProcess}
 */
function spawnApi(env, options = {}) {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(repoRoot, 'api'),
    env,
    ...options,
  });
}

/**
 * An app's static server, on its port.
 * @param {string} area
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {import('node:child_process').ChildProcess}
 */
function spawnApp(area, options = {}) {
  return spawn(process.execPath, [path.join(__dirname, '../bin/serve-app.mjs'), '--app', area], {
    cwd: repoRoot,
    ...options,
  });
}

/**
 * The normal rule set's site: the shell's server on its deployment folder, with that folder's configuration.
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {import('node:child_process').ChildProcess}
 */
function spawnNormalSite(options = {}) {
  const args = ['--app', 'shell', '--port', String(normalSite.port), '--dir', normalSite.dist];
  const runtimeConfig = ['--runtime-config', path.join(normalSite.dist, 'runtime-config.json')];
  return spawn(process.execPath, [path.join(__dirname, '../bin/serve-app.mjs'), ...args, ...runtimeConfig], {
    cwd: repoRoot,
    ...options,
  });
}

/**
 * Resolves once `url` answers 200, polling; fails after `timeoutMs`.
 * @param {string} url
 * @param {number} [timeoutMs]
 * @returns {Promise<void>}
 */
async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Keeps a group of child processes in the foreground: Ctrl-C or SIGTERM stops them all, and so does one of them
 * failing. Resolves `stop` for callers that end the group themselves.
 * @param {import('node:child_process').ChildProcess[]} children
 * @param {{ label?: string }} [options]
 * @returns {{ stop(code?: number): Promise<void> }}
 */
function superviseChildren(children, { label = 'the site' } = {}) {
  let stopping = false;
  /** @param {number} [code] */
  async function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    console.log(`\nStopping ${label}…`);
    await Promise.all(
      children.map(
        (child) =>
          /** @type {Promise<void>} Settled once the child has exited. */ (
            new Promise((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', resolve);
              child.kill('SIGTERM');
              setTimeout(() => child.kill('SIGKILL'), 5000).unref();
            })
          ),
      ),
    );
    process.exit(code);
  }
  for (const child of children) child.on('exit', (code) => !stopping && code !== 0 && void stop(code ?? 1));
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  return { stop };
}

/**
 * Debian's Chromium, never a downloaded browser; without the background-networking flags it keeps trying to reach
 * Google's hosts, which a closed network refuses.
 */
const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

module.exports = {
  chromiumLaunchOptions,
  repoRoot,
  apiPort,
  portOf,
  apiEnv,
  buildAll,
  seedIfEmpty,
  snapshotPages,
  spawnApi,
  spawnApp,
  spawnNormalSite,
  shellSites,
  normalSite,
  siteOrigins,
  waitForHttp,
  superviseChildren,
};
