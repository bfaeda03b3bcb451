// How each part of the site is started: one definition for `npm start` and for the browser tests, so the tests
// run the system exactly as a newcomer does.
// CommonJS so that both the ESM start script and the Playwright tests (compiled to CommonJS) can load it.
const { spawn, spawnSync } = require('node:child_process');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');
const apiPort = Number(process.env.PORT_API ?? 8080);

/** The API with the development tools (the feature switch) and the development identity provider. */
function apiEnv(extra = {}) {
  return {
    LOG_LEVEL: 'warn',
    ...process.env,
    PORT: String(apiPort),
    DEV_TOOLS: 'on',
    DEV_IDENTITY_PROVIDER: 'on',
    ...extra,
  };
}

function buildAll() {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'shared-build/bin/build-all.mjs')], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the build failed');
}

/** Migrates and loads the seed when the database is empty; reuses the data otherwise. */
function seedIfEmpty(env) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/scripts/seed.ts'], {
    cwd: path.join(repoRoot, 'api'),
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) throw new Error('seeding the database failed');
}

function spawnApi(env, options = {}) {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(repoRoot, 'api'),
    env,
    ...options,
  });
}

function spawnApp(area, options = {}) {
  return spawn(process.execPath, [path.join(repoRoot, 'shared-build/bin/serve-app.mjs'), '--app', area], {
    cwd: repoRoot,
    ...options,
  });
}

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

module.exports = { repoRoot, apiPort, apiEnv, buildAll, seedIfEmpty, spawnApi, spawnApp, waitForHttp };
