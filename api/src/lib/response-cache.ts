import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ruleSetHeader } from '@zu/shared-contract';
import { timedSync } from './answer-timings';
import type { MadeAnswer } from './kept-answers';

export interface SendOptions {
  /**
   * The answer depends on the request's rule set: it is kept once per rule set, and `Vary` names the rule-set
   * header so that shared caches keep the two apart too.
   */
  perRuleSet?: boolean;
  /**
   * When the process keeps no answer under the key: one made before elsewhere (see kept-answers.ts), sent as it is.
   * It is taken into memory the second time its key is asked for, not the first: a crawl that asks for each of
   * 100,000 players once would otherwise fill the memory with answers nobody asks for again (and keep the garbage
   * collector copying them), pushing out those asked for all the time.
   */
  kept?: MadeAnswer;
  /**
   * Told of each answer `produce` made (not of one taken from memory or `kept`), as it is sent: what it does with it
   * (keeps it in the database) happens behind the request, not before its answer.
   */
  onMade?: (answer: MadeAnswer) => void;
}

interface Entry {
  expires: number;
  /** Only the gzipped bytes are kept (a JSON answer is 5 to 12 times its gzip): every browser takes them as they are. */
  gzip: Buffer;
  etag: string;
  /** What the entry holds in memory, roughly: its bytes, its key and the bookkeeping around them. */
  size: number;
}

export interface ResponseCacheOptions {
  ttlMs?: number;
  /** Memory the entries may hold together; the least recently used go first. An answer larger is not kept. */
  maxBytes?: number;
  /**
   * The `Cache-Control` sent; `public, max-age=<ttl>` unless given. Answers keyed by a version the database holds
   * (a player's) say `no-cache`: clients ask again each time, and the ETag makes the answer a 304 when unchanged.
   */
  cacheControl?: string;
}

/** Per entry beyond its bytes and key: the map slot, the entry object, the buffer's header, the ETag. */
const entryOverheadBytes = 400;
const defaultMaxBytes = 16 * 1024 * 1024;
/** Keys remembered as sent once from elsewhere (about 100 bytes each); past that, remembering starts again. */
const maxKeptOnce = 50_000;

/** Every cache of the process, for `responseCacheStats` (weakly: an app that is closed lets its caches go). */
const liveCaches = new Set<WeakRef<ResponseCache>>();

/** What all the response caches of the process hold (entries and bytes), for tests and diagnostics. */
export function responseCacheStats(): { entries: number; bytes: number } {
  let entries = 0;
  let bytes = 0;
  for (const ref of liveCaches) {
    const cache = ref.deref();
    if (!cache) {
      liveCaches.delete(ref);
      continue;
    }
    entries += cache.size.entries;
    bytes += cache.size.bytes;
  }
  return { entries, bytes };
}

/** Empties every response cache of the process (the bench measures answers made from nothing with it). */
export function clearResponseCaches(): void {
  for (const ref of liveCaches) ref.deref()?.clear();
}

