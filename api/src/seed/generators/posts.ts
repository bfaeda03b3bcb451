import { postDefinitions, seasonPosts } from '../content/posts';
import { wellKnownAccounts } from '../content/players';
import type { Prng } from '../../engine/prng';
import type { WorldDate } from '../../engine/world-rules';
import type { PostRow } from '../types';
import { hardcoreSeasonDatesUntil } from '../world/world-timeline';

/** The fixed posts, then the posts on the hardcore seasons of the world played until `today`. */
export function generatePosts(prng: Prng, today: WorldDate): Required<PostRow>[] {
  const seasons = hardcoreSeasonDatesUntil(today);
  const current = seasons[seasons.length - 1];
  const seasonal = current ? seasonPosts(seasons[seasons.length - 2], current) : [];
  return [...postDefinitions, ...seasonal].map((post) => ({
    id: prng.uuid(),
    slug: post.slug,
    title: post.title,
    content: post.content,
    createdBy: wellKnownAccounts[post.author].discordId,
    date: new Date(post.date),
  }));
}
