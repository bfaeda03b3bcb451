// The boot script of a page whose first view comes as HTML, one small file served under a name made of its content:
// - it starts the app after that HTML is painted (browser/start-after-paint.js): the page preloads its entry script,
//   the boot script starts it after the first frame;
// - it keeps the taps on the HTML's controls until the app can play them (browser/early-taps.js).
// Used by the build's prerendered home page and by the pages rendered ahead of visits.
import crypto from 'node:crypto';
import fs from 'node:fs';

const source = ['./browser/start-after-paint.js', './browser/early-taps.js']
  .map((part) => fs.readFileSync(new URL(part, import.meta.url), 'utf8'))
  .join('\n');

/** The boot script as a file of the built shell: its path in the build, and its content. */
export const firstViewBootAsset = {
  name: `prerendered/first-view-boot.${crypto.createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`,
  source,
};

/**
 * `html` with its entry script preloaded and started by the boot script at `bootUrl` after the first frame. A page
 * with other than one deferred entry script is returned as it is (their order would be lost).
 * @param {string} html
 * @param {string} bootUrl
 * @returns {string}
 */
export function startAfterFirstPaint(html, bootUrl) {
  const entries = [...html.matchAll(/<script defer(?:="defer")? src="([^"]+)"><\/script>/g)];
  // Once `entries` holds one match, the page has a script element to count and an entry script to start.
  if (entries.length !== 1 || /** @type {RegExpMatchArray} */ (html.match(/<script\b/g)).length !== 1) return html;
  const [tag, entry] = /** @type {RegExpExecArray} */ (entries[0]);
  return html.replace(
    tag,
    () =>
      `<link rel="preload" as="script" href="${entry}"><script defer src="${bootUrl}" data-entry="${entry}"></script>`,
  );
}
