// Which icons a banner or a news illustration shows: a seeded banner its own scene, a corporation's banner an emblem
// chosen by its id between two laurels, a post the scene of the first topic its title names.
import { hash32 } from '../svg-utils';
import { normaliseWords } from './card-subject';
import { BANNER_ICONS, CORPORATION_EMBLEMS, DEFAULT_POST_ICONS, POST_TOPICS } from './scene-icons';

export type Scene = readonly [centre: string, left: string, right: string];

const CORPORATION_FLANKS = ['laurels', 'laurels'] as const;

export function bannerScene(banner: { id: string; name: string }): Scene {
  const own = BANNER_ICONS[banner.name];
  if (own) return own;
  const emblem = CORPORATION_EMBLEMS[hash32(`emblem:${banner.id}`) % CORPORATION_EMBLEMS.length] ?? 'shield';
  return [emblem, ...CORPORATION_FLANKS];
}

const topics = POST_TOPICS.map((topic) => ({
  words: topic.words.map(normaliseWords),
  icons: topic.icons,
}));

export function postScene(post: { title: string }): Scene {
  const words = ` ${normaliseWords(post.title)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
  const topic = topics.find((t) => t.words.some((word) => words.includes(` ${word} `)));
  return topic?.icons ?? DEFAULT_POST_ICONS;
}

export function sceneIconNames(): Set<string> {
  return new Set([
    ...Object.values(BANNER_ICONS).flat(),
    ...CORPORATION_EMBLEMS,
    ...CORPORATION_FLANKS,
    ...POST_TOPICS.flatMap((topic) => topic.icons),
    ...DEFAULT_POST_ICONS,
    'shield',
  ]);
}
