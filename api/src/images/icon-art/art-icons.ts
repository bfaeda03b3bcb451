// The outlines of every icon the generated art may draw, read from the icon set once, on the first drawing.
import { cardArtIconNames } from './card-subject';
import { loadIconPaths } from './icon-set';
import { sceneIconNames } from './scene-choice';

export { ICON_BOX } from './icon-set';

let loaded: ReadonlyMap<string, string> | undefined;

/** Icon name to its outline (a path's `d` in the set's 512 box), for every icon the art names. */
export function iconPaths(): ReadonlyMap<string, string> {
  loaded ??= loadIconPaths([...cardArtIconNames(), ...sceneIconNames()]);
  return loaded;
}

/** One icon's outline; a name no map of the art holds is a programming error. */
export function iconPath(name: string): string {
  const path = iconPaths().get(name);
  if (path === undefined) throw new Error(`icon not named by the art's maps: ${name}`);
  return path;
}
