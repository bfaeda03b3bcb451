import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { RouteOptions } from 'fastify';
import type { RateLimits } from '../config';
import { ApiError } from '../lib/api-error';
import { realmPath } from '../lib/sign-in-realm';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const minute = 60_000;

/** Which limit a route falls under, if any: by its path and method, so that a new write route is never missed. */
export function rateLimitKindOf(
  route: Pick<RouteOptions, 'url' | 'method'>,
): keyof Omit<RateLimits, 'enabled' | 'ticketLink'> | undefined {
  const { url } = route;
  const methods = [route.method].flat();
  if (url.startsWith(`${realmPath}/interaction/`)) return 'login';
  if (url === realmPath || url.startsWith(`${realmPath}/`)) return 'token';
  if (url === '/public/zunivers/autocomplete/:text' || url === '/public/user/autocomplete/:text') return 'search';
  if (url === '/public/item/:slug') return 'cardDetail';
  if (url.startsWith('/images/')) return 'images';
  if (methods.some((method) => !readMethods.has(method))) return 'writes';
  return undefined;
}

export const tooManyRequests = (seconds: number) =>
  new ApiError(
    429,
    'TOO_MANY_REQUESTS',
    `Trop de requêtes : réessayez dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`,
  );

/**
 * Per-address limits (per minute) on the routes a script would hammer: the login page, the token endpoint, the quick
 * search, card details, images and every write. Counters live in this process's memory (bounded, safe to lose):
 * with several instances each counts on its own (see the README for sharing them through Redis). A refusal is a
 * 429 `{code, message}` with `Retry-After`.
 */
export const rateLimitsPlugin = fp<{ limits: RateLimits }>(
  async (app, { limits }) => {
    if (!limits.enabled) return;
    // Runs before the plugin's own onRoute hook (added just below), which reads config.rateLimit.
    app.addHook('onRoute', (route) => {
      const kind = rateLimitKindOf(route);
      if (!kind || route.config?.rateLimit !== undefined) return;
      route.config = { ...route.config, rateLimit: { max: limits[kind], timeWindow: minute } };
    });
    await app.register(rateLimit, {
      global: false,
      // Counts per address within a route's limit; at most this many addresses are remembered per route.
      cache: 10_000,
      errorResponseBuilder: (_request, context) => tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
    });
  },
  { name: 'rate-limits' },
);
