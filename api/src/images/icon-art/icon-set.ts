// Reads icon outlines from the game-icons set (CC BY 3.0, game-icons.net), shipped as SVG data in an npm package.
// The set's file holds 4,000 icons (6 MB); only the few hundred the art uses are kept, read on the first drawing so
// that a server or test that never draws a card never pays for it.
import { createRequire } from 'node:module';
import { getIconData } from '@iconify/utils';

/** The set's grid: every icon is drawn in a 512 × 512 box. */
export const ICON_BOX = 512;

const require = createRequire(import.meta.url);

type IconifyJSON = Parameters<typeof getIconData>[0];

function pathOf(set: IconifyJSON, name: string): string {
  const data = getIconData(set, name);
  if (!data) throw new Error(`unknown game-icons icon: ${name}`);
  if (data.hFlip || data.vFlip || data.rotate) throw new Error(`game-icons icon ${name} is transformed`);
  const outlines = [...data.body.matchAll(/<path\b[^>]*\bd="([^"]+)"/g)].map((match) => match[1]);
  // Anything but plain paths (a group, a circle) would be lost by keeping outlines alone.
  if (outlines.length === 0 || data.body.replace(/<path\b[^>]*\/>/g, '').trim() !== '') {
    throw new Error(`game-icons icon ${name} is not made of plain paths`);
  }
  return outlines.join('');
}

/** The outlines (one path's `d`) of the named icons, in the set's 512 box; throws on a name the set lacks. */
export function loadIconPaths(names: Iterable<string>): ReadonlyMap<string, string> {
  const set = require('@iconify-json/game-icons/icons.json') as IconifyJSON;
  const paths = new Map<string, string>();
  for (const name of names) {
    if (!paths.has(name)) paths.set(name, pathOf(set, name));
  }
  return paths;
}
