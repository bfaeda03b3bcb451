// A small production static server for one built app: what a CDN or static host would do for it. Files are served
// by sirv; this module adds what an app host needs around it:
// - the security headers of the site (security-headers.mjs), on every answer;
// - CORS on everything (the shell fetches remotes' manifests and chunks from other origins);
// - content-hashed files are cached for a year; the entry files that name them (mf-manifest.json, remoteEntry.js,
//   runtime-config.json) are never stored, so a redeployed app is picked up on reload; other files are revalidated;
// - the brotli or gzip twin made at build time (precompress-plugin.mjs) when the browser accepts it;
// - a page navigation to a path that is no file gets index.html (history-mode routing: player names contain dots,
//   so `/joueur/nom.prenom` must not be taken for a missing file), or the page's first view rendered ahead of visits
//   (`prerendered/<path>.html`, see page-snapshots.mjs) when the address is exactly that page's, without a query,
//   or, for a page rendered on each visit (a player's), the document the `renderOnVisit` option makes (visit-render.mjs);
// - a page navigation to an address no route pattern of the build matches (`route-patterns.json`, see page-paths.mjs)
//   gets the empty page all the same (app.html, else index.html), which draws the French 404 page, but with the 404
//   status, so that crawlers and link checkers learn the page does not exist; a build without patterns (a remote's)
//   answers every navigation with its page;
// - a path that tries to leave the folder, however it is encoded, is a 404 (never the app's page).
// sirv looks files up on each request (its `dev` mode): a redeploy adds releases and rewrites runtime-config.json
// while the server runs.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import sirv from 'sirv';
import { watchedPagePaths } from './page-paths.mjs';
import { securityHeaders, watchedRuntimeConfig } from './security-headers.mjs';

/** Where a build keeps its pages rendered ahead of visits (page-snapshots.mjs writes them). */
export const snapshotFolder = 'prerendered';

/** @type {Record<string, string>} The Content-Type of each extension served. */
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const hashed = /\.[0-9a-f]{8}\.(?:js|mjs|css|png|jpe?g|webp|svg|woff2?)$/;
const neverStored = new Set(['mf-manifest.json', 'remoteEntry.js', 'runtime-config.json']);
const maxDecodingRounds = 4;

/**
 * @param {string} pathname
 * @returns {string}
 */
export function cacheControlOf(pathname) {
  if (hashed.test(pathname)) return 'public, max-age=31536000, immutable';
  if (neverStored.has(path.posix.basename(pathname))) return 'no-store';
  return 'no-cache';
}

/**
 * The path once every layer of percent-encoding is removed (`%252e` is `%2e` is `.`), or undefined when it cannot be
 * decoded: a path is judged on what any later decoding could make of it.
 * @param {string} rawPath
 * @returns {string | undefined}
 */
function fullyDecoded(rawPath) {
  let current = rawPath;
  for (let round = 0; round < maxDecodingRounds; round += 1) {
    let decoded;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (decoded === current) return current;
    current = decoded;
  }
  return undefined;
}

/**
 * `..` (and any dot file or folder), a backslash or a NUL byte: no file of a build is reached that way.
 * @param {string} decodedPath
 * @returns {boolean}
 */
function isOutOfBounds(decodedPath) {
  return /[\\\0]/.test(decodedPath) || decodedPath.split('/').some((segment) => segment.startsWith('.'));
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A document made for one visit, compressed as the browser accepts (a quick level: it is made for this answer).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string | Buffer} html
 * @param {number} [status]
 * @returns {Promise<void>}
 */
