// A JSON file a server reads again whenever it changes (a redeploy rewrites it while the server runs), checked by
// its modification time and size on each use, so that a running server never serves a stale copy.
import fs from 'node:fs';

/**
 * @template T
 * @param {string} file the JSON file.
 * @param {(json: any) => T} fromJson what the server keeps of the file's contents (JSON: any shape).
 * @param {T} fallback what it keeps while the file is missing, half-written or broken.
 * @returns {() => T} what the file says now.
 */
export function watchedJsonFile(file, fromJson, fallback) {
  /** @type {string | undefined} The stamp of the file as last read. */
  let seen;
  let value = fallback;
  return () => {
    let stamp;
    try {
      const stats = fs.statSync(file);
      stamp = `${stats.mtimeMs}:${stats.size}`;
    } catch {
      stamp = 'missing';
    }
    if (stamp !== seen) {
      seen = stamp;
      value = fallback;
      try {
        if (stamp !== 'missing') value = fromJson(JSON.parse(fs.readFileSync(file, 'utf8')));
      } catch {
        // Kept at the fallback until the file is whole again.
      }
    }
    return value;
  };
}
