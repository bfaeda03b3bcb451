// The app list (folder, container, port, label) and the API's port are declared once, in the contract; the build
// tooling reads the same file as the browser.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const apps = require('@zu/shared-contract/apps.json');

/**
 * @typedef {object} AppArea
 * @property {'shell' | 'catalogue' | 'profile' | 'leaderboards' | 'gamemodes' | 'market'} area
 * @property {string} dir
 * @property {string} container
 * @property {number} port
 * @property {string} label
 */

// apps.json is read as plain strings: its areas are the six named above.
export const areas = /** @type {AppArea[]} */ (apps.areas);
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export { apiPort, portOf } from './site-processes.cjs';

/**
 * @param {string} area an area, folder or container name
 * @returns {AppArea}
 */
export function findArea(area) {
  const entry = areas.find((a) => a.area === area || a.dir === area || a.container === area);
  if (!entry) throw new Error(`Unknown app "${area}". Known: ${areas.map((a) => a.area).join(', ')}`);
  return entry;
}

/**
 * @param {string} area
 * @returns {string}
 */
export function appDir(area) {
  return path.join(repoRoot, findArea(area).dir);
}
