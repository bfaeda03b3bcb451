// The document of a page's first view sent as HTML (rendered when the site is built, when it is deployed, or for a
// visit), and where the deployment keeps the renderer that makes it. Nothing here builds: a static server loads it.
import fs from 'node:fs';
import path from 'node:path';
import { startAfterFirstPaint } from './first-view-boot.mjs';

/** The empty root of the built page, which a render fills. */
export const rootMarkup = '<div id="root"></div>';

/** Throws unless `html` has the empty root a render fills. */
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

/** The current page renderer of the shell built in `shellDist`, if one was built: its bundle's path. */
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
 */
export function withBrowserStorage(run) {
  const hadStorage = 'localStorage' in globalThis;
  if (!hadStorage) {
    const empty = { getItem: () => null, setItem() {}, removeItem() {}, clear() {}, key: () => null, length: 0 };
    globalThis.localStorage = empty;
  }
  const restore = () => {
    if (!hadStorage) delete globalThis.localStorage;
  };
  let result;
  try {
    result = run();
  } catch (error) {
    restore();
    throw error;
  }
  if (typeof result?.then !== 'function') {
    restore();
    return result;
  }
  return result.finally(restore);
}

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]);

/**
 * The home's document: the empty page (`page`) with the home's markup in its root, started by the boot script at
 * `bootUrl` after the first paint. Marked as sent as HTML, like the pages rendered ahead of visits: the shell removes
 * the mark as it draws the live app in its place (its buttons do nothing until then; its links and search box work).
 */
export function homeDocument({ page, bootUrl, markup }) {
  assertFillable(page, 'the empty page');
  const started = startAfterFirstPaint(page, bootUrl);
  // A change of the HTML plugin's script tags must fail the build, not ship a home that starts its app before the
  // first paint without anyone noticing.
  if (started === page) throw new Error('the empty page has not exactly one deferred entry script to start');
  return started.replace(rootMarkup, () => `<div id="root" data-prerendered="/">${markup}</div>`);
}

/** `page` with the site's title and description (the build writes the hardcore site's). */
export function withSiteHead(page, { title, description }) {
  return page
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_, start, end) => start + escapeHtml(description) + end,
    );
}

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

/**
 * The document of `url`'s first view: the built shell's empty page (`page`) with the render's markup in its root,
 * its styles and hints in the head, its title, and the app started by the boot script at `bootUrl` after the first
 * paint. Its links work before the app; its controls keep their taps for the app (the boot script's early taps).
 */
export function firstViewDocument({ page, bootUrl, url, markup, title }) {
  const { head, body } = hoistHeadElements(markup);
  const root = `<div id="root" data-prerendered="${escapeHtml(url)}">${body}</div>`;
  return startAfterFirstPaint(page, bootUrl)
    .replace('</head>', () => `${head}</head>`)
    .replace(rootMarkup, () => root)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
}
