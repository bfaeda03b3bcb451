import { chromiumLaunchOptions } from '@zu/shared-build/site-processes';
import { chromium } from 'playwright-core';
import fs from 'node:fs';
const browser = await chromium.launch(chromiumLaunchOptions);
const results = [];
for (let run = 0; run < Number(process.argv[2] ?? 3); run++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('http://localhost:3000/', { waitUntil: 'networkidle' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await nav.getByRole('button', { name: 'Cartes' }).click();
  const item = page.getByRole('menuitem', { name: 'Catalogue', exact: true });
  await item.hover();
  await page.waitForTimeout(Number(process.env.REST ?? 200));
  await page.evaluate(() => {
    window.__marks = [];
    window.__zuCardImage = new Promise((resolve) => {
      document.addEventListener('click', () => {
        const start = performance.now();
        const check = () => {
          const page = document.querySelector('#ItemsGrid-page');
          if (page && !window.__pageAt) window.__pageAt = performance.now() - start;
          const image = document.querySelector('#ItemsGrid-page img');
          if (image?.complete && image.naturalWidth > 0) resolve({ total: performance.now() - start, pageAt: window.__pageAt, items: performance.getEntriesByType('resource').filter((e) => /public\/item|public\/pack|remoteEntry|mf-manifest|__federation_expose|\.webp/.test(e.name)).map((e) => [e.name.split('/').slice(-1)[0].slice(0, 30), Math.round(e.startTime - start), Math.round(e.responseEnd - start)]).slice(0, 12) });
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }, { capture: true, once: true });
    });
  });
  if (run === 0 && process.env.PROF) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start'); }
  await item.click();
  results.push(await page.evaluate(() => window.__zuCardImage));
  if (run === 0 && process.env.PROF) { const { profile } = await cdp.send('Profiler.stop'); fs.writeFileSync('/tmp/click.cpuprofile', JSON.stringify(profile)); }
  await context.close();
}
console.log(JSON.stringify(results));
await browser.close();
