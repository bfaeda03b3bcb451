#!/usr/bin/env node
// Look at a page as a person would: `node e2e/scripts/screenshot.mjs <url> <out.png> [width] [height]`.
import { chromiumLaunchOptions } from '@zu/shared-build/site-processes';
import { chromium } from 'playwright-core';

const [url, out, width = '1280', height = '800'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: screenshot.mjs <url> <out.png> [width] [height]');
  process.exit(2);
}
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
page.on('pageerror', (e) => console.log('page error:', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(300);
await page.screenshot({ path: out, fullPage: true });
console.log(`${out}: ${await page.title()}`);
await browser.close();
