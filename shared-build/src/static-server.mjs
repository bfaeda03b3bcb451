// A small production static server for one built app: what a CDN or static host would do for it.
// - CORS on everything (the shell fetches remotes' manifests and chunks from other origins);
// - entry files (HTML, manifests, remoteEntry.js, runtime-config.json) are revalidated on every load, so a
//   redeployed app is picked up on reload; content-hashed chunks are cached for a year;
// - gzip when the browser asks; a page navigation to a path that is no file gets index.html (history-mode routing:
//   player names contain dots, so `/joueur/nom.prenom` must not be taken for a missing file).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);
const hashed = /\.[0-9a-f]{8}\.(js|css)$/;

export function createStaticServer({ root }) {
  const absoluteRoot = path.resolve(root);
  return http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400);
      return res.end('Bad request');
    }
    let file = path.join(absoluteRoot, pathname);
    if (!file.startsWith(absoluteRoot)) {
      res.writeHead(403);
      return res.end();
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      const isNavigation = /\btext\/html\b/.test(req.headers.accept ?? '') || !path.extname(pathname);
      if (!isNavigation) {
        res.writeHead(404, { 'Content-Type': types['.txt'] });
        return res.end('Not found');
      }
      file = path.join(absoluteRoot, 'index.html');
    }
    const ext = path.extname(file);
    const headers = {
      'Content-Type': types[ext] ?? 'application/octet-stream',
      'Cache-Control': hashed.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    let body = fs.readFileSync(file);
    if (compressible.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = zlib.gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}
