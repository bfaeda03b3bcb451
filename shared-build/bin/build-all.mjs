#!/usr/bin/env node
// Production build of every app, one after the other (2 cores: parallel builds only fight each other), then the
// normal rule set's site made from the shell's build (normal-site.mjs). Each app also builds alone:
// `npm run build -w mfe-market`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { areas, repoRoot } from '../src/areas.mjs';
import { deployNormalSite } from '../src/normal-site.mjs';

// The normal site's home is rendered here, with the packages' production builds, as the browser has them.
process.env.NODE_ENV = 'production';
const rspack = path.join(repoRoot, 'node_modules', '.bin', 'rspack');
const only = process.argv.slice(2);
const started = Date.now();

const built = areas.filter(({ area, dir }) => !only.length || only.includes(area) || only.includes(dir));
for (const { dir } of built) {
  const t0 = Date.now();
  const result = spawnSync(rspack, ['build', '--mode', 'production'], {
    cwd: path.join(repoRoot, dir),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    console.error(`✗ build of ${dir} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${dir} built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
if (built.some(({ area }) => area === 'shell')) {
  const { siteDist, ms } = await deployNormalSite();
  console.log(
    `✓ the normal site made from the shell's build in ${(ms / 1000).toFixed(1)} s (${path.relative(repoRoot, siteDist)})`,
  );
}
console.log(`All apps built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
