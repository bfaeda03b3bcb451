#!/usr/bin/env node
// JS bytes of a first visit (cold cache) of / and /catalogue: per app (by the port that served it) and in total,
// raw and gzipped (level 9), and the packages delivered by more than one app (from each build's
// chunk-packages.json); then, on the full catalogue at 4x CPU, how long a rarity toggle takes to repaint the grid
// (the 500 ms pause every change waits is not counted). Starts the system as `npm start` does, on a throw-away database. `npm run bench:web`.
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
  await measureRarityRepaint(browser);
  await browser.close();
} finally {
  cleanup();
}

/* global document, window, MutationObserver, requestAnimationFrame -- page.evaluate bodies run in the browser */

/** From a rarity toggle's click to the repainted count line and grid, less the catalogue's 500 ms pause. */
async function measureRarityRepaint(browser) {
  const pauseMs = 500;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`http://localhost:${areas[0].port}/catalogue`, { waitUntil: 'networkidle' });
    await page.getByTestId('items-count').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const timings = [];
    for (const rarity of [5, 5, 3, 3, 1, 1]) {
      await page.evaluate(() => {
        const before = document.querySelector('[data-testid="items-count"]')?.textContent;
        let start = 0;
        document.addEventListener('click', () => (start = performance.now()), { capture: true, once: true });
        window.__zuRepaint = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            const line = document.querySelector('[data-testid="items-count"]');
            if (start && line && line.textContent !== before) {
              observer.disconnect();
              // The next frame is the repaint the user sees.
              requestAnimationFrame(() => resolve(performance.now() - start));
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        });
      });
      await page.getByRole('button', { name: `Rareté ${rarity}`, exact: true }).click();
      timings.push((await page.evaluate(() => window.__zuRepaint)) - pauseMs);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const worst = Math.max(...timings);
    console.log(
      `\nRarity toggle on the full catalogue at 4x CPU (after the ${pauseMs} ms pause): ` +
        `${timings.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}; worst ${worst.toFixed(0)} ms (target 100 ms)`,
    );
  } catch (error) {
    console.log(`\nRarity toggle repaint: not measured (${error.message})`);
  } finally {
    await context.close();
  }
}
