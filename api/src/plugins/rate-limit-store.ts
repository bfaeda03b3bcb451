// Where the rate limits count. In one process's memory for what only slows a reader down (searches, card details,
// images: counting them in the database would cost a write per read); in PostgreSQL, shared by every API process of
// the database, for what an attacker would spread over processes: the login page, the token endpoint, every write
// and the scratches of a ticket link. With PGlite (one process's own database) everything counts in memory.
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../lib/rate-limit-counters-schema';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** The options @fastify/rate-limit gives a store and its children (its typings leave them out). */
interface CountingOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  /** The route a child counts for; no path for a limiter a route makes for itself (createRateLimit). */
  routeInfo?: Partial<Pick<RouteOptions, 'url' | 'method'>>;
}

/** Whether a route's counters live in the database: given its method and path (none for a limiter of its own). */
export type SharedCount = (route: Partial<Pick<RouteOptions, 'url' | 'method'>>) => boolean;

/** A route's counters in PostgreSQL: one statement per request, the window reset by the first request past it. */
class DatabaseCounters implements FastifyRateLimitStore {
  constructor(
    private readonly db: Db,
    private readonly prefix: string,
  ) {}

  incr(key: string, counted: Counted, timeWindow: number): void {
    const windowEnds = sql`now() + ${timeWindow} * interval '1 millisecond'`;
    const expired = sql`${rateLimitCounters.windowEnds} <= now()`;
    this.db
      .insert(rateLimitCounters)
      .values({ key: `${this.prefix}${key}`, hits: 1, windowEnds })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
          windowEnds: sql`case when ${expired} then ${windowEnds} else ${rateLimitCounters.windowEnds} end`,
        },
      })
      .returning({
        hits: rateLimitCounters.hits,
        ttl: sql<string>`greatest(0, ceil(extract(epoch from ${rateLimitCounters.windowEnds} - now()) * 1000))`,
      })
      .then(
        ([row]) => counted(null, { current: row!.hits, ttl: Number(row!.ttl) }),
        (error: Error) => counted(error),
      );
  }

  child(): FastifyRateLimitStore {
    return this;
  }
}

/**
 * The store class given to @fastify/rate-limit: each limited route asks it for a child, in memory or in the database
 * as `sharedCount` says for that route (`db` undefined: all in memory).
 */
export function countersStore(db: Db | undefined, sharedCount: SharedCount) {
  return class RouteCounters implements FastifyRateLimitStore {
    private readonly cache: number | undefined;
    private readonly memory: FastifyRateLimitStore;

    constructor(options: FastifyRateLimitOptions) {
      const { continueExceeding, exponentialBackoff, cache } = options as CountingOptions;
      this.cache = cache;
      this.memory = new LocalStore(continueExceeding, exponentialBackoff, cache);
    }

    incr(key: string, counted: Counted, timeWindow: number, max: number): void {
      this.memory.incr(key, counted, timeWindow, max);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { continueExceeding, exponentialBackoff, routeInfo = {} } = routeOptions as CountingOptions;
      if (!db || !sharedCount(routeInfo)) return new LocalStore(continueExceeding, exponentialBackoff, this.cache);
      const route = routeInfo.url ? `${[routeInfo.method].flat().join(',')} ${routeInfo.url}` : 'own limiter';
      return new DatabaseCounters(db, `${route}|`);
    }
  };
}

/** Deletes the counters whose window ended a while ago (the table would otherwise keep every address it met). */
export async function deleteEndedCounters(db: Db): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEnds, sql`now() - interval '10 minutes'`));
}
