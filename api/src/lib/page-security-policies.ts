// Content-Security-Policies of the few HTML pages the API serves (its JSON and images need none). Each allows only
// what its page loads; none allows an inline script or eval.

const policyOf = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/** A URL's origin; a malformed entry of the configuration names no source rather than crashing the start. */
const originOf = (url: string): string[] => {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/**
 * The API's documentation (swagger-ui): its scripts and styles are files of its own; it fetches the OpenAPI document
 * and, for "Try it out", the API at its public URL (which a proxy may put on another origin than the one serving
 * the page). Inline styles: the UI sets some at runtime.
 */
export function docsContentSecurityPolicy(publicUrl: string): string {
  return policyOf({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [...new Set(["'self'", ...originOf(publicUrl)])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * The development provider's login page: no script at all, its own inline stylesheet. Its forms post to the
 * provider, which then redirects to the site: browsers check form targets after redirects too, so the site's
 * origins are form targets.
 */
export function signInPageContentSecurityPolicy(siteOrigins: string[]): string {
  return policyOf({
    'default-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'form-action': [...new Set(["'self'", ...siteOrigins.flatMap(originOf)])],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * The pages the development provider renders itself (logout, logout done, errors): the login page's policy, plus
 * the inline scripts they may run, named by their hashes (the logout page submits its form at once; the provider
 * adds the hashes of the forms it writes itself).
 */
export function providerPagesContentSecurityPolicy(siteOrigins: string[], scriptSources: string[]): string {
  return policyOf({
    'default-src': ["'none'"],
    'script-src': scriptSources,
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'form-action': [...new Set(["'self'", ...siteOrigins.flatMap(originOf)])],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  });
}
