// The document of a page's first view sent as HTML (rendered when the site is built, when it is deployed, or for a
// visit), and where the deployment keeps the renderer that makes it. Nothing here builds: a static server loads it.
import fs from 'node:fs';
import path from 'node:path';
import { startAfterFirstPaint } from './first-view-boot.mjs';

/** The empty root of the built page, which a render fills. */
export const rootMarkup = '<div id="root"></div>';

/**
 * Throws unless `html` has the empty root a render fills.
 * @param {string} html
 * @param {string} name what `html` is, for the error.
 */
export function assertFillable(html, name) {
  if (!html.includes(rootMarkup)) throw new Error(`${name} has no ${rootMarkup} to fill`);
}

/**
 * Where the built shell keeps its page renderer (the Node bundle), for the snapshots and for the pages rendered on
 * each visit (visit-render.mjs): a dot folder, which the static server never serves. `current.json` names the
 * renderer in use; the one before it stays while renders that started with it end.
 */
export const pageRendererFolder = '.page-render';
export const currentRendererFile = 'current.json';

/**
 * A page's first view as the shell's page renderer draws it (shell/src/prerender/render-page.tsx): what goes inside
 * #root, the document's title, and the API's answers it was drawn from (serialised).
 * @typedef {{ markup: string, title: string, answers: string }} RenderedPage
 */

/**
 * The page renderer's module (its entry is written by page-snapshots.mjs): the first view of `url`, which `reuse` may
 * give back as an earlier render drawn from the same answers, and whether a page is rendered for each visit.
 * @typedef {object} PageRenderer
 * @property {(url: string, runtimeConfig: object, reuse?: (answers: string) => RenderedPage | undefined)
 *   => Promise<RenderedPage>} render
 * @property {(pathname: string) => boolean} isRenderedOnVisit
 */

/**
 * The current page renderer of the shell built in `shellDist`, if one was built: its bundle's path.
 * @param {string} shellDist
 * @returns {string | undefined}
 */
export function currentPageRenderer(shellDist) {
  try {
    const { folder } = JSON.parse(
      fs.readFileSync(path.join(shellDist, pageRendererFolder, currentRendererFile), 'utf8'),
    );
    return path.join(shellDist, pageRendererFolder, folder, 'render.cjs');
  } catch {
    return undefined;
  }
}

/**
 * What a render may touch while it runs in Node: browser storage (read, never written, by a first render). `run` may
 * return a promise: the storage stays until it settles.
 * @template T
 * @param {() => T} run
 * @returns {T} what `run` returns.
 */
export function withBrowserStorage(run) {
  const hadStorage = 'localStorage' in globalThis;
  if (!hadStorage) {
    const empty = { getItem: () => null, setItem() {}, removeItem() {}, clear() {}, key: () => null, length: 0 };
    /** @type {StorageScope} */ (globalThis).localStorage = empty;
  }
  const restore = () => {
    if (!hadStorage) delete (/** @type {StorageScope} */ (globalThis).localStorage);
  };
  /** @type {unknown} what `run` returned: a promise or not, as the test below finds. */
  let result;
  try {
    result = run();
  } catch (error) {
    restore();
    throw error;
  }
  if (typeof (/** @type {{ then?: unknown } | null | undefined} */ (result)?.then) !== 'function') {
    restore();
    return /** @type {T} */ (result);
  }
  // A promise (T is its type): the storage stays until it settles.
  return /** @type {T} */ (/** @type {Promise<unknown>} */ (result).finally(restore));
}

/**
 * The global scope as a render in Node sees it: Node has no browser storage, the stand-in above is put there.
 * @typedef {{ localStorage?: object }} StorageScope
 */

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(
    /[&<>"]/g,
    // The pattern matches these four characters only.
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[/** @type {'&' | '<' | '>' | '"'} */ (char)],
  );

/**
 * The home's document: the empty page (`page`) with the home's markup in its root, started by the boot script at
 * `bootUrl` after the first paint. Marked as sent as HTML, like the pages rendered ahead of visits: the shell removes
 * the mark as it draws the live app in its place (its buttons do nothing until then; its links and search box work).
 * @param {{ page: string, bootUrl: string, markup: string }} home
 * @returns {string}
 */
export function homeDocument({ page, bootUrl, markup }) {
  assertFillable(page, 'the empty page');
  const started = startAfterFirstPaint(page, bootUrl);
  // A change of the HTML plugin's script tags must fail the build, not ship a home that starts its app before the
  // first paint without anyone noticing.
  if (started === page) throw new Error('the empty page has not exactly one deferred entry script to start');
  return started.replace(rootMarkup, () => `<div id="root" data-prerendered="/">${markup}</div>`);
}

/**
 * `page` with the site's title and description (the build writes the hardcore site's).
 * @param {string} page
 * @param {{ title: string, description: string }} head
 * @returns {string}
 */
export function withSiteHead(page, { title, description }) {
  return page
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      /** @type {(match: string, start: string, end: string) => string} */
      (_, start, end) => start + escapeHtml(description) + end,
    );
}

/**
 * Splits a render's markup into what belongs in the document's head (its resource hints, then its style elements,
 * in their order) and the rest. In the head, the styles are parsed once before the body, so the page is styled and
 * laid out once; interleaved with the markup, each one restyles what came before it. The app's style runtime
 * recognises them there, and they stay when the app takes over from the HTML.
 * @param {string} markup
 * @returns {{ head: string, body: string }}
 */
export function hoistHeadElements(markup) {
  /** @type {string[]} */
  const hints = [];
  /** @type {string[]} */
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

/**
 * The document of `url`'s first view: the built shell's empty page (`page`) with the render's markup in its root,
 * its styles and hints in the head, its title, and the app started by the boot script at `bootUrl` after the first
 * paint. Its links work before the app; its controls keep their taps for the app (the boot script's early taps).
 * @param {{ page: string, bootUrl: string, url: string, markup: string, title: string }} view
 * @returns {string}
 */
export function firstViewDocument({ page, bootUrl, url, markup, title }) {
  const { head, body } = hoistHeadElements(markup);
  const root = `<div id="root" data-prerendered="${escapeHtml(url)}">${body}</div>`;
  return startAfterFirstPaint(page, bootUrl)
    .replace('</head>', () => `${head}</head>`)
    .replace(rootMarkup, () => root)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
}
