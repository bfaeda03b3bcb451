// Which addresses are pages of a built app, for its server to answer the others with the 404 status: the router's own
// patterns, which the shell's build writes into its folder (route-patterns-plugin.mjs), matched by react-router's
// own matching (case, trailing slash, optional segments and percent-decoding as the router in the browser judges
// them). A build without the file (a remote's) leaves every address a page, as before.
import { createRequire } from 'node:module';
import path from 'node:path';
import { watchedJsonFile } from './watched-json-file.mjs';

/** Where a build keeps the path patterns of its pages. */
export const routePatternsFile = 'route-patterns.json';

const require = createRequire(import.meta.url);

/**
 * @param {string} root the built app's folder.
 * @returns {(pathname: string) => boolean | undefined} whether a route pattern of the build matches `pathname` (as the
 *   browser sends it, percent-encoded), or undefined when the build names none. The file is read again when it
 *   changes: a redeployed shell may bring new routes while the server runs.
 */
export function watchedPagePaths(root) {
  const routes = watchedJsonFile(
    path.join(root, routePatternsFile),
    /** @param {string[]} patterns */
    (patterns) => patterns.map((pattern) => ({ path: pattern })),
    undefined,
  );
  return (pathname) => {
    const known = routes();
    if (!known) return undefined;
    // Loaded on first use: the servers of builds without patterns never load the router.
    const { matchRoutes } = require('react-router');
    return matchRoutes(known, pathname) !== null;
  };
}
