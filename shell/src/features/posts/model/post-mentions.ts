import type { MentionMap } from './render-post-html';

/** The user names of a post's mentions, as the API sends them (chat id → user name); anything malformed is left out. */
export function postMentions(post: object): MentionMap {
  const mentions: unknown = (post as { mentions?: unknown }).mentions;
  if (typeof mentions !== 'object' || mentions === null) return {};
  return Object.fromEntries(
    Object.entries(mentions).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
