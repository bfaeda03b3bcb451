import type { Page, Request } from '@playwright/test';

// The requests a page has under way, counted from the events Playwright reports. Playwright's own `networkidle`
// waits for half a second without a request, on every page; a test that knows what is under way waits only as long
// as there is something to wait for.

const underWay = new WeakMap<Page, Set<Request>>();

/** The live channel's stream stays open for good: it is no request the page waits for. */
const isLiveStream = (request: Request) => new URL(request.url()).pathname.endsWith('/public/live');

/** Counts the page's requests from now on; call it before the page's first navigation. */
export function trackRequests(page: Page): void {
  if (underWay.has(page)) return;
  const open = new Set<Request>();
  underWay.set(page, open);
  page.on('request', (request) => {
    if (!isLiveStream(request)) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * Resolves once the page has had no request under way for `quietMs` (a response that leads to another request is
 * followed by it within a render, well inside that time).
 */
export async function requestsDone(page: Page, quietMs = 150): Promise<void> {
  const open = underWay.get(page);
  if (!open) throw new Error('requestsDone: the page was not tracked; call trackRequests(page) before its navigation');
  let quietSince = open.size === 0 ? Date.now() : undefined;
  for (;;) {
    if (open.size > 0) quietSince = undefined;
    else quietSince ??= Date.now();
    if (quietSince !== undefined && Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
