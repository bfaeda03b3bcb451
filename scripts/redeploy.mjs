#!/usr/bin/env node
// Redeploy one remote alone: `npm run redeploy -- market [--version v42]`.
// Builds a new versioned release of that remote into <remote>/dist/releases/<version>/ (its running server serves
// it at once), then points both deployed shells' runtime-config.json (the hardcore site's and the normal site's) at
// the release's manifest. No other app is rebuilt or restarted: both sites show the new version on their next page
// load.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { appDir, findArea, portOf, repoRoot } from '@zu/shared-build/areas';
import { shellSites, snapshotPages } from '@zu/shared-build/site-processes';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { version: { type: 'string' } } });
const [name] = positionals;
if (!name) {
  console.error('usage: npm run redeploy -- <catalogue|profile|leaderboards|gamemodes|market> [--version <id>]');
  process.exit(2);
}
const remote = findArea(name);
if (remote.area === 'shell') {
  console.error('The shell is redeployed with a full build (npm run build); this command redeploys one remote.');
  process.exit(2);
}
const version = values.version ?? `v${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
if (!/^[A-Za-z0-9._-]{1,64}$/.test(version)) {
  console.error(`Invalid version "${version}": letters, digits, dot, dash and underscore only.`);
  process.exit(2);
}
const runtimeConfigPaths = shellSites
  .map(({ dist }) => path.join(dist, 'runtime-config.json'))
  .filter((file) => fs.existsSync(file));
if (!runtimeConfigPaths.length) {
  console.error('The shell is not built (shell/dist/runtime-config.json is missing): run npm run build first.');
  process.exit(1);
}

const outputDir = path.join(appDir(remote.area), 'dist', 'releases', version);
console.log(`Building ${remote.dir} release ${version}…`);
const build = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], {
  cwd: appDir(remote.area),
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', ZU_OUTPUT_DIR: outputDir, ZU_BUILD_ID: version },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const manifestUrl = `${process.env.REMOTE_BASE_URL?.replace(/\/$/, '') ?? `http://localhost:${portOf(remote.area)}`}/releases/${version}/mf-manifest.json`;
for (const runtimeConfigPath of runtimeConfigPaths) {
  const config = JSON.parse(fs.readFileSync(runtimeConfigPath, 'utf8'));
  const previous = config.remotes?.[remote.area];
  config.remotes = { ...config.remotes, [remote.area]: manifestUrl };
  // Write then rename: a shell loading at this instant reads the old file or the new one, never half of one.
  fs.writeFileSync(`${runtimeConfigPath}.tmp`, `${JSON.stringify(config, null, 2)}\n`);
  fs.renameSync(`${runtimeConfigPath}.tmp`, runtimeConfigPath);
  console.log(
    `${remote.dir} ${version} is live in ${path.relative(repoRoot, runtimeConfigPath)}: ${manifestUrl}\n` +
      `(previously ${previous ?? 'unset'}; reload the site to see it)`,
  );
}
// The first views rendered ahead of visits are made again with the new release's code (when the API answers: the
// live app replaces a stale one all the same).
try {
  snapshotPages();
} catch (error) {
  console.warn(`The pages rendered ahead of visits were not made again: ${error.message}`);
}
