#!/usr/bin/env node
// Renders the pages whose first view is data into the built shell, from the running API (see page-snapshots.mjs).
// Run once the API answers: `npm start`, the browser tests and the benches do it after starting the site.
import { snapshotPages } from '../src/page-snapshots.mjs';

// The packages the render requires (React, Redux) in their production builds, as the browser has them.
process.env.NODE_ENV = 'production';
const started = Date.now();
const written = await snapshotPages();
console.log(
  `Pages rendered ahead of visits: ${written.join(', ') || 'none'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
// The render's store keeps timers for its cached answers: nothing else is left to do.
process.exit(0);