async function sendDocument(req, res, html, status = 200) {
  const accepted = req.headers['accept-encoding'] ?? '';
  let body = Buffer.from(html);
  if (/\bbr\b/.test(accepted)) {
    body = await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    res.setHeader('Content-Encoding', 'br');
  } else if (/\bgzip\b/.test(accepted)) {
    body = await gzip(body);
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.writeHead(status, {
    'Content-Type': types['.html'],
    'Content-Length': body.length,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * @param {{ root: string, runtimeConfigFile?: string, renderOnVisit?: (url: string) => Promise<string | undefined> }}
 *   options `runtimeConfigFile`: the deployment's runtime-config.json, source of the Content-Security-Policy's
 *   origins (the browser's defaults without it); `renderOnVisit`: the first view of a page rendered for each visit,
 *   or undefined when that page is not one (or could not be rendered): the empty page is sent then.
 */
export function createStaticServer({ root, runtimeConfigFile, renderOnVisit }) {
  const absoluteRoot = path.resolve(root);
  const headersNow = runtimeConfigFile ? watchedRuntimeConfig(runtimeConfigFile) : () => securityHeaders();
  const isPagePath = watchedPagePaths(absoluteRoot);
  const serveFile = sirv(absoluteRoot, {
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    // A path without an extension was answered with an .html file (`/` with index.html).
    setHeaders: (res, pathname) => {
      const type = types[path.extname(pathname) || '.html'];
      if (type) res.setHeader('Content-Type', type);
    },
  });

  /** @param {import('node:http').ServerResponse} res */
  const notFound = (res) => {
    res.writeHead(404, { 'Content-Type': types['.txt'], 'Cache-Control': 'no-cache' });
    res.end('Not found');
  };
  // The empty page the other routes start from, read for each answer (a redeploy rewrites it).
  const readEmptyPage = async () => {
    for (const page of ['app.html', 'index.html']) {
      try {
        return await fs.promises.readFile(path.join(absoluteRoot, page));
      } catch {
        // not in this build: the next one
      }
    }
    return undefined;
  };
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @returns {Promise<void>} settled once answered (or the connection dropped: what destroy() returns is of no use).
   */
  const notFoundPage = (req, res) =>
    readEmptyPage()
      .then((page) => (page === undefined ? notFound(res) : sendDocument(req, res, page, 404)))
      .catch(/** @type {() => void} */ (() => res.destroy()));

  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(headersNow())) res.setHeader(name, value);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    // A split always gives a first piece (the whole string when nothing matches).
    const rawPath = /** @type {string} */ ((req.url ?? '/').split(/[?#]/, 1)[0]);
    const hasQuery = (req.url ?? '').includes('?');
    if (!rawPath.startsWith('/')) {
      res.writeHead(400);
      return res.end('Bad request');
    }
    const decodedPath = fullyDecoded(rawPath);
    if (decodedPath === undefined || isOutOfBounds(decodedPath)) return notFound(res);

    res.setHeader('Cache-Control', cacheControlOf(decodedPath));
    serveFile(req, res, () => {
      const isNavigation = /\btext\/html\b/.test(req.headers.accept ?? '') || !path.extname(decodedPath);
      if (!isNavigation) return notFound(res);
      if (isPagePath(rawPath) === false) return notFoundPage(req, res);
      // A build whose index.html holds the prerendered home page ships the empty page as app.html: every other
      // route starts from it (the home's content must not flash on them).
      /**
       * @param {string} page
       * @param {() => void} next
       */
      const servePage = (page, next) => {
        req.url = page;
        res.setHeader('Cache-Control', cacheControlOf(req.url));
        serveFile(req, res, next);
      };
      const fallback = () => servePage('/app.html', () => servePage('/index.html', () => notFound(res)));
      // A snapshot shows the page as it opens without filters: an address with a query is another view of it.
      if (hasQuery || decodedPath === '/' || decodedPath.endsWith('/')) return fallback();
      const renderedOrFallback = () => {
        if (!renderOnVisit) return fallback();
        renderOnVisit(rawPath)
          .catch(() => undefined)
          .then((html) => (html === undefined ? fallback() : sendDocument(req, res, html)))
          .catch(() => res.destroy());
      };
      servePage(`/${snapshotFolder}${rawPath}.html`, renderedOrFallback);
    });
  });
}
