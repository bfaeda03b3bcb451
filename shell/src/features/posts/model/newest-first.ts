import type { PostSummary } from '@zu/shared-contract';

/**
 * The API already answers newest first; sorting again keeps the page right whatever the server does. Dates share
 * one fixed-width format (YYYY-MM-DDTHH:mm:ss), so comparing the strings compares the dates.
 */
export function newestFirst<P extends Pick<PostSummary, 'date'>>(posts: readonly P[]): P[] {
  return [...posts].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
