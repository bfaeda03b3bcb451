// The first views of the pages whose largest paint is data (the catalogue's first cards), rendered to HTML when the
// site is deployed, from the live API: the static server answers a visit of such a page (its address without query)
// with that HTML, which paints before any JavaScript runs; the shell keeps it until the page's code and data are
// there, then renders the live app in its place (see the shell's start). The render is the shell's and the remotes'
// own code, built for Node into one bundle (one copy of the shared packages, as the browser has one of each), from
// the versions being deployed. A page without a snapshot (or a stale one) is still served and drawn by the app.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { appDir, areas } from './areas.mjs';
import { buildForNode, withBrowserStorage } from './rspack/prerender-plugin.mjs';
import { buildDefines, createSwcRule } from './rspack/transform.mjs';
import { snapshotFolder } from './static-server.mjs';

/** The pages rendered ahead of visits. */
export const snapshotPaths = ['/catalogue'];

const rootMarkup = '<div id="root"></div>';

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

function writeWithTwins(file, html) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
}

/**
 * Renders every snapshot page into the built shell (`shellDist`, with its app.html and runtime-config.json), asking
 * the API the runtime configuration names. Returns the paths written; a page whose render fails is left to the app.
 */
export async function snapshotPages({ shellDist = path.join(appDir('shell'), 'dist'), paths = snapshotPaths } = {}) {
  const shellDir = appDir('shell');
  const page = fs.readFileSync(path.join(shellDist, 'app.html'), 'utf8');
  if (!page.includes(rootMarkup)) throw new Error(`app.html has no ${rootMarkup} to fill`);
  const runtimeConfig = JSON.parse(fs.readFileSync(path.join(shellDist, 'runtime-config.json'), 'utf8'));
  const cacheDir = path.join(shellDir, 'node_modules', '.cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(cacheDir, 'zu-snapshots-'));
  const written = [];
  try {
    const render = await buildRenderer(shellDir, outDir);
    for (const url of paths) {
      const file = path.join(shellDist, snapshotFolder, `${url}.html`);
      fs.rmSync(file, { force: true });
      try {
        const { markup, title } = await withBrowserStorage(() => render(url, runtimeConfig));
        // Inert until the app takes over (its controls would do nothing before): the shell lifts it.
        const root = `<div id="root" data-prerendered="${url}" inert>${markup}</div>`;
        const html = page
          .replace(rootMarkup, root)
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
        writeWithTwins(file, html);
        written.push(url);
      } catch (error) {
        console.warn(`snapshot of ${url} not made: ${error.message}`);
      }
    }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  return written;
}
