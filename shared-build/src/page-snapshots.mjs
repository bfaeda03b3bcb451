// The first views of the pages whose largest paint is data (the catalogue's first cards), rendered to HTML when the
// site is deployed, from the live API: the static server answers a visit of such a page (its address without query)
// with that HTML, which paints before any JavaScript runs; the shell keeps it until the page's code and data are
// there, then renders the live app in its place (see the shell's start). The render is the shell's and the remotes'
// own code, built for Node into one bundle (one copy of the shared packages, as the browser has one of each), from
// the versions being deployed, and kept in the built shell: the shell's server renders a player's pages with it for
// each visit (visit-render.mjs). A page without a snapshot (or a stale one) is still served and drawn by the app.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { appDir, areas } from './areas.mjs';
import { precompressFiles } from './rspack/precompress-plugin.mjs';
import { buildForNode } from './rspack/prerender-plugin.mjs';
import {
  assertFillable,
  currentRendererFile,
  firstViewDocument,
  pageRendererFolder,
  withBrowserStorage,
} from './first-view-document.mjs';
import { buildDefines, createSwcRule } from './rspack/transform.mjs';
import { firstViewBootAsset } from './first-view-boot.mjs';
import { shellSites } from './site-processes.cjs';
import { snapshotFolder } from './static-server.mjs';

/** The pages rendered ahead of visits. */
export const snapshotPaths = ['/catalogue'];

/** How long a renderer keeps the settings and status every page draws from before asking them again. */
const siteWideAnswersKeptMs = 30_000;

/**
 * The Node module entry: the shell's page render, given every remote's pages module.
 * @param {string} shellDir
 * @returns {string}
 */
function entrySource(shellDir) {
  const remotes = areas.filter(({ area }) => area !== 'shell');
  /** @param {string} area */
  const importOf = (area) => JSON.stringify(path.join(appDir(area), 'src', 'pages.ts'));
  /** @param {string} file */
  const prerender = (file) => JSON.stringify(path.join(shellDir, 'src', 'prerender', file));
  return `import { renderPage, isRenderedOnVisit } from ${prerender('render-page.tsx')};
import { SiteWideAnswers } from ${prerender('site-wide-answers.ts')};
const pagesModules = {
${remotes.map(({ area }) => `  ${JSON.stringify(area)}: () => import(${importOf(area)}),`).join('\n')}
};
const siteWide = new SiteWideAnswers(${siteWideAnswersKeptMs});
export function render(url, runtimeConfig, reuse) {
  return renderPage(url, runtimeConfig, (area) => pagesModules[area](), { reuse, siteWide });
}
export { isRenderedOnVisit };
`;
}

/**
 * Makes `name`, a renderer in the page-render folder of `shellDist`, the current one; removes the older ones but
 * the one it replaces, which renders that started with it may still use.
 * @param {string} shellDist
 * @param {string} name
 */
function makeCurrentRenderer(shellDist, name) {
  const folder = path.join(shellDist, pageRendererFolder);
  const pointer = path.join(folder, currentRendererFile);
  const previous = fs.existsSync(pointer) ? JSON.parse(fs.readFileSync(pointer, 'utf8')).folder : undefined;
  // Write then rename: a server reading the pointer at this instant reads the old one or the new one.
  fs.writeFileSync(`${pointer}.tmp`, JSON.stringify({ folder: name }));
  fs.renameSync(`${pointer}.tmp`, pointer);
  for (const entry of fs.readdirSync(folder)) {
    if (entry.startsWith('render-') && entry !== name && entry !== previous) {
      fs.rmSync(path.join(folder, entry), { recursive: true, force: true });
    }
  }
}

/**
 * Builds the page renderer of the shell built in `shellDist`, from the shell's and the remotes' sources being
 * deployed, and makes it the current one. Returns the bundle's path.
 * @param {string} shellDist
 * @returns {Promise<string>}
 */
export async function buildPageRenderer(shellDist) {
  const shellDir = appDir('shell');
  const folder = path.join(shellDist, pageRendererFolder);
  fs.mkdirSync(folder, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(folder, 'render-'));
  fs.writeFileSync(path.join(outDir, 'entry.mjs'), entrySource(shellDir));
  const file = await buildForNode({
    entry: path.join(outDir, 'entry.mjs'),
    context: shellDir,
    outDir,
    swcRule: createSwcRule({ isDev: false }),
    define: buildDefines(),
  });
  makeCurrentRenderer(shellDist, path.basename(outDir));
  return file;
}

