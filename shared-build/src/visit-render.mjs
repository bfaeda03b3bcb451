// The first view of a page that is one player's (a profile and its tabs), rendered as HTML for each visit: such a
// page cannot be rendered ahead of visits (there are as many as players, and each changes with every action), and
// without HTML its largest paint waits for the whole app. The shell's static server asks this renderer when a page
// navigation has no file and no snapshot; the renderer is the bundle the deployment built (page-snapshots.mjs), with
// the deployment's current empty page and runtime configuration, so a remote redeployed alone is rendered with its
// new code from its next visit. Whatever goes wrong (no renderer yet, the API slow or down, an unknown player, too
// many visits at once), the answer is undefined and the server sends the empty page: the app draws it as before.
// Every visit asks the API afresh; only the drawing is skipped when the answers are those of the address's last one.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { firstViewBootAsset } from './first-view-boot.mjs';
import { currentPageRenderer, firstViewDocument, withBrowserStorage } from './first-view-document.mjs';

/** @typedef {import('./first-view-document.mjs').PageRenderer} PageRenderer */
/** @typedef {import('./first-view-document.mjs').RenderedPage} RenderedPage */
/**
 * An address's last document, with the render and the empty page it was made from.
 * @typedef {{ rendered: RenderedPage, page: string, document: string }} KeptDocument
 */

/**
 * @param {{ shellDist: string, timeoutMs?: number, maxWaiting?: number, keptDocuments?: number }} options
 *   `timeoutMs`: how long a visit waits for its render before it gets the empty page; `maxWaiting`: how many visits
 *   may wait for the one render under way before the next ones get the empty page at once; `keptDocuments`: how many
 *   addresses' last documents are kept for visits whose answers have not changed.
 * @returns {(url: string) => Promise<string | undefined>} the document of `url`'s first view, if it is rendered on
 *   visit and could be rendered in time.
 */
export function createVisitRenderer({ shellDist, timeoutMs = 1500, maxWaiting = 4, keptDocuments = 500 }) {
  /** @type {{ file: string | undefined, module: PageRenderer | undefined }} The renderer last loaded, and its file. */
  let loaded = { file: undefined, module: undefined };
  let queue = Promise.resolve();
  let waiting = 0;
  // The last document of each address with the answers it was drawn from: a visit whose answers are the same (the
  // player has not acted since) gets it without the page being drawn again. Emptied with a new renderer.
  /** @type {Map<string, KeptDocument>} */
  const kept = new Map();

  const rendererNow = () => {
    const file = currentPageRenderer(shellDist);
    if (!file) return undefined;
    if (loaded.file !== file) {
      loaded = { file, module: createRequire(file)(file) };
      kept.clear();
    }
    return loaded.module;
  };

  /**
   * @param {string} url
   * @param {KeptDocument} entry
   */
  const keep = (url, entry) => {
    kept.delete(url);
    kept.set(url, entry);
    // Over its size, the map has a first (the oldest) address.
    if (kept.size > keptDocuments) kept.delete(/** @type {string} */ (kept.keys().next().value));
  };

  // One render at a time: a render sets process-wide state (the runtime configuration, the stand-in storage).
  /**
   * @param {PageRenderer} renderer
   * @param {string} url
   * @returns {Promise<string>} the document.
   */
  const renderInTurn = (renderer, url) => {
    const turn = queue.then(async () => {
      const page = fs.readFileSync(path.join(shellDist, 'app.html'), 'utf8');
      const runtimeConfig = JSON.parse(fs.readFileSync(path.join(shellDist, 'runtime-config.json'), 'utf8'));
      const earlier = kept.get(url);
      /** @param {string} answers */
      const reuse = (answers) => (earlier?.rendered.answers === answers ? earlier.rendered : undefined);
      const rendered = await withBrowserStorage(() => renderer.render(url, runtimeConfig, reuse));
      if (earlier?.rendered === rendered && earlier.page === page) return earlier.document;
      const { markup, title } = rendered;
      const document = firstViewDocument({ page, bootUrl: `/${firstViewBootAsset.name}`, url, markup, title });
      keep(url, { rendered, page, document });
      return document;
    });
    queue = turn.then(
      () => undefined,
      () => undefined,
    );
    return turn;
  };

  return async function renderOnVisit(url) {
    let renderer;
    try {
      renderer = rendererNow();
    } catch (error) {
      console.warn(`the page renderer could not be loaded: ${/** @type {Error} */ (error).message}`);
      return undefined;
    }
    if (!renderer?.isRenderedOnVisit(new URL(url, 'http://site.invalid').pathname)) return undefined;
    if (waiting >= maxWaiting) return undefined;
    waiting += 1;
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    try {
      const late = new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs, undefined)));
      return await Promise.race([renderInTurn(renderer, url), late]);
    } catch {
      // An unknown player, the API down: the app shows what it has to say.
      return undefined;
    } finally {
      clearTimeout(timer);
      waiting -= 1;
    }
  };
}
