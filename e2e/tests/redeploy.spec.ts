import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { originOf } from '../support/system';

const repoRoot = path.resolve(__dirname, '../..');
const shellDist = path.join(repoRoot, 'shell/dist');
// Both sites' shells: the hardcore one (the build's folder) and the normal one made from it.
const runtimeConfigs = [shellDist, path.join(repoRoot, 'shell/dist-normal')].map((dist) =>
  path.join(dist, 'runtime-config.json'),
);

const shellFiles = () =>
  Object.fromEntries(
    fs
      .readdirSync(shellDist)
      // The runtime config points at the release; the page renderer and the pages rendered ahead of visits are made
      // again with it.
      .filter((file) => !['runtime-config.json', 'prerendered', '.page-render'].includes(file))
      .map((file) => [file, fs.statSync(path.join(shellDist, file)).mtimeMs]),
  );

test('one remote redeployed alone is live on both sites after a reload, with no shell rebuild', async ({ page }) => {
  test.setTimeout(90_000);
  const version = `e2e-${Date.now()}`;
  const originalConfigs = runtimeConfigs.map((file) => fs.readFileSync(file, 'utf8'));
  const shellBefore = shellFiles();
  const marketPage = page.locator('[data-remote="market"]');
  try {
    await page.goto('/marche');
    await expect(page.locator('#Market-page').getByRole('heading', { level: 1, name: 'Marché' })).toBeVisible();
    await expect(marketPage).toHaveAttribute('data-remote-build', 'local');

    execFileSync(process.execPath, [path.join(repoRoot, 'scripts/redeploy.mjs'), 'market', '--version', version], {
      stdio: 'pipe',
    });

    const releaseRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${originOf('market')}/releases/${version}/`)) releaseRequests.push(request.url());
    });
    await page.reload();
    await expect(page.locator('#Market-page').getByRole('heading', { level: 1, name: 'Marché' })).toBeVisible();
    await expect(marketPage).toHaveAttribute('data-remote-build', version);
    expect(releaseRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(releaseRequests.some((url) => url.includes('__federation_expose_pages'))).toBe(true);
    // Only the deployment's files of the shell changed; the other areas still come from their first build.
    expect(shellFiles()).toEqual(shellBefore);
    await page.goto('/catalogue');
    await expect(page.locator('[data-remote="catalogue"]')).toHaveAttribute('data-remote-build', 'local');
    // The normal site loads the same release: the remotes are deployed once for both.
    await page.goto(`${originOf('normal-site')}/marche`);
    await expect(page.locator('#Market-page').getByRole('heading', { level: 1, name: 'Marché' })).toBeVisible();
    await expect(marketPage).toHaveAttribute('data-remote-build', version);
  } finally {
    runtimeConfigs.forEach((file, index) => fs.writeFileSync(file, originalConfigs[index]!));
    fs.rmSync(path.join(repoRoot, 'mfe-market/dist/releases', version), { recursive: true, force: true });
  }
});
