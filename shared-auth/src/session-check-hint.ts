// Tokens are kept per origin, and a site runs the session check only when it holds some (no bounce through the
// provider for visitors). A signed-in player who follows a link to the other site (the mode switch) would arrive
// there as a visitor: the link carries this one-time hint instead, and the site it opens runs the session check
// once, at the provider, where the player's session is. The hint leaves the address before anything reads it.

/** The query parameter of the hint. */
export const sessionCheckHintParam = 'sso';

/** `href` with the hint: the page it opens checks the player's session once. */
export function withSessionCheckHint(href: string): string {
  const url = new URL(href);
  url.searchParams.set(sessionCheckHintParam, '1');
  return url.toString();
}

/**
 * Whether the current address carries the hint. It is taken out of the address at once (the router, the provider's
 * return address and a reload never see it), so it works once.
 */
export function takeSessionCheckHint(
  location: Pick<Location, 'href'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): boolean {
  const url = new URL(location.href);
  if (!url.searchParams.has(sessionCheckHintParam)) return false;
  url.searchParams.delete(sessionCheckHintParam);
  history.replaceState(history.state, '', url.toString());
  return true;
}
