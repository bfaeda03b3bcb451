// The normal rule set's site, made from the shell's one build: the same files in their own deployment folder, with
// that site's runtime configuration (the build's, with the normal rule set), its empty page's title and description,
// and its home rendered for its rule set (the build renders the hardcore site's). What is rendered from the API
// (the pages ahead of visits, the page renderer) is made per site when it is deployed (page-snapshots.mjs).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { appDir } from './areas.mjs';
import { firstViewBootAsset } from './first-view-boot.mjs';
import { homeDocument, pageRendererFolder, withBrowserStorage, withSiteHead } from './first-view-document.mjs';
import { precompressFiles } from './rspack/precompress-plugin.mjs';
import { buildForNode, withNodeBuildDir } from './rspack/prerender-plugin.mjs';
import { buildDefines, createSwcRule } from './rspack/transform.mjs';
import { shellSites } from './site-processes.cjs';
import { snapshotFolder } from './static-server.mjs';

const [hardcoreSite, normalSite] = shellSites;

/**
 * The module built from the shell's src/prerender/render-home.tsx: the home's markup and the empty page's head, each
 * for a runtime configuration.
 * @typedef {object} HomeRenderer
 * @property {(runtimeConfig: object) => string} renderHome
 * @property {(runtimeConfig: object) => { title: string, description: string }} siteHead
 */

/**
 * The files a site renders for itself: never copied from the other site.
 * @param {string} relative a file's path in the site's folder.
 * @returns {boolean}
 */
function isRenderedPerSite(relative) {
  const [top] = relative.split(path.sep);
  return top === pageRendererFolder || (top === snapshotFolder && /\.html(?:\.br|\.gz)?$/.test(relative));
}

/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * Writes `content` to `dir/name` and its compressed twins afresh (a twin left from the copy would win).
 * @param {string} dir
 * @param {string} name
 * @param {string} content
 */
async function rewrite(dir, name, content) {
  for (const suffix of ['.br', '.gz']) fs.rmSync(path.join(dir, name + suffix), { force: true });
  fs.writeFileSync(path.join(dir, name), content);
  await precompressFiles(dir, [name]);
}

/**
 * Makes the normal site's folder from the built shell (`builtShell`, the hardcore site's folder): every file of the
 * build, the normal rule set's runtime configuration, and the empty page and home of that site.
 * @param {{ builtShell?: string, siteDist?: string }} [folders]
 * @returns {Promise<{ siteDist: string, ms: number }>} the site's folder, and how long making it took.
 */
export async function deployNormalSite({ builtShell = hardcoreSite.dist, siteDist = normalSite.dist } = {}) {
  const started = Date.now();
  const shellDir = appDir('shell');
  const runtimeConfig = { ...readJson(path.join(builtShell, 'runtime-config.json')), ruleSet: 'NORMAL' };
  // A new folder beside the served one, then swapped in: a server on the old one never reads half a deployment.
  const next = `${siteDist}.next`;
  fs.rmSync(next, { recursive: true, force: true });
  fs.cpSync(builtShell, next, {
    recursive: true,
    filter: (source) => !isRenderedPerSite(path.relative(builtShell, source)),
  });
  fs.writeFileSync(path.join(next, 'runtime-config.json'), `${JSON.stringify(runtimeConfig, null, 2)}\n`);
  await withNodeBuildDir(shellDir, async (outDir) => {
    const file = await buildForNode({
      entry: path.join(shellDir, 'src', 'prerender', 'render-home.tsx'),
      context: shellDir,
      outDir,
      swcRule: createSwcRule({ isDev: false }),
      define: buildDefines(),
    });
    const { renderHome, siteHead } = /** @type {HomeRenderer} */ (createRequire(file)(file));
    const page = withSiteHead(fs.readFileSync(path.join(next, 'app.html'), 'utf8'), siteHead(runtimeConfig));
    const markup = withBrowserStorage(() => renderHome(runtimeConfig));
    await rewrite(next, 'app.html', page);
    await rewrite(next, 'index.html', homeDocument({ page, bootUrl: `/${firstViewBootAsset.name}`, markup }));
  });
  const previous = `${siteDist}.previous`;
  fs.rmSync(previous, { recursive: true, force: true });
  if (fs.existsSync(siteDist)) fs.renameSync(siteDist, previous);
  fs.renameSync(next, siteDist);
  fs.rmSync(previous, { recursive: true, force: true });
  return { siteDist, ms: Date.now() - started };
}
