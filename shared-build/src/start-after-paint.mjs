// A page whose first view comes as HTML starts its app after that HTML is painted (see browser/start-after-paint.js):
// its entry script is preloaded, and a small boot script, served under a name made of its content, starts it after
// the first frame. Used by the build's prerendered home page and by the pages rendered ahead of visits.
import crypto from 'node:crypto';
import fs from 'node:fs';

const source = fs.readFileSync(new URL('./browser/start-after-paint.js', import.meta.url), 'utf8');

/** The boot script as a file of the built shell: its path in the build, and its content. */
export const startAfterPaintAsset = {
  name: `prerendered/start-after-paint.${crypto.createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`,
  source,
};

/**
 * `html` with its entry script preloaded and started by the boot script at `bootUrl` after the first frame. A page
 * with other than one deferred entry script is returned as it is (their order would be lost).
 */
export function startAfterFirstPaint(html, bootUrl) {
  const entries = [...html.matchAll(/<script defer(?:="defer")? src="([^"]+)"><\/script>/g)];
  if (entries.length !== 1 || html.match(/<script\b/g).length !== 1) return html;
  const [tag, entry] = entries[0];
  return html.replace(
    tag,
    () =>
      `<link rel="preload" as="script" href="${entry}"><script defer src="${bootUrl}" data-entry="${entry}"></script>`,
  );
}