/**
 * Gives the shell deployed in `shellDist` a copy of the renderer `rendererFile` built for another one; its path.
 * @param {string} rendererFile
 * @param {string} shellDist
 * @returns {string}
 */
function copyPageRenderer(rendererFile, shellDist) {
  const name = path.basename(path.dirname(rendererFile));
  const target = path.join(shellDist, pageRendererFolder, name);
  fs.cpSync(path.dirname(rendererFile), target, { recursive: true });
  makeCurrentRenderer(shellDist, name);
  return path.join(target, path.basename(rendererFile));
}

/**
 * Writes the boot script into the built shell (its build emits it too, under the same name); returns its URL.
 * @param {string} shellDist
 * @returns {string}
 */
function writeFirstViewBoot(shellDist) {
  fs.mkdirSync(path.join(shellDist, snapshotFolder), { recursive: true });
  fs.writeFileSync(path.join(shellDist, firstViewBootAsset.name), firstViewBootAsset.source);
  return `/${firstViewBootAsset.name}`;
}

/**
 * Removes a snapshot with its compressed twins: a twin left alone would still be served.
 * @param {string} file
 */
function removeSnapshot(file) {
  for (const suffix of ['', '.br', '.gz']) fs.rmSync(file + suffix, { force: true });
}

/**
 * Renders every snapshot page into the shell deployed in `shellDist` (with its app.html and runtime-config.json)
 * with the renderer `rendererFile`, asking the API the runtime configuration names. Returns the paths written; a
 * page whose render fails is left to the app.
 * @param {string} shellDist
 * @param {string} rendererFile
 * @param {string[]} paths
 * @returns {Promise<string[]>}
 */
async function renderSnapshots(shellDist, rendererFile, paths) {
  const page = fs.readFileSync(path.join(shellDist, 'app.html'), 'utf8');
  assertFillable(page, 'app.html');
  const runtimeConfig = JSON.parse(fs.readFileSync(path.join(shellDist, 'runtime-config.json'), 'utf8'));
  const { render } = /** @type {import('./first-view-document.mjs').PageRenderer} */ (
    createRequire(rendererFile)(rendererFile)
  );
  const bootUrl = writeFirstViewBoot(shellDist);
  /** @type {string[]} */
  const written = [];
  for (const url of paths) {
    const name = path.posix.join(snapshotFolder, `${url}.html`);
    const file = path.join(shellDist, name);
    removeSnapshot(file);
    try {
      const { markup, title } = await withBrowserStorage(() => render(url, runtimeConfig));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, firstViewDocument({ page, bootUrl, url, markup, title }));
      await precompressFiles(shellDist, [name]);
      written.push(url);
    } catch (error) {
      console.warn(`snapshot of ${url} not made: ${/** @type {Error} */ (error).message}`);
    }
  }
  return written;
}

/**
 * Builds the page renderer once, gives each shell deployment (`shellDists`: by default both sites', those that are
 * deployed) its copy, then renders every snapshot page into each, for its own rule set. Returns, per deployment
 * folder, the paths written.
 * @param {{ shellDists?: string[], paths?: string[] }} [options]
 * @returns {Promise<Record<string, string[]>>}
 */
export async function snapshotPages({
  shellDists = shellSites.map(({ dist }) => dist).filter((dist) => fs.existsSync(path.join(dist, 'app.html'))),
  paths = snapshotPaths,
} = {}) {
  const [first, ...others] = shellDists;
  // With no deployment there is nowhere to build the renderer: said plainly, rather than as an undefined path.
  if (first === undefined) throw new Error('no shell deployment to render the pages into (none given, or none built)');
  const rendererFile = await buildPageRenderer(first);
  const renderers = [rendererFile, ...others.map((dist) => copyPageRenderer(rendererFile, dist))];
  /** @type {Record<string, string[]>} */
  const written = {};
  // One after the other: a render sets process-wide state (the runtime configuration, the stand-in storage).
  for (const [index, dist] of shellDists.entries()) {
    // One renderer per deployment, in the same order.
    written[dist] = await renderSnapshots(dist, /** @type {string} */ (renderers[index]), paths);
  }
  return written;
}
