// The first views of the pages whose largest paint is data (the catalogue's first cards), rendered to HTML when the
// site is deployed, from the live API: the static server answers a visit of such a page (its address without query)
// with that HTML, which paints before any JavaScript runs; the shell keeps it until the page's code and data are
// there, then renders the live app in its place (see the shell's start). The render is the shell's and the remotes'
// own code, built for Node into one bundle (one copy of the shared packages, as the browser has one of each), from
// the versions being deployed. A page without a snapshot (or a stale one) is still served and drawn by the app.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { appDir, areas } from './areas.mjs';
import { precompressFiles } from './rspack/precompress-plugin.mjs';
import {
  assertFillable,
  buildForNode,
  rootMarkup,
  withBrowserStorage,
  withNodeBuildDir,
} from './rspack/prerender-plugin.mjs';
import { buildDefines, createSwcRule } from './rspack/transform.mjs';
import { startAfterFirstPaint, firstViewBootAsset } from './first-view-boot.mjs';
import { snapshotFolder } from './static-server.mjs';

/** The pages rendered ahead of visits. */
export const snapshotPaths = ['/catalogue'];

/** The Node module entry: the shell's page render, given every remote's pages module. */
function entrySource(shellDir) {
  const remotes = areas.filter(({ area }) => area !== 'shell');
  const importOf = (area) => JSON.stringify(path.join(appDir(area), 'src', 'pages.ts'));
  return `import { renderPage } from ${JSON.stringify(path.join(shellDir, 'src', 'prerender', 'render-page.tsx'))};
const pagesModules = {
${remotes.map(({ area }) => `  ${JSON.stringify(area)}: () => import(${importOf(area)}),`).join('\n')}
};
export function render(url, runtimeConfig) {
  return renderPage(url, runtimeConfig, (area) => pagesModules[area]());
}
`;
}

async function buildRenderer(shellDir, outDir) {
  const entry = path.join(outDir, 'entry.mjs');
  fs.writeFileSync(entry, entrySource(shellDir));
  const file = await buildForNode({
    entry,
    context: shellDir,
    outDir,
    swcRule: createSwcRule({ isDev: false }),
    define: buildDefines(),
  });
  return createRequire(file)(file).render;
}

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]);

/**
 * Splits a render's markup into what belongs in the document's head (its resource hints, then its style elements,
 * in their order) and the rest. In the head, the styles are parsed once before the body, so the page is styled and
 * laid out once; interleaved with the markup, each one restyles what came before it. The app's style runtime
 * recognises them there, and they stay when the app takes over from the HTML.
 */
export function hoistHeadElements(markup) {
  const hints = [];
  const styles = [];
  const body = markup
    .replace(/<link rel="preload"[^>]*\/?>/g, (tag) => {
      hints.push(tag);
      return '';
    })
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, (element) => {
      styles.push(element);
      return '';
    });
  return { head: hints.join('') + styles.join(''), body };
}

/** The boot script beside the snapshots (the shell's build emits it too, under the same name). */
function writeFirstViewBoot(shellDist) {
  fs.mkdirSync(path.join(shellDist, snapshotFolder), { recursive: true });
  fs.writeFileSync(path.join(shellDist, firstViewBootAsset.name), firstViewBootAsset.source);
  return `/${firstViewBootAsset.name}`;
}

/** Removes a snapshot with its compressed twins: a twin left alone would still be served. */
function removeSnapshot(file) {
  for (const suffix of ['', '.br', '.gz']) fs.rmSync(file + suffix, { force: true });
}

/**
 * Renders every snapshot page into the built shell (`shellDist`, with its app.html and runtime-config.json), asking
 * the API the runtime configuration names. Returns the paths written; a page whose render fails is left to the app.
 */
export async function snapshotPages({ shellDist = path.join(appDir('shell'), 'dist'), paths = snapshotPaths } = {}) {
  const shellDir = appDir('shell');
  const page = fs.readFileSync(path.join(shellDist, 'app.html'), 'utf8');
  assertFillable(page, 'app.html');
  const runtimeConfig = JSON.parse(fs.readFileSync(path.join(shellDist, 'runtime-config.json'), 'utf8'));
  return withNodeBuildDir(shellDir, async (outDir) => {
    const render = await buildRenderer(shellDir, outDir);
    const bootUrl = writeFirstViewBoot(shellDist);
    const written = [];
    for (const url of paths) {
      const name = path.posix.join(snapshotFolder, `${url}.html`);
      const file = path.join(shellDist, name);
      removeSnapshot(file);
      try {
        const { markup, title } = await withBrowserStorage(() => render(url, runtimeConfig));
        const { head, body } = hoistHeadElements(markup);
        // Its links work before the app; its controls keep their taps for the app (the boot script's early taps).
        const root = `<div id="root" data-prerendered="${url}">${body}</div>`;
        const html = startAfterFirstPaint(page, bootUrl)
          .replace('</head>', () => `${head}</head>`)
          .replace(rootMarkup, () => root)
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, html);
        await precompressFiles(shellDist, [name]);
        written.push(url);
      } catch (error) {
        console.warn(`snapshot of ${url} not made: ${error.message}`);
      }
    }
    return written;
  });
}
