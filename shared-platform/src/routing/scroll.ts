import { matchPath } from 'react-router';
import { routeTable, isUserRoute } from './route-table';

export interface ScrollLocation {
  pathname: string;
  hash: string;
}

export type ScrollDecision = { kind: 'anchor'; id: string } | { kind: 'top' } | { kind: 'keep' };

/**
 * keycloak-js comes back from the provider with `#state=…&code=…` (or `#error=…`): that hash is not an anchor.
 */
export function isOAuthCallbackHash(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.has('state') && (params.has('code') || params.has('error'));
}

export function routeNameAt(pathname: string): string | undefined {
  // Most specific first: react-router ranks the same way, and '*' only matches what nothing else does.
  const candidates = routeTable.filter((route) => route.path !== '*' && matchPath(route.path, pathname));
  candidates.sort((a, b) => staticSegments(b.path) - staticSegments(a.path));
  return candidates[0]?.name;
}

const staticSegments = (path: string) => path.split('/').filter((s) => s && !s.startsWith(':')).length;

const secondSegment = (pathname: string) => pathname.split('/')[2] ?? '';

/**
 * A hash scrolls to its anchor; otherwise navigation scrolls to the top, except between two User
 * routes that share the same second path segment (switching tabs of one player's profile).
 */
export function decideScroll(previous: ScrollLocation | undefined, next: ScrollLocation): ScrollDecision {
  if (next.hash && next.hash !== '#' && !isOAuthCallbackHash(next.hash)) {
    return { kind: 'anchor', id: decodeURIComponent(next.hash.slice(1)) };
  }
  if (previous) {
    const from = routeNameAt(previous.pathname);
    const to = routeNameAt(next.pathname);
    if (
      from &&
      to &&
      isUserRoute(from) &&
      isUserRoute(to) &&
      secondSegment(previous.pathname) === secondSegment(next.pathname)
    ) {
      return { kind: 'keep' };
    }
  }
  return { kind: 'top' };
}
