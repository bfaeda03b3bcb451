#!/usr/bin/env node
// JS bytes of a first visit (cold cache) of / and /catalogue: per app (by the port that served it) and in total,
// raw and gzipped (level 9), and the packages delivered by more than one app (from each build's
// chunk-packages.json). Starts the system as `npm start` does, on a throw-away database. `npm run bench:web`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { areas } from '@zu/shared-build/areas';
import {
  apiEnv,
  apiPort,
  buildAll,
  chromiumLaunchOptions,
  repoRoot,
  seedIfEmpty,
  spawnApi,
  spawnApp,
  waitForHttp,
} from '@zu/shared-build/site-processes';

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/catalogue'];
if (!areas.every((a) => fs.existsSync(path.join(repoRoot, a.dir, 'dist', 'chunk-packages.json')))) buildAll();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zu-bench-web-'));
const env = apiEnv({ DATA_DIR: dataDir });
seedIfEmpty(env);
const children = [spawnApi(env, { stdio: 'ignore' }), ...areas.map((a) => spawnApp(a.area, { stdio: 'ignore' }))];
const cleanup = () => {
  for (const child of children) child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', cleanup);

const appByPort = new Map(areas.map((a) => [a.port, a]));
const chunkPackages = Object.fromEntries(
  areas.map((a) => [
    a.area,
    JSON.parse(fs.readFileSync(path.join(repoRoot, a.dir, 'dist', 'chunk-packages.json'), 'utf8')),
  ]),
);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);

try {
  await Promise.all([
    waitForHttp(`http://localhost:${apiPort}/health`),
    ...areas.map((a) => waitForHttp(`http://localhost:${a.port}/`)),
  ]);
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const url = new URL(response.url());
      const app = appByPort.get(Number(url.port));
      if (!app) return;
      const body = await response.body();
      scripts.push({
        app: app.area,
        file: path.basename(url.pathname),
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    });
    await page.goto(`http://localhost:${areas[0].port}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await context.close();

    console.log(`\nFirst visit of ${route}: ${scripts.length} JS files`);
    console.log(`  ${'app'.padEnd(14)}${'files'.padStart(6)}${'raw'.padStart(10)}${'gzip'.padStart(10)}`);
    const total = { files: 0, raw: 0, gzip: 0 };
    for (const { area } of areas) {
      const own = scripts.filter((s) => s.app === area);
      if (!own.length) continue;
      const raw = own.reduce((sum, s) => sum + s.raw, 0);
      const gzip = own.reduce((sum, s) => sum + s.gzip, 0);
      total.files += own.length;
      total.raw += raw;
      total.gzip += gzip;
      console.log(`  ${area.padEnd(14)}${String(own.length).padStart(6)}${kb(raw)}${kb(gzip)}`);
    }
    console.log(`  ${'total'.padEnd(14)}${String(total.files).padStart(6)}${kb(total.raw)}${kb(total.gzip)}`);

    const deliveredBy = new Map();
    for (const script of scripts) {
      for (const pkg of chunkPackages[script.app]?.[script.file] ?? []) {
        if (pkg === `@zu/${areas.find((a) => a.area === script.app).dir}`) continue;
        deliveredBy.set(pkg, new Set([...(deliveredBy.get(pkg) ?? []), script.app]));
      }
    }
    console.log(`  packages: ${[...deliveredBy.keys()].sort().join(', ')}`);
    const duplicated = [...deliveredBy].filter(([, apps]) => apps.size > 1);
    console.log(
      duplicated.length
        ? `  packages delivered by more than one app: ${duplicated.map(([pkg, apps]) => `${pkg} (${[...apps].join(', ')})`).join('; ')}`
        : `  packages delivered by more than one app: none (${deliveredBy.size} packages, each from one app)`,
    );
  }
  await browser.close();
} finally {
  cleanup();
}
