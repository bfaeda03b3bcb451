import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { RouteOptions } from 'fastify';
import type { RateLimits } from '../config';
import type { Db } from '../db/client';
import { ApiError } from '../lib/api-error';
import { realmPath } from '../lib/sign-in-realm';
import { countersStore, deleteEndedCounters } from './rate-limit-store';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const minute = 60_000;

/** Which limit a route falls under, if any: by its path and method, so that a new write route is never missed. */
export function rateLimitKindOf(
  route: Partial<Pick<RouteOptions, 'url' | 'method'>>,
): keyof Omit<RateLimits, 'enabled' | 'ticketLink'> | undefined {
  const { url } = route;
  const methods = [route.method ?? []].flat();
  if (url === undefined) return undefined;
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

/** What an attacker would spread over several API processes: counted in the database they share. */
const sharedKinds = new Set(['login', 'token', 'writes']);

/** How often the counters of ended windows are deleted from the database. */
const cleanupEveryMs = 5 * minute;

/**
 * Per-address limits (per minute) on the routes a script would hammer: the login page, the token endpoint, the quick
 * search, card details, images and every write. With `db` (a PostgreSQL database every API process shares), the
 * login page's, the token endpoint's, the writes' and the ticket links' counters live in it, so that they hold
 * across processes; the others, and all of them without `db`, in this process's memory (bounded, safe to lose). A
 * refusal is a 429 `{code, message}` with `Retry-After`.
 */
export const rateLimitsPlugin = fp<{ limits: RateLimits; db?: Db }>(
  async (app, { limits, db }) => {
    if (!limits.enabled) return;
    // Runs before the plugin's own onRoute hook (added just below), which reads config.rateLimit.
    app.addHook('onRoute', (route) => {
      const kind = rateLimitKindOf(route);
      if (!kind || route.config?.rateLimit !== undefined) return;
      route.config = { ...route.config, rateLimit: { max: limits[kind], timeWindow: minute } };
    });
    // A limiter a route makes for itself (the scratches of a ticket link, whatever the addresses) is shared too.
    const store = countersStore(
      db,
      (route) => route.url === undefined || sharedKinds.has(rateLimitKindOf(route) ?? ''),
    );
    await app.register(rateLimit, {
      global: false,
      store,
      // Counts per address within a route's limit; at most this many addresses are remembered per route in memory.
      cache: 10_000,
      errorResponseBuilder: (_request, context) => tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
    });
    if (db) {
      const cleanup = setInterval(() => void deleteEndedCounters(db).catch(() => undefined), cleanupEveryMs);
      cleanup.unref();
      app.addHook('onClose', async () => clearInterval(cleanup));
    }
  },
  { name: 'rate-limits' },
);
