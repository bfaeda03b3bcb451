import type { PostSummary } from '@zu/shared-contract';
import { imageUrl } from '../../images/image-urls';
import { toParisDateTime } from '../../lib/dates';
import type { PostRow } from './posts-queries';

/** A post as the news list shows it (the detail adds its content and mentions). */
export function toPostSummary(post: PostRow, publicUrl: string): PostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    createdBy: post.createdBy,
    date: toParisDateTime(post.date),
    imageUrl: imageUrl(publicUrl, 'post', post.id),
  };
}
