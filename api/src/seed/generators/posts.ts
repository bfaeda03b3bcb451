import { postDefinitions } from '../content/posts';
import { wellKnownAccounts } from '../content/players';
import type { Prng } from '../../engine/prng';
import type { PostRow } from '../types';

export function generatePosts(prng: Prng): Required<PostRow>[] {
  return postDefinitions.map((post) => ({
    id: prng.uuid(),
    slug: post.slug,
    title: post.title,
    content: post.content,
    createdBy: wellKnownAccounts[post.author].discordId,
    date: new Date(post.date),
  }));
}