/**
 * A short-lived cache of serialised public responses that change rarely (the catalogue, the recycle values, the
 * week's challenges, the current event or season): a 1,500-card list costs ~90 ms to query and serialise on the
 * embedded database, and nothing to send again. Per process and safe to lose (several API processes may run side by
 * side, each with its own); each entry keeps its gzipped bytes only, so that a thousand players' answers fit where a
 * hundred and fifty did (a year's loot map: 17 KB of JSON, 1.5 KB gzipped), and clients revalidate with ETag
 * (`If-None-Match` → 304). An answer that fails (a 404) is not kept.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Entry>>();
  /** Keys of answers sent from `kept` but not taken into memory (see SendOptions.kept); emptied when full. */
  private readonly keptOnce = new Set<string>();
  private readonly ttlMs: number;
  private readonly maxBytes: number;
  private readonly cacheControl: string;
  private bytes = 0;

  /**
   * Keys made from client input must be normalised by the caller (see `queryKey`), so that spellings of one query
   * share an entry; the byte cap bounds the memory whatever the keys.
   */
  constructor(ttlMsOrOptions: number | ResponseCacheOptions = {}) {
    const options = typeof ttlMsOrOptions === 'number' ? { ttlMs: ttlMsOrOptions } : ttlMsOrOptions;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxBytes = options.maxBytes ?? defaultMaxBytes;
    this.cacheControl = options.cacheControl ?? `public, max-age=${Math.round(this.ttlMs / 1000)}`;
    liveCaches.add(new WeakRef(this));
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    produce: () => Promise<unknown>,
    { perRuleSet = false, kept, onMade }: SendOptions = {},
  ): Promise<FastifyReply> {
    const entryKey = perRuleSet ? `${request.ruleSet}:${key}` : key;
    const entry = await this.entry(
      entryKey,
      async () => {
        if (kept) return kept;
        const produced = await produce();
        return timedSync('serialise', () => reply.serialize(produced) as string);
      },
      onMade,
    );
    // A Vary the route set already is kept; each header is named once.
    const vary = new Map<string, string>();
    for (const name of [
      ...String(reply.getHeader('vary') ?? '').split(','),
      perRuleSet ? ruleSetHeader : '',
      'accept-encoding',
    ]) {
      if (name.trim()) vary.set(name.trim().toLowerCase(), name.trim());
    }
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', this.cacheControl)
      .header('etag', entry.etag)
      .header('vary', [...vary.values()].join(', '));
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      return reply.header('content-encoding', 'gzip').send(entry.gzip);
    }
    // A client that takes no gzip (a script, a test) is rare: it gets the bytes unzipped again for it.
    return reply.send(gunzipSync(entry.gzip));
  }

  /** Whether an answer is kept (and not expired) under the key `send` was given, in the rule set if per rule set. */
  holds(key: string, ruleSet?: string): boolean {
    const entry = this.entries.get(ruleSet === undefined ? key : `${ruleSet}:${key}`);
    return entry !== undefined && entry.expires > Date.now();
  }

  clear(): void {
    this.entries.clear();
    this.keptOnce.clear();
    this.bytes = 0;
  }

  private async entry(
    key: string,
    serialise: () => Promise<string | MadeAnswer>,
    onMade?: (answer: MadeAnswer) => void,
  ): Promise<Entry> {
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.expires > now) {
      // Most recently used last: eviction takes from the front.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    if (cached) this.remove(key, cached);
    let pending = this.pending.get(key);
    if (!pending) {
      pending = serialise()
        .then((made) => {
          const answer = typeof made === 'string' ? timedSync('compress', () => madeAnswer(made)) : made;
          if (typeof made === 'string') onMade?.(answer);
          const entry = {
            expires: Date.now() + this.ttlMs,
            ...answer,
            size: answer.gzip.length + Buffer.byteLength(key) * 2 + entryOverheadBytes,
          };
          if (typeof made === 'string' || this.keptOnce.delete(key)) this.store(key, entry);
          else this.rememberKeptOnce(key);
          return entry;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  private rememberKeptOnce(key: string): void {
    if (this.keptOnce.size >= maxKeptOnce) this.keptOnce.clear();
    this.keptOnce.add(key);
  }

  private store(key: string, entry: Entry): void {
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    if (entry.size > this.maxBytes) return;
    while (this.bytes + entry.size > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.remove(oldestKey, oldest);
    }
    this.entries.set(key, entry);
    this.bytes += entry.size;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}

/** An answer's JSON as it is sent: gzipped, with an ETag of its bytes. */
function madeAnswer(json: string): MadeAnswer {
  const body = Buffer.from(json);
  return {
    gzip: gzipSync(body, { level: 6 }),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

/** `If-None-Match` holds the ETag: alone, in a list, weak (`W/"…"`: the bytes are the same either way) or `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/** A cache key for a validated, normalised query: the same filters in any order give the same key. */
export function queryKey(path: string, query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, Array.isArray(value) ? [...value].sort() : value] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${path}?${JSON.stringify(entries)}`;
}
