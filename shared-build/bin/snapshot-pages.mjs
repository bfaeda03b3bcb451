#!/usr/bin/env node
// Renders the pages whose first view is data into each deployed shell (both sites), from the running API (see
// page-snapshots.mjs).
// Run once the API answers: `npm start`, the browser tests and the benches do it after starting the site.
import path from 'node:path';
import { snapshotPages } from '../src/page-snapshots.mjs';

// The packages the render requires (React, Redux) in their production builds, as the browser has them.
process.env.NODE_ENV = 'production';
const started = Date.now();
const written = await snapshotPages();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
for (const [dist, paths] of Object.entries(written)) {
  console.log(`Pages rendered ahead of visits in ${path.relative(process.cwd(), dist)}: ${paths.join(', ') || 'none'}`);
}
console.log(`(${seconds} s)`);
// The render's store keeps timers for its cached answers: nothing else is left to do.
process.exit(0);
