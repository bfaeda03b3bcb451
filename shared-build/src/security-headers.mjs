// The security headers every app server sends, derived from the deployment's runtime configuration (the shell's
// runtime-config.json): the origins a page may load code from and talk to are exactly the ones the site is
// configured to use, so a redeployed remote on a new origin is allowed as soon as the configuration names it.
import { createRequire } from 'node:module';
import { watchedJsonFile } from './watched-json-file.mjs';

const require = createRequire(import.meta.url);
const apps = require('@zu/shared-contract/apps.json');

/** What the browser falls back to without a runtime-config.json (every app on its declared localhost port). */
export const defaultRuntimeConfig = {
  apiUrl: `http://localhost:${apps.api.port}`,
  remotes: Object.fromEntries(
    apps.areas.filter((a) => a.area !== 'shell').map((a) => [a.area, `http://localhost:${a.port}/mf-manifest.json`]),
  ),
};

function originOf(url) {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * The Content-Security-Policy of every page of the site. No inline script and no eval: production bundles need
 * neither (Module Federation loads remote entries with script elements). Inline styles stay allowed, for Chakra's
 * runtime styles. `identityProviderUrl` is optional: by default the provider lives on the API's origin, as the
 * development provider does.
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
