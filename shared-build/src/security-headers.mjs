// The security headers every app server sends, derived from the deployment's runtime configuration (the shell's
// runtime-config.json): the origins a page may load code from and talk to are exactly the ones the site is
// configured to use, so a redeployed remote on a new origin is allowed as soon as the configuration names it.
import { createRequire } from 'node:module';
import { watchedJsonFile } from './watched-json-file.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('@zu/shared-contract/apps.json')} */
const apps = require('@zu/shared-contract/apps.json');

/**
 * What the policy takes from a deployment's runtime configuration (runtime-config.json): the origins of the API, of
 * the identity provider and of each remote. What it leaves out is taken from the defaults.
 * @typedef {{ apiUrl?: string, identityProviderUrl?: string, remotes?: Record<string, string> }} RuntimeConfigOrigins
 */

/** What the browser falls back to without a runtime-config.json (every app on its declared localhost port). */
export const defaultRuntimeConfig = {
  apiUrl: `http://localhost:${apps.api.port}`,
  remotes: Object.fromEntries(
    apps.areas.filter((a) => a.area !== 'shell').map((a) => [a.area, `http://localhost:${a.port}/mf-manifest.json`]),
  ),
};

/**
 * @param {string | undefined} url
 * @returns {string | undefined} its origin, or none for a URL without one, an invalid URL or no URL.
 */
function originOf(url) {
  try {
    // No URL is as invalid as a malformed one: `new URL` throws on it.
    const { origin } = new URL(/** @type {string} */ (url));
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The values given, once each, in order, without the undefined ones (nor the empty strings: Boolean leaves both out,
 * which TypeScript cannot tell from the filter, hence the cast).
 * @param {(string | undefined)[]} values
 * @returns {string[]}
 */
const unique = (values) => [...new Set(/** @type {string[]} */ (values.filter(Boolean)))];

/**
 * The Content-Security-Policy of every page of the site. No inline script and no eval: production bundles need
 * neither (Module Federation loads remote entries with script elements). Inline styles stay allowed, for Chakra's
 * runtime styles. `identityProviderUrl` is optional: by default the provider lives on the API's origin, as the
 * development provider does.
 * @param {RuntimeConfigOrigins} [runtimeConfig]
 * @returns {string}
 */
export function contentSecurityPolicy(runtimeConfig = defaultRuntimeConfig) {
  const api = originOf(runtimeConfig.apiUrl ?? defaultRuntimeConfig.apiUrl);
  const identityProvider = originOf(runtimeConfig.identityProviderUrl ?? runtimeConfig.apiUrl) ?? api;
  const remotes = unique(Object.values(runtimeConfig.remotes ?? defaultRuntimeConfig.remotes).map(originOf));
  const directives = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...remotes]),
    // Remote manifests are fetched, so remote origins are connect sources as well as script sources.
    'connect-src': unique(["'self'", api, identityProvider, ...remotes]),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", api, 'data:']),
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** @param {RuntimeConfigOrigins} [runtimeConfig] the browser's defaults without it. */
export function securityHeaders(runtimeConfig) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(runtimeConfig),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/**
 * Reads a runtime-config.json again whenever it changes (a redeploy rewrites the shell's), falling back to the
 * browser's defaults while it is missing or unreadable.
 * @param {string} file
 */
export function watchedRuntimeConfig(file) {
  return watchedJsonFile(
    file,
    (read) =>
      securityHeaders({
        ...defaultRuntimeConfig,
        ...read,
        remotes: { ...defaultRuntimeConfig.remotes, ...read.remotes },
      }),
    securityHeaders(defaultRuntimeConfig),
  );
}
